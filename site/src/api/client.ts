import { createApiClient, type ApiCall } from '@migralink/shared/client';
import { raiseOnPlanLimit } from '../stores/error-modal';
import { $auth } from '../stores/auth';
import { $currency } from '../stores/currency';
import { $locale } from '../stores/locale';
import { browserId } from './browser-id';

/** The headers every call carries: the bearer token when signed in, the language, the currency and the browser's id. */
export function apiHeaders(): Record<string, string | undefined> {
  const { token } = $auth.get();
  return {
    Authorization: token ? `Bearer ${token}` : undefined,
    'X-Localization': $locale.get(),
    'X-Currency': $currency.get(),
    'X-Fingerprint': browserId(),
  };
}

const call = createApiClient({ baseUrl: '', headers: apiHeaders });

/**
 * The site's API caller. The browser always calls its own origin (`/v1/...`):
 * CloudFront routes it to the API in AWS, the dev server proxies it locally.
 * Token, language and currency are read from the stores at each call. A call
 * the plan refused (`403 plan_limit`) also opens the account area's error
 * modal, which names the plans that allow it; the error still reaches the screen.
 */
export const callApi: ApiCall = async (route, input) => {
  try {
    return await call(route, input);
  } catch (error) {
    raiseOnPlanLimit(error);
    throw error;
  }
};
