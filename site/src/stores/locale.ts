import { atom } from 'nanostores';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@migralink/shared/locales';

function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * The page's language. Each page is built for one locale, so the value comes
 * from the page (`<html lang>`): read when the module loads and set again by the
 * layout's script, whichever runs first.
 */
export const $locale = atom<Locale>(documentLocale());

/** Sets the locale; anything that is not a known locale is ignored. */
export function setLocale(value: unknown): void {
  if (isLocale(value)) $locale.set(value);
}
