import { signFields, verifiedFields } from '#lib/tokens';

/**
 * The link a mail to a lead's address carries (the receipt and every reply): `/{locale}/request/?token=…`,
 * the token `<lead id>.<expires at, epoch seconds>.<HMAC>` (`signFields`). Only the mailbox the lead names
 * receives it, so whoever opens it reads that mailbox: the page may show the lead's message and the
 * answers (README "Mail to the visitor's address"). Nothing is stored; a changed token fails its HMAC.
 */

const PURPOSE = 'lead-thread';

/** How long a mailed link reads its thread: 30 days, and each new reply mails a fresh one. */
export const LEAD_THREAD_LINK_SECONDS = 30 * 24 * 60 * 60;

/** A token that opens a lead's thread until `LEAD_THREAD_LINK_SECONDS` from `now`. */
export function leadThreadToken(leadId: string, now = Date.now()): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + LEAD_THREAD_LINK_SECONDS;
  return signFields(PURPOSE, [leadId, String(expiresAt)]);
}

/** The lead a token names and when it expires, if we signed it and it is alive; undefined otherwise. */
export async function readLeadThreadToken(
  token: string,
  now = Date.now(),
): Promise<{ leadId: string; expiresAt: number } | undefined> {
  const fields = await verifiedFields(PURPOSE, token, 2);
  if (!fields) return undefined;
  const [leadId, expires] = fields as [string, string];
  if (!/^\d{1,12}$/.test(expires)) return undefined;
  const expiresAt = Number(expires);
  return expiresAt > Math.floor(now / 1000) ? { leadId, expiresAt } : undefined;
}
