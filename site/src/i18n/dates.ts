import { dateTimeFormat } from './intl-cache';

/**
 * Dates and times as the reader's language writes them, always in a named time zone:
 * - `UTC` for what a page built on the server shows (a review's day, when the visa data was
 *   updated: the HTML must not depend on the machine that built it, and the island hydrates to
 *   the same text);
 * - `viewerZone()` for moments only a signed-in screen shows in the browser (a lead's arrival, a
 *   billing period's end, the day of registration): the reader's own clock.
 * A calendar day the API sends as `YYYY-MM-DD` (advertising and statistics days, which the
 * product counts in UTC: docs/product.md, "Advertising", "Page views and statistics") and a
 * weekday of office hours (a number, the office's own) are no moments: shown as they are.
 */

/** An IANA time zone name (`UTC`, `Europe/Berlin`). */
export type TimeZone = string;

export const UTC: TimeZone = 'UTC';

/** The zone the reader's browser runs in. */
export const viewerZone = (): TimeZone => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How long a day is written: `12 Nov` (`short`), `Nov 12, 2026` (`medium`), `November 12, 2026` (`long`). */
export type DayStyle = 'short' | 'medium' | 'long';

const DAY_STYLES: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  short: { day: 'numeric', month: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
};

const parsed = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The day of a moment in `zone`; the text as it came when it is no date. */
export function dateText(iso: string, locale: string, zone: TimeZone, style: DayStyle = 'medium'): string {
  const date = parsed(iso);
  return date ? dateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: zone }).format(date) : iso;
}

/**
 * A day of the UTC calendar written in the browser with no `Intl` formatter built there: the first date or
 * number formatter a page builds costs ~10–15 ms of start-up (its locale data), one blocking piece of
 * whatever renders at load. The build writes the twelve months of `dateText(…, UTC, style)` with the day
 * and the year left open (`dayPatterns`); the island fills them in (`patternDayText`), to the same text.
 */
export type DayPatterns = readonly string[];

const DAY = '{day}';
const YEAR = '{year}';

/**
 * Each month's text of a day (January first), `{day}` and `{year}` in place of the numbers: `Nov {day}, {year}`.
 * The numbers of a sample day are replaced (`formatToParts` spaces some texts unlike `format`).
 */
export function dayPatterns(locale: string, style: DayStyle = 'medium'): DayPatterns {
  const format = dateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: UTC });
  return Array.from({ length: 12 }, (_, month) =>
    format
      .format(Date.UTC(2001, month, 22))
      .replace('2001', YEAR)
      .replace('22', DAY),
  );
}

/** The UTC day of a moment from the build's `dayPatterns`; the text as it came when it is no date. */
export function patternDayText(iso: string, patterns: DayPatterns): string {
  const date = parsed(iso);
  const pattern = date && patterns[date.getUTCMonth()];
  if (!date || pattern === undefined) return iso;
  return pattern.replace(DAY, String(date.getUTCDate())).replace(YEAR, String(date.getUTCFullYear()));
}

/** A moment's day and time in `zone` (`Nov 12, 2026, 2:05 PM`); the text as it came when it is no date. */
export function dateTimeText(iso: string, locale: string, zone: TimeZone): string {
  const date = parsed(iso);
  return date ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date) : iso;
}

/** A calendar day (`YYYY-MM-DD`) as the language writes it; the text as it came when it is no day. */
export function calendarDayText(day: string, locale: string, style: DayStyle = 'medium'): string {
  const date = parsed(`${day}T00:00:00Z`);
  return date ? dateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: UTC }).format(date) : day;
}

/** 1 = Monday … 7 = Sunday (the API's numbering), as the locale names the weekday (short by default). */
export function weekdayName(day: number, locale: string, style: 'short' | 'long' = 'short'): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(locale, { weekday: style, timeZone: UTC }).format(Date.UTC(2024, 0, day));
}
