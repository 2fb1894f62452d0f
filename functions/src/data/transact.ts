import { setTimeout } from 'node:timers/promises';
import { db } from '#lib/clients';
import { isAwsError, type TransactWriteItem } from '#lib/db';

/** The reason each item of a cancelled transaction gives, in order; undefined for another failure. */
export const cancellation = (error: unknown): (string | undefined)[] | undefined =>
  isAwsError(error, 'TransactionCanceledException')
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code)
    : undefined;

/**
 * Runs a transaction, again after a short random wait when it met another
 * transaction on the same item (concurrent writers of one counter): DynamoDB
 * refuses such a clash instead of queueing it. Any other cancellation is
 * thrown, with its reasons, to the caller.
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
      if (!clash || attempt >= 12) throw error;
      await setTimeout(Math.random() * 25 * 2 ** Math.min(attempt, 5));
    }
  }
}

/** Whether a transaction was cancelled because the condition of its item at `index` failed. */
export const failedAt = (error: unknown, index: number) => cancellation(error)?.[index] === 'ConditionalCheckFailed';

/** Whether a transaction was cancelled because some item's condition failed. */
export const conditionFailed = (error: unknown) => cancellation(error)?.includes('ConditionalCheckFailed') ?? false;
