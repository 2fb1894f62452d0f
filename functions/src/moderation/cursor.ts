import type { Locale } from '@migralink/shared/locales';
import { keys } from '#data/keys';
import type { QueueKey } from '#data/moderation';
import { ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';

/**
 * The queue's page position as the client sees it: the opaque base64url of
 * the key of the last entry of the previous page. Whatever comes back is checked to be a key of
 * the queue, so a crafted cursor cannot start a Query anywhere else.
 */

const KEY_NAMES = ['gsi2pk', 'gsi2sk', 'pk', 'sk'];

export const encodeCursor = (key: QueueKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key to start after; a cursor that is not one of ours is a 422 on `cursor`. */
export function decodeCursor(cursor: string, locale: Locale): QueueKey {
  const key = parse(cursor);
  const names = key && Object.keys(key).sort();
  const valid =
    key !== undefined &&
    names?.join() === KEY_NAMES.join() &&
    Object.values(key).every((value) => typeof value === 'string') &&
    key.gsi2pk === keys.moderation.queuePartition;
  if (!valid) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  return key as QueueKey;
}

function parse(cursor: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
