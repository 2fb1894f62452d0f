import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '../shared/paths';

/** The advertising screen: the list, where a paid checkout comes back to (`?session_id=`). */
export const advertisingUrl = (locale: Locale): string => adminUrl(locale, 'advertising');

/** Creating an advertisement: the first one (docs/product.md, "Redirects"), and where a cancelled checkout comes back to. */
export const newAdvertisementUrl = (locale: Locale): string => adminUrl(locale, 'newAdvertisement');
