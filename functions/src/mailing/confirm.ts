import type { ConfirmAnswer, MailingList } from '@migralink/shared/schemas/mailing';
import { getRequest, type SubscriptionRequest } from '#data/mailing';
import { HttpError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import type { RequestContext } from '#http/request-context';
import { entry, ipDigest } from './consent';
import { changeOnCurrent, sameList } from './lists';
import { mailingMessage } from './messages';
import { readConfirmToken } from './tokens';

/** A link that is not ours or was changed, or one that went stale: 404 `invalid_code`, saying which. */
export const linkRefused = (why: 'badLink' | 'staleLink', context: RequestContext) =>
  new HttpError(404, 'invalid_code', { message: mailingMessage(why, context.locale) });

/**
 * Confirms a request from its mail's link (README "Subscribing"): the lists it asked for that the address
 * is not on yet are added, with the ledger's confirmation entry, and the request is marked confirmed, in
 * one transaction. A request confirmed before answers `already_confirmed` and changes nothing; a changed
 * link, or one past its life, is refused and changes nothing.
 */
export async function confirmSubscription(token: string, context: RequestContext): Promise<ConfirmAnswer> {
  await countAttempts([{ rule: RATE_LIMITS.mailingConfirmIp, subject: context.ip }]);
  const link = await readConfirmToken(token);
  if (!link) throw linkRefused('badLink', context);
  if (link.stale) throw linkRefused('staleLink', context);
  const request = await getRequest(link.requestId);
  if (!request) throw linkRefused('badLink', context);
  const answer = (outcome: ConfirmAnswer['outcome']): ConfirmAnswer => ({
    outcome,
    locale: request.locale,
    topics: request.topics,
  });
  if (request.confirmed_at) return answer('already_confirmed');
  const ipHash = await ipDigest(context.ip);
  const lists: MailingList[] = request.topics.map((topic) => ({ locale: request.locale, topic }));
  return changeOnCurrent<ConfirmAnswer>(
    request.subscriber_id,
    (current) => ({
      result: answer('confirmed'),
      change: {
        subscriberId: request.subscriber_id,
        email: request.email,
        add: lists.filter((list) => !current.some((held) => sameList(held, list))),
        remove: [],
        entries: [confirmation(request, lists, ipHash)],
        confirms: request.id,
      },
    }),
    async () => ((await getRequest(request.id))?.confirmed_at ? answer('already_confirmed') : undefined),
  );
}

const confirmation = (request: SubscriptionRequest, lists: MailingList[], ipHash: string) =>
  entry({
    subscriber_id: request.subscriber_id,
    event: 'confirmed',
    at: new Date().toISOString(),
    email: request.email,
    lists,
    via: 'confirmation',
    ip_hash: ipHash,
    request_id: request.id,
  });
