import { countForPartner, partnerCount, partnerOfCode } from '#data/partners';

/**
 * Attribution to a partner (docs/product.md, "Partner programme"): the referral code the site kept from the
 * partner's link names the partner; a code that names no partner attributes nothing and refuses nothing (the
 * visitor's sign-up or lead goes on as without one).
 */
export async function attributedPartner(code: string | undefined): Promise<string | undefined> {
  return code ? partnerOfCode(code) : undefined;
}

/**
 * Who brought a new account, whichever way it signs up: only a company account is brought by a partner, and
 * the partner's sign-up is counted in the transaction that creates the account (`createUser`'s extra writes).
 */
export async function signUpReferral(role: string, code: string | undefined, now = new Date()) {
  const partnerId = role === 'company' ? await attributedPartner(code) : undefined;
  return { partnerId, writes: partnerId ? [partnerCount(partnerId, 'signups', now)] : [] };
}

/** Counts a click on a partner's referral link in the partner's month; an unknown code counts nothing. */
export async function countReferralClick(code: string, now = new Date()): Promise<void> {
  const partnerId = await partnerOfCode(code);
  if (partnerId) await countForPartner(partnerId, 'clicks', now);
}
