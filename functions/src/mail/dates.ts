import type { Locale } from '@migralink/shared/locales';

/**
 * Calendar days as the reader's language writes them, for mails and for what Stripe shows the payer.
 * Our days are UTC dates (`2026-11-26`, or a timestamp whose UTC day counts), so they are written in UTC.
 */

const formats = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format;
}

/** "26 ноября 2026 г.", "November 26, 2026". */
export const dayText = (iso: string, locale: Locale): string => dayFormat(locale).format(new Date(iso));

/** Both days, inclusive, the shared parts said once: "26 ноября – 25 декабря 2026 г.". */
export const dayRangeText = (from: string, to: string, locale: Locale): string =>
  dayFormat(locale).formatRange(new Date(from), new Date(to));

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment to the minute, in UTC and saying so: "31.03.2026, 17:45 UTC", "3/31/26, 5:45 PM UTC". */
export function dayTimeText(iso: string, locale: Locale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    const options = { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' } as const;
    timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  }
  return `${format.format(new Date(iso))} UTC`;
}
