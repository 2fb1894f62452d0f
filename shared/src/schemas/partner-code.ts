import * as z from 'zod/mini';

/**
 * A partner's referral code (docs/product.md, "Partner programme"), in a module of its own: the sign-up and lead
 * forms check it without carrying the partner area's schemas.
 */

/** A referral code: 8 capitals and digits, without the ones read alike (0 O 1 I L). */
export const PARTNER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PARTNER_CODE_LENGTH = 8;
export const PARTNER_CODE_PATTERN = /^[A-Z0-9]{8}$/;

export const partnerCode = z.string().check(z.regex(PARTNER_CODE_PATTERN));
