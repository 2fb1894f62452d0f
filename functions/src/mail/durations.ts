import { countWords } from '@migralink/shared/counts';
import type { Locale } from '@migralink/shared/locales';

/** The units a mail says how long a link works in. */
type Unit = 'minute' | 'hour' | 'day';

type Forms = Parameters<typeof countWords>[2];

/**
 * The words for "for N units" after "in" (en), «в течение» (ru) and «протягом» (uk), which take the
 * genitive: «в течение 1 часа, 2 часов, 21 часа», «протягом 1 дня, 5 днів».
 */
const DURING: Record<Unit, Record<Locale, Forms>> = {
  minute: {
    en: { one: 'minute', other: 'minutes' },
    ru: { one: 'минуты', few: 'минут', many: 'минут', other: 'минуты' },
    uk: { one: 'хвилини', few: 'хвилин', many: 'хвилин', other: 'хвилини' },
  },
  hour: {
    en: { one: 'hour', other: 'hours' },
    ru: { one: 'часа', few: 'часов', many: 'часов', other: 'часа' },
    uk: { one: 'години', few: 'годин', many: 'годин', other: 'години' },
  },
  day: {
    en: { one: 'day', other: 'days' },
    ru: { one: 'дня', few: 'дней', many: 'дней', other: 'дня' },
    uk: { one: 'дня', few: 'днів', many: 'днів', other: 'дня' },
  },
};

/** "48 hours", "21 часа", "5 днів": a count of units as it follows "in" / «в течение» / «протягом». */
export const duringText = (count: number, unit: Unit, locale: Locale): string =>
  countWords(count, locale, DURING[unit][locale]);
