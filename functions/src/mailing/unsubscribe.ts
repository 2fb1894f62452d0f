import type { UnsubscribeAnswer } from '@migralink/shared/schemas/mailing';
import type { ConsentChannel } from '#data/mailing';
import type { RequestContext } from '#http/request-context';
import { linkRefused } from './confirm';
import { entry, ipDigest } from './consent';
import { changeOnCurrent, listOf, sameList } from './lists';
import { readUnsubscribeToken } from './tokens';

/**
 * Unsubscribes an address from one list by a marketing mail's signed link (README "Unsubscribing"), from the
 * page's button or the mail client's one click (`channel`): the subscription, its member pointer and the
 * list's count go, with the ledger's entry, in one transaction, so the next page a send reads leaves it out.
 * An address not on the list (unsubscribed before) answers `already_unsubscribed` and changes nothing; a
 * changed link is refused.
 */
export async function unsubscribeByLink(
  token: string,
  channel: Extract<ConsentChannel, 'unsubscribe_page' | 'one_click'>,
  context: RequestContext,
): Promise<UnsubscribeAnswer> {
  const link = await readUnsubscribeToken(token);
  if (!link) throw linkRefused('badLink', context);
  const { subscriberId, list } = link;
  const ipHash = await ipDigest(context.ip);
  return changeOnCurrent<UnsubscribeAnswer>(subscriberId, (current) => {
    const held = current.find((subscription) => sameList(subscription, list));
    if (!held) return { done: { outcome: 'already_unsubscribed', ...list } };
    const unsubscribed = entry({
      subscriber_id: subscriberId,
      event: 'unsubscribed',
      at: new Date().toISOString(),
      email: held.email,
      lists: [listOf(list)],
      via: channel,
      ip_hash: ipHash,
    });
    return {
      result: { outcome: 'unsubscribed', ...list },
      change: { subscriberId, email: held.email, add: [], remove: [list], entries: [unsubscribed] },
    };
  });
}
