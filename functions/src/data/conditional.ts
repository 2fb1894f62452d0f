import { isAwsError } from '#lib/db';

/**
 * Conditional writes: a write whose `ConditionExpression` fails is refused by
 * DynamoDB with `ConditionalCheckFailedException`. For the data layer that is
 * an answer (already claimed, changed meanwhile, gone), not a failure; every
 * other error stays an error.
 */

/** Whether `error` is DynamoDB's refusal of a single write whose condition failed. */
export const isConditionFailure = (error: unknown): boolean => isAwsError(error, 'ConditionalCheckFailedException');

/**
 * What `write` answers, or, when its condition failed, what `otherwise`
 * answers (or throws). Any other error of `write` is thrown as it is.
 */
export async function onConditionFailed<T, F>(write: Promise<T>, otherwise: () => F | Promise<F>): Promise<T | F> {
  try {
    return await write;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return otherwise();
  }
}

/** Whether a conditional write was made: false when its condition failed (nothing was written then). */
export const conditionHeld = (write: Promise<unknown>): Promise<boolean> =>
  onConditionFailed(
    write.then(() => true),
    () => false,
  );
