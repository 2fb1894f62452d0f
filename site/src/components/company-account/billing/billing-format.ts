import type { Locale } from '@migralink/shared/locales';
import { dateText, viewerZone } from '@/i18n/dates';
import { moneyText } from '@/i18n/money';

/** How the billing screens write dates and amounts in the reader's language. */
export interface BillingFormat {
  /** A day (the time of day says nothing about a billing period), on the reader's clock: `25 Nov 2026`. */
  readonly day: (iso: string) => string;
  /** An amount in euros, as charged: `€49`, `49 €`, `€12.50`. */
  readonly euros: (amount: number) => string;
}

export function billingFormat(locale: Locale): BillingFormat {
  const zone = viewerZone();
  return {
    day: (iso) => dateText(iso, locale, zone),
    euros: (amount) => moneyText(amount, 'EUR', locale, 'when-any'),
  };
}
