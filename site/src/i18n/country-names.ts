import type { Locale } from '@migralink/shared/locales';

/** A country's name in the reader's language (the code when the browser does not know it). */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
