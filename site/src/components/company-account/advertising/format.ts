import type { Advertisement } from '@migralink/shared/schemas/billing';

/**
 * How the advertising screens write money, days and rates in the reader's
 * language. Amounts keep their cents (a converted daily rate is rarely round).
 */

/** An amount in a currency: `5,00 €`, `$5.42`. */
export function moneyText(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
}

/** A UTC day (`YYYY-MM-DD`) as the language writes it; the text as it came when it is no day. */
export function dayText(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A share (0 to 1) as a percentage with up to two decimals: `2.5%`. */
export function percentText(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(share);
}

/** A slot named as the search names its filters: `Germany · Work · Blue Card`, the open ones left out. */
export function slotText(slot: Advertisement['slots'][number]): string {
  return [slot.country.name, slot.purpose?.name, slot.category?.name].filter(Boolean).join(' · ');
}
