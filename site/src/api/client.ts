import { createApiClient } from '@migralink/shared/client';
import { $currency } from '../stores/currency';
import { $locale } from '../stores/locale';

/**
 * The site's API caller. The browser always calls its own origin (`/v1/...`):
 * CloudFront routes it to the API in AWS, the dev server proxies it locally.
 * Language and currency are read from the stores at each call.
 */
export const callApi = createApiClient({
  baseUrl: '',
  headers: () => ({ 'X-Localization': $locale.get(), 'X-Currency': $currency.get() }),
});
