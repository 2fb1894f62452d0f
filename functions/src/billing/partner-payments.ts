import type Stripe from 'stripe';
import { countPartnerPayment } from '#data/partners';
import { commissionOf } from '#partners/commission';
import { payerOf } from './owner';

/**
 * A paid invoice of a company a partner brought counts for the partner (docs/product.md, "Partner programme"):
 * one paid plan and its commission, in the month it was paid, once per invoice however often Stripe reports it.
 * The partner is the one kept on the owner's account at sign-up.
 */
export async function creditPartner(companyId: string, invoice: Stripe.Invoice): Promise<void> {
  const owner = (await payerOf(companyId))?.owner;
  if (!owner?.partner_id || invoice.amount_paid <= 0) return;
  const paidAt = new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000);
  const commission = commissionOf({ amount: invoice.amount_paid, paidAt }, new Date(owner.created_at));
  await countPartnerPayment(owner.partner_id, { id: invoice.id!, at: paidAt, commission });
}
