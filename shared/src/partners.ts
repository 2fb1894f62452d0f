/**
 * The partner programme's numbers (docs/product.md, "Partner programme"), without a schema: the site's cookie
 * code on every page reads them too.
 */

/** A referral code: 8 capitals and digits, without the ones read alike (0 O 1 I L). */
export const PARTNER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PARTNER_CODE_LENGTH = 8;
export const PARTNER_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** The URL parameter of a referral link (`/en/?ref=CODE`). */
export const PARTNER_LINK_PARAM = 'ref';

/** How long a partner's link holds the visitor: a second partner's link within these days changes nothing. */
export const PARTNER_HOLD_DAYS = 90;

/** The commission: this share of each payment of a company the partner brought, in its first months. */
export const COMMISSION_PERCENT = 20;
export const COMMISSION_MONTHS = 12;

/** Months the partner area shows, the newest first: one counters item each. */
export const PARTNER_MONTHS_SHOWN = 12;
