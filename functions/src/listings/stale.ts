import type { Locale } from '@migralink/shared/locales';
import { StaleStateError } from '#data/moderation';
import { ConflictError } from '#http/errors';
import { listingMessage, type ListingMessage } from './messages';

/**
 * Runs a conditional write; when the item changed since it was read (a
 * concurrent edit or decision), answers 409 `conflict` with a reason instead.
 */
export async function conflictWhenStale<T>(
  write: Promise<T>,
  locale: Locale,
  reason: ListingMessage = 'changedMeanwhile',
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof StaleStateError) {
      throw new ConflictError({ message: listingMessage(reason, locale), cause: error });
    }
    throw error;
  }
}
