import * as z from 'zod/mini';
import { partnerCode } from './partner-code';

/**
 * The partner programme's answers (docs/product.md, "Partner programme"): what a partner's link brought (clicks,
 * company sign-ups, leads, paid plans) and the commission, per month, as counts only. Its numbers are in
 * `../partners.ts`.
 */

/** A click on a referral link, as the landing page reports it: the code only, nothing of the visitor. */
export const partnerClickBody = z.object({ code: partnerCode });

/** What a partner's link brought in one calendar month (UTC). */
export const partnerMonth = z.object({
  /** `2026-11`. */
  month: z.string(),
  clicks: z.number(),
  signups: z.number(),
  leads: z.number(),
  paid_plans: z.number(),
  /** The commission earned in the month, in euro cents. */
  commission: z.number(),
});
export type PartnerMonth = z.infer<typeof partnerMonth>;

/** The partner's area: the code, the commission rule and the newest months first (only months with counts). */
export const partnerArea = z.object({
  code: z.string(),
  commission_percent: z.number(),
  commission_months: z.number(),
  months: z.array(partnerMonth),
});
export type PartnerArea = z.infer<typeof partnerArea>;
