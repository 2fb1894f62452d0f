import type { ReadableAtom } from 'nanostores';
import type { Currency } from '@migralink/shared/enums';
import { interpolate } from '@/i18n/format';
import { moneyText } from '@/i18n/money';
import { convertCents, type Rates } from './plan-offers';

/** An element showing a price in the visitor's currency: its EUR cents and its text with `{amount}`. */
export interface PlanPriceSlot {
  readonly dataset: { readonly eurCents?: string; readonly template?: string };
  textContent: string | null;
}

/** An element shown only when prices are converted: "Charged in euros: 49 €". */
export type ChargedNote = Pick<HTMLElement, 'hidden'>;

/**
 * Writes each price slot in `currency` (`{amount} a month` → `$53 a month`);
 * without a rate for it, every slot is written in EUR. Returns the currency
 * the prices are in.
 */
export function showPlanPrices(
  slots: Iterable<PlanPriceSlot>,
  currency: Currency,
  rates: Rates,
  locale: string,
): Currency {
  const shown: Currency = convertCents(100, currency, rates) === undefined ? 'EUR' : currency;
  for (const slot of slots) {
    const cents = Number(slot.dataset.eurCents);
    const amount = Number.isFinite(cents) ? convertCents(cents, shown, rates) : undefined;
    if (amount === undefined || slot.dataset.template === undefined) continue;
    slot.textContent = interpolate(slot.dataset.template, { amount: moneyText(amount, shown, locale) });
  }
  return shown;
}

export interface FollowPlanCurrencyOptions {
  readonly $currency: ReadableAtom<Currency>;
  readonly rates: Rates;
  readonly slots: () => Iterable<PlanPriceSlot>;
  /** The notes that say the payment is charged in euros, shown while the prices are in another currency. */
  readonly chargedNotes: () => Iterable<ChargedNote>;
  readonly locale: string;
}

/**
 * Keeps the tariffs' prices in the visitor's currency with the rates the page
 * was built with (the reference data's, which the API converts prices with):
 * no call, and the charged amount in EUR beside each converted price.
 */
export function followPlanCurrency({ $currency, rates, slots, chargedNotes, locale }: FollowPlanCurrencyOptions) {
  return $currency.subscribe((currency) => {
    const shown = showPlanPrices(slots(), currency, rates, locale);
    for (const note of chargedNotes()) note.hidden = shown === 'EUR';
  });
}
