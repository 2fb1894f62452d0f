import type { Advertisement } from '@migralink/shared/schemas/billing';

/**
 * How the advertising screens write rates and slots in the reader's language; money is
 * `moneyText(…, 'always')` of `i18n/money.ts` (a converted daily rate is rarely round) and days
 * `calendarDayText` of `i18n/dates.ts` (advertising days are UTC days).
 */

/** A share (0 to 1) as a percentage with up to two decimals: `2.5%`. */
export function percentText(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(share);
}

/** A slot named as the search names its filters: `Germany · Work · Blue Card`, the open ones left out. */
export function slotText(slot: Advertisement['slots'][number]): string {
  return [slot.country.name, slot.purpose?.name, slot.category?.name].filter(Boolean).join(' · ');
}
