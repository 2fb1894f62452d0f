import { randomInt } from 'node:crypto';
import {
  COMMISSION_MONTHS,
  COMMISSION_PERCENT,
  PARTNER_CODE_ALPHABET,
  PARTNER_CODE_LENGTH,
  PARTNER_MONTHS_SHOWN,
} from '@migralink/shared/partners';
import type { PartnerArea } from '@migralink/shared/schemas/partners';
import { claimPartnerCode, readPartnerMonths } from '#data/partners';
import { getUser } from '#data/users';
import { ContentionError } from '#lib/contention';

/** Tries at making a free code: with 31⁸ codes, a second is already rare. */
const CODE_TRIES = 5;

const newCode = () =>
  Array.from(
    { length: PARTNER_CODE_LENGTH },
    () => PARTNER_CODE_ALPHABET[randomInt(PARTNER_CODE_ALPHABET.length)],
  ).join('');

/** The partner's referral code, made and claimed on first need; two first calls at once end with the same one. */
export async function partnerCodeOf(partnerId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const user = await getUser(partnerId);
    if (user?.partner_code) return user.partner_code;
    const code = newCode();
    if (await claimPartnerCode(partnerId, code)) return code;
  }
  throw new ContentionError('No free referral code was found');
}

/** The partner's area: the code, the commission rule and the newest months' counts (docs/product.md, "Partner programme"). */
export async function partnerArea(partnerId: string): Promise<PartnerArea> {
  const [code, months] = await Promise.all([
    partnerCodeOf(partnerId),
    readPartnerMonths(partnerId, PARTNER_MONTHS_SHOWN),
  ]);
  return {
    code,
    commission_percent: COMMISSION_PERCENT,
    commission_months: COMMISSION_MONTHS,
    months: months.map((item) => ({
      month: item.month,
      clicks: item.clicks ?? 0,
      signups: item.signups ?? 0,
      leads: item.leads ?? 0,
      paid_plans: item.paid_plans ?? 0,
      commission: item.commission ?? 0,
    })),
  };
}
