import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout } from 'node:timers/promises';
import { db } from '#lib/clients';
import { ContentionError } from '#lib/contention';
import { isAwsError, type TransactWriteItem } from '#lib/db';

/** The reason each item of a cancelled transaction gives, in order; undefined for another failure. */
export const cancellation = (error: unknown): (string | undefined)[] | undefined =>
  isAwsError(error, 'TransactionCanceledException')
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code)
    : undefined;

/**
 * How long a change may keep trying, from its first try: a route's function
 * has 10 seconds, and the rest of them are for its other reads and its answer.
 * A change nested in another (a transaction inside `decideAgain`) shares the
 * outer one's time.
 */
const TRYING_MS = 4_000;
const deadline = new AsyncLocalStorage<number>();

const trying = <T>(change: () => Promise<T>, ms = TRYING_MS): Promise<T> =>
  deadline.getStore() === undefined ? deadline.run(Date.now() + ms, change) : change();

/**
 * A random wait before the next try, up to 25 ms doubling to 800 ms ("full
 * jitter"): writers that met each other spread out instead of meeting again.
 * When the wait would end past the change's time, it is given up as contention.
 */
async function backoff(attempt: number, cause?: unknown): Promise<void> {
  const wait = Math.random() * 25 * 2 ** Math.min(attempt, 5);
  if (Date.now() + wait > deadline.getStore()!) {
    throw new ContentionError('A change kept meeting others for as long as it may try', { cause });
  }
  await setTimeout(wait);
}

/**
 * Runs a transaction, again after a random wait when it met another
 * transaction on the same item (concurrent writers of one counter): DynamoDB
 * refuses such a clash instead of queueing it. Clashes for longer than a
 * change may try are a `ContentionError` (answered 409). Any other cancellation is thrown, with its
 * reasons, to the caller.
 */
export function transact(items: TransactWriteItem[]): Promise<void> {
  return trying(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await db.TransactWriteItems({ TransactItems: items });
        return;
      } catch (error) {
        const reasons = cancellation(error);
        const clash =
          isAwsError(error, 'TransactionConflictException') ||
          (reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed'));
        if (!clash) throw error;
        await backoff(attempt, error);
      }
    }
  });
}

/** What a `decideAgain` step answers when the state it decided on changed before its write. */
export const AGAIN = Symbol('again');

/**
 * Decides a change on a state read, writes it on condition that the state is
 * still that, and when another change came first reads and decides again
 * (`step` answers `AGAIN`), after a random wait that grows with each try. A
 * state that kept changing for longer than a change may try is a
 * `ContentionError` (answered 409). `tryingMs` gives a change that many meet at once (approvals, at one
 * year's counter) longer than the usual 4 seconds.
 */
export function decideAgain<T>(step: () => Promise<T | typeof AGAIN>, tryingMs = TRYING_MS): Promise<T> {
  return trying(async () => {
    for (let attempt = 0; ; attempt++) {
      const result = await step();
      if (result !== AGAIN) return result;
      await backoff(attempt);
    }
  }, tryingMs);
}

/**
 * `decideAgain` for a state that many move at once by small steps (a review's likes): a step outrun by
 * another write is read and decided again at once, without waiting, since that write was progress rather
 * than a clash (a clash is `transact`'s to wait out). Each round of racing writers lets one through, so
 * `attempts` bounds the writers it outlasts; past them, or past the usual time, it is a `ContentionError`
 * (answered 409).
 */
export function decideAgainAtOnce<T>(step: () => Promise<T | typeof AGAIN>, attempts: number): Promise<T> {
  return trying(async () => {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const result = await step();
      if (result !== AGAIN) return result;
    }
    throw new ContentionError('A change was outrun by others more often than it may try again');
  });
}

/**
 * One conditional write, alone or, with `alsoWrite` (a mail of the outbox), in one transaction with it: true when
 * written, false when its own condition failed (nothing written). A failure of the others is thrown.
 */
export async function writeWith(write: TransactWriteItem, alsoWrite: readonly TransactWriteItem[]): Promise<boolean> {
  try {
    if (alsoWrite.length) await transact([write, ...alsoWrite]);
    else if ('Update' in write) await db.UpdateItem(write.Update);
    else if ('Put' in write) await db.PutItem(write.Put);
    else await transact([write]);
    return true;
  } catch (error) {
    if (failedAt(error, 0) || isAwsError(error, 'ConditionalCheckFailedException')) return false;
    throw error;
  }
}

/** Whether a transaction was cancelled because the condition of its item at `index` failed. */
export const failedAt = (error: unknown, index: number) => cancellation(error)?.[index] === 'ConditionalCheckFailed';

/** Whether a transaction was cancelled because some item's condition failed. */
export const conditionFailed = (error: unknown) => cancellation(error)?.includes('ConditionalCheckFailed') ?? false;
