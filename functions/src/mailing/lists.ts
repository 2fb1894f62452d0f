import type { MailingList } from '@migralink/shared/schemas/mailing';
import { changeLists, subscriptionsOf, type ListChange, type SubscriptionItem } from '#data/mailing';
import { AGAIN, decideAgain } from '#data/transact';

/** Whether two lists are the same list. */
export const sameList = (a: MailingList, b: MailingList) => a.locale === b.locale && a.topic === b.topic;

/** A list as the API names it (without the subscription's other fields). */
export const listOf = ({ locale, topic }: MailingList): MailingList => ({ locale, topic });

/**
 * Changes an address's lists as `decide` says on its subscriptions as they are now, and again on a fresh
 * read when another change came first (`decideAgain`: 409 after 4 s of contention). `decide` answers the
 * change to write, or `done` with the result when there is nothing to write.
 */
export function changeOnCurrent<T>(
  subscriberId: string,
  decide: (current: SubscriptionItem[]) => { change: ListChange; result: T } | { done: T },
  changedMeanwhile?: () => Promise<T | undefined>,
): Promise<T> {
  return decideAgain(async () => {
    const decided = decide(await subscriptionsOf(subscriberId));
    if ('done' in decided) return decided.done;
    if (await changeLists(decided.change)) return decided.result;
    return (await changedMeanwhile?.()) ?? AGAIN;
  });
}
