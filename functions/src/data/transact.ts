import { setTimeout } from 'node:timers/promises';
import { db } from '#lib/clients';
import { ContentionError } from '#lib/contention';
import { isAwsError, type TransactWriteItem } from '#lib/db';

/** The reason each item of a cancelled transaction gives, in order; undefined for another failure. */
export const cancellation = (error: unknown): (string | undefined)[] | undefined =>
  isAwsError(error, 'TransactionCanceledException')
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code)
    : undefined;

/** How many times a change is tried before it is given up as contention (409). */
const ATTEMPTS = 16;

/**
 * A random wait before the next try, up to 25 ms doubling to 800 ms ("full
 * jitter"): writers that met each other spread out instead of meeting again.
 */
const backoff = (attempt: number) => setTimeout(Math.random() * 25 * 2 ** Math.min(attempt, 5));

/**
 * Runs a transaction, again after a random wait when it met another
 * transaction on the same item (concurrent writers of one counter): DynamoDB
 * refuses such a clash instead of queueing it. A clash every time is a
 * `ContentionError` (answered 409). Any other cancellation is thrown, with its
 * reasons, to the caller.
 */
export async function transact(items: TransactWriteItem[]): Promise<void> {
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
      if (attempt + 1 >= ATTEMPTS) throw new ContentionError('A transaction kept meeting others', { cause: error });
      await backoff(attempt);
    }
  }
}

/** What a `decideAgain` step answers when the state it decided on changed before its write. */
export const AGAIN = Symbol('again');

/**
 * Decides a change on a state read, writes it on condition that the state is
 * still that, and when another change came first reads and decides again
 * (`step` answers `AGAIN`), after a random wait that grows with each try. A
 * state that changed every time is a `ContentionError` (answered 409).
 */
export async function decideAgain<T>(step: () => Promise<T | typeof AGAIN>): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt - 1);
    const result = await step();
    if (result !== AGAIN) return result;
  }
  throw new ContentionError('The state kept changing under this change');
}

/** Whether a transaction was cancelled because the condition of its item at `index` failed. */
export const failedAt = (error: unknown, index: number) => cancellation(error)?.[index] === 'ConditionalCheckFailed';

/** Whether a transaction was cancelled because some item's condition failed. */
export const conditionFailed = (error: unknown) => cancellation(error)?.includes('ConditionalCheckFailed') ?? false;
