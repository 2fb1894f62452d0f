import type { Locale } from '@migralink/shared/locales';
import type { ServiceSummary } from '@migralink/shared/schemas/catalogue';
import type { TimeUnit } from '@migralink/shared/enums';
import { weekdayName } from '@/i18n/dates';
import { moneyRangeText, moneyText } from '@/i18n/money';

/** Days as the locale names them, runs of three or more joined: `Mon–Fri`, `Sat, Sun`. */
export function weekdayRanges(days: readonly number[], locale: string): string {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayName(run[0]!, locale)}–${weekdayName(run.at(-1)!, locale)}`]
        : run.map((day) => weekdayName(day, locale)),
    )
    .join(', ');
}

/**
 * A service's price in its currency: one amount, a range, or undefined when the
 * company hides it, in whole units (`1 500 €`).
 */
export function priceText(
  service: Pick<ServiceSummary, 'price_from' | 'price_to' | 'currency'>,
  locale: string,
): string | undefined {
  const { price_from: from, price_to: to, currency } = service;
  if (from === null && to === null) return undefined;
  if (from === null || to === null || from === to) return moneyText((from ?? to)!, currency, locale);
  return moneyRangeText(from, to, currency, locale);
}

/**
 * The `lang` attribute of a company's or service's own texts on a page in
 * `locale`: none when they are in the page's language, else theirs (the API
 * shows an item not written in full in the page's language in English).
 */
export const ownTextLang = (textLocale: Locale, locale: Locale): { lang?: Locale } =>
  textLocale === locale ? {} : { lang: textLocale };

/** A duration in the language's words and plural forms: `3 weeks`, `3 недели`, `5 тижнів`. */
export function durationText(duration: number, unit: TimeUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(duration);
}
