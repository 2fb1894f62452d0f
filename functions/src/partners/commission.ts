import { COMMISSION_MONTHS, COMMISSION_PERCENT } from '@migralink/shared/partners';

/**
 * The partner's commission on one payment (docs/product.md, "Partner programme"): `COMMISSION_PERCENT` of what a
 * company the partner brought paid, while the payment falls within `COMMISSION_MONTHS` of the company's sign-up;
 * nothing after (Stripe dates a payment to the second, so one in the sign-up's own second counts). Integer minor
 * units in and out, rounded down to the cent: the only place it is computed.
 */
export function commissionOf(payment: { amount: number; paidAt: Date }, broughtAt: Date): number {
  const end = new Date(broughtAt);
  end.setUTCMonth(end.getUTCMonth() + COMMISSION_MONTHS);
  if (payment.paidAt >= end) return 0;
  return Math.floor((payment.amount * COMMISSION_PERCENT) / 100);
}
