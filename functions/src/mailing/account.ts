import type { AccountMailing, MailingList } from '@migralink/shared/schemas/mailing';
import { subscriberIdOf, subscriptionsOf, type ConsentEntry } from '#data/mailing';
import { getUser, type User } from '#data/users';
import { ForbiddenError, UnauthorizedError } from '#http/errors';
import type { RequestContext } from '#http/request-context';
import { entry, ipDigest, statementIn } from './consent';
import { changeOnCurrent, listOf, sameList } from './lists';
import { mailingMessage } from './messages';

/** The signed-in user's account (its address is what is subscribed). */
async function account(userId: string): Promise<User> {
  const user = await getUser(userId);
  if (!user) throw new UnauthorizedError();
  return user;
}

const present = (user: User, subscriptions: readonly MailingList[]): AccountMailing => ({
  email_confirmed: user.email_verified,
  lists: subscriptions.map(listOf),
});

/** The lists the account's address is on (README "A signed-in user's lists"). */
export async function accountLists(userId: string): Promise<AccountMailing> {
  const user = await account(userId);
  return present(user, await subscriptionsOf(subscriberIdOf(user.email)));
}

/**
 * Sets the account's lists of one language to `topics` at once: those missing are added (only for a
 * confirmed address, whose account proves it: 403 otherwise), those left out removed; the ledger records
 * each, with the statement shown beside the switches. Lists of other languages stay as they are.
 */
export async function setAccountLists(
  userId: string,
  wanted: { locale: MailingList['locale']; topics: MailingList['topic'][] },
  context: RequestContext,
): Promise<AccountMailing> {
  const user = await account(userId);
  if (wanted.topics.length > 0 && !user.email_verified)
    throw new ForbiddenError({ message: mailingMessage('unconfirmedAddress', context.locale) });
  const subscriberId = subscriberIdOf(user.email);
  const lists = wanted.topics.map((topic) => ({ locale: wanted.locale, topic }));
  const ipHash = await ipDigest(context.ip);
  return changeOnCurrent<AccountMailing>(subscriberId, (current) => {
    const add = lists.filter((list) => !current.some((held) => sameList(held, list)));
    const remove = current
      .filter((held) => held.locale === wanted.locale && !lists.some((list) => sameList(held, list)))
      .map(listOf);
    const after: MailingList[] = [...current.filter((held) => !remove.some((list) => sameList(held, list))), ...add];
    const result = present(user, after);
    const entries = [
      ...(add.length ? [ledgerEntry(user, subscriberId, 'subscribed', add, ipHash)] : []),
      ...(remove.length ? [ledgerEntry(user, subscriberId, 'unsubscribed', remove, ipHash)] : []),
    ];
    const [first, ...others] = entries;
    if (!first) return { done: result };
    return { result, change: { subscriberId, email: user.email, add, remove, entries: [first, ...others] } };
  });
}

function ledgerEntry(
  user: User,
  subscriberId: string,
  event: 'subscribed' | 'unsubscribed',
  lists: MailingList[],
  ipHash: string,
): ConsentEntry {
  return entry({
    subscriber_id: subscriberId,
    event,
    at: new Date().toISOString(),
    email: user.email,
    lists,
    via: 'account',
    ip_hash: ipHash,
    user_id: user.id,
    ...(event === 'subscribed' ? { statement: statementIn(lists[0]!.locale) } : {}),
  });
}
