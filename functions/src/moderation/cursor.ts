import type { Locale } from '@migralink/shared/locales';
import { keys } from '#data/keys';
import type { QueueKey } from '#data/moderation';
import { decodePageCursor, encodePageCursor } from '#data/page-cursor';
import { ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';

/**
 * The queue's page position as the client sees it: the opaque base64url of
 * the key of the last entry of the previous page (`#data/page-cursor`).
 * Whatever comes back is checked to be a key of the queue, so a crafted cursor
 * cannot start a Query anywhere else.
 */

export const encodeCursor = (key: QueueKey): string => encodePageCursor(key, 'gsi2');

/** The key to start after; a cursor that is not one of ours is a 422 on `cursor`. */
export function decodeCursor(cursor: string, locale: Locale): QueueKey {
  const key = decodePageCursor(cursor, 'gsi2', keys.moderation.queuePartition);
  if (!key) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  return key as QueueKey;
}
