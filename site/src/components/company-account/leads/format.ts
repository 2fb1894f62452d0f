import { useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';

/** A date and time as the reader's language writes them (the text as it came when it is no date). */
export function useDateFormat(locale: Locale): (iso: string) => string {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}

/** A country's name in the reader's language (the code when the browser does not know it). */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
