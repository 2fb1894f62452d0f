import type { Locale } from '@migralink/shared/locales';
import { localizedPath } from './localized-url';

/** `/visa-free-map/`: the map page, its passport from `?passport=` or the visitor's country. */
export const VISA_MAP_PATH = '/visa-free-map/';
/** `/comparison-of-passports/`: the passport comparison (linked from the footer and the map). */
export const PASSPORT_COMPARISON_PATH = '/comparison-of-passports/';

/** `/visa-free-map/germany/`: a passport's own pre-built page, without its locale. */
export function passportMapPath(slug: string): string {
  return `${VISA_MAP_PATH}${encodeURIComponent(slug)}/`;
}

/** `/{locale}/visa-free-map/?passport=DE`: the map page showing a passport (where else it goes without a visa). */
export const visaMapQueryUrl = (passport: string, locale: Locale) =>
  `${localizedPath(VISA_MAP_PATH, locale)}?passport=${encodeURIComponent(passport)}`;

/** A passport's own page in a language. */
export const passportMapUrl = (slug: string, locale: Locale) => localizedPath(passportMapPath(slug), locale);
