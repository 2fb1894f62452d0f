import * as z from 'zod/mini';
import { PARTNER_CODE_PATTERN } from '../partners';

/**
 * A partner's referral code (docs/product.md, "Partner programme"), in a module of its own: the sign-up and lead
 * forms check it without carrying the partner area's schemas.
 */

export const partnerCode = z.string().check(z.regex(PARTNER_CODE_PATTERN));
