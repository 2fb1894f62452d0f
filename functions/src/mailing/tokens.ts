import { LOCALES, type Locale } from '@migralink/shared/locales';
import { MAILING_TOPICS, type MailingList } from '@migralink/shared/schemas/mailing';
import { signFields, verifiedFields } from '#lib/tokens';

/**
 * The signed links of the mailing lists (README.md beside this file), `signFields` under the tokens' key,
 * nothing stored: a changed token fails its HMAC.
 * - A confirmation: `<request id>.<expires at, epoch s>.<HMAC>`: it names the request, and says itself when
 *   it went stale, also once the request is gone.
 * - An unsubscribe: `<subscriber id>.<locale>.<topic>.<HMAC>`: one address from one list. It never expires:
 *   a mail read a year later still unsubscribes.
 */
const CONFIRM = 'mailing-confirm:v1';
const UNSUBSCRIBE = 'mailing-unsubscribe:v1';

export const confirmToken = (requestId: string, expiresAt: number): Promise<string> =>
  signFields(CONFIRM, [requestId, String(expiresAt)]);

/** What a confirmation token says, if we signed it: its request and whether it went stale by `now`. */
export async function readConfirmToken(
  token: string,
  now = Date.now(),
): Promise<{ requestId: string; stale: boolean } | undefined> {
  const [requestId, expires] = (await verifiedFields(CONFIRM, token, 2)) ?? [];
  if (!requestId || !expires || !/^\d{1,12}$/.test(expires)) return undefined;
  return { requestId, stale: Number(expires) <= Math.floor(now / 1000) };
}

export const unsubscribeToken = (subscriberId: string, list: MailingList): Promise<string> =>
  signFields(UNSUBSCRIBE, [subscriberId, list.locale, list.topic]);

/** The subscriber and list an unsubscribe token names, if we signed it. */
export async function readUnsubscribeToken(
  token: string,
): Promise<{ subscriberId: string; list: MailingList } | undefined> {
  const [subscriberId, locale, topic] = (await verifiedFields(UNSUBSCRIBE, token, 3)) ?? [];
  const known =
    (LOCALES as readonly string[]).includes(locale!) && (MAILING_TOPICS as readonly string[]).includes(topic!);
  return subscriberId && known
    ? { subscriberId, list: { locale: locale as Locale, topic: topic as MailingList['topic'] } }
    : undefined;
}
