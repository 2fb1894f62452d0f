import { randomUUID } from 'node:crypto';
import type { SubscribeBody } from '@migralink/shared/schemas/mailing';
import { consentRef, putRequest, subscriberIdOf } from '#data/mailing';
import { normalizeEmail } from '#data/users';
import { checkFormToken } from '#forms/token';
import { MAILING, RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import type { RequestContext } from '#http/request-context';
import { mailboxKey } from '#http/windows';
import { mailingConfirmLink } from '#mail/links';
import { mailingConfirmMail } from '#mail/mailing';
import { mailPut } from '#mail/outbox';
import { entry, ipDigest, statementIn } from './consent';
import { mailingMessage } from './messages';
import { confirmToken } from './tokens';

/** How long a request is kept past its link's life, so a late click is told "expired", not "not ours". */
const KEPT_AFTER_SECONDS = 7 * 24 * 60 * 60;

/**
 * A subscription request from the footer's form (double opt-in, README "Subscribing"): counted against its
 * rate limits, its form token checked, then the request, its ledger entry and its confirmation mail are
 * written in one transaction. Whatever the address (new, subscribed already, or anyone's), the same work and
 * the same answer; a robot's (the hidden field filled) is answered alike and dropped.
 */
export async function requestSubscription(body: SubscribeBody, context: RequestContext): Promise<{ message: string }> {
  await countAttempts([
    { rule: RATE_LIMITS.mailingSubscribeIp, subject: context.ip },
    { rule: RATE_LIMITS.mailingSubscribeMailbox, subject: mailboxKey(body.email) },
  ]);
  await checkFormToken(body.form_token, 'mailing', context.locale);
  const answer = { message: mailingMessage('checkMailbox', context.locale) };
  if (body.website) {
    context.log.info('mailing request dropped: honeypot filled');
    return answer;
  }
  const now = new Date();
  const email = normalizeEmail(body.email);
  const subscriberId = subscriberIdOf(email);
  const requestId = randomUUID();
  const expiresAt = Math.floor(now.getTime() / 1000) + MAILING.confirmSeconds;
  const requested = entry({
    subscriber_id: subscriberId,
    event: 'requested',
    at: now.toISOString(),
    email,
    lists: body.topics.map((topic) => ({ locale: body.locale, topic })),
    via: 'form',
    statement: statementIn(body.locale),
    ip_hash: await ipDigest(context.ip),
    page: body.page,
  });
  const mail = mailingConfirmMail(body.locale, {
    topics: body.topics,
    link: mailingConfirmLink(body.locale, await confirmToken(requestId, expiresAt)),
    hours: MAILING.confirmSeconds / 3600,
  });
  await putRequest(
    {
      id: requestId,
      subscriber_id: subscriberId,
      email,
      locale: body.locale,
      topics: body.topics,
      consent: consentRef(requested),
      requested_at: requested.at,
      expires_at: expiresAt + KEPT_AFTER_SECONDS,
    },
    requested,
    [mailPut({ id: `mailing-confirm:${requestId}`, kind: 'mailing confirmation', to: email, ...mail })],
  );
  return answer;
}
