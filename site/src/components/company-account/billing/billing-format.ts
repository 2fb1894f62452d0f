import type { Locale } from '@migralink/shared/locales';

/** How the billing screens write dates and amounts in the reader's language. */
export interface BillingFormat {
  /** A day (the time of day says nothing about a billing period): `25 Nov 2026`. */
  readonly day: (iso: string) => string;
  /** An amount in euros, as charged: `€49`, `49 €`, `€12.50`. */
  readonly euros: (amount: number) => string;
}

export function billingFormat(locale: Locale): BillingFormat {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const euros = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    // The sign in every language (Ukrainian's own symbol for the euro is `EUR`), as the site's prices.
    currencyDisplay: 'narrowSymbol',
    trailingZeroDisplay: 'stripIfInteger',
  });
  return {
    day: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : day.format(date);
    },
    euros: (amount) => euros.format(amount),
  };
}
