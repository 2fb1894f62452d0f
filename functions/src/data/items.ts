import type { ModerationStatus } from '@migralink/shared/enums';
import type { Item } from '#lib/db';

/** What companies and services share: moderation of their content and whether the public sees it. */
export interface ModerationState {
  status: ModerationStatus;
  published: boolean;
  moderator_comment: string | null;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  /** Raised by every saved edit; moderation decides on one revision, so a later edit is never approved unseen. */
  revision: number;
  /** When the owner sent the current revision to moderation; null unless `on_moderation`. */
  submitted_at: string | null;
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** A stored item without its table and index keys: what the repositories hand out. */
export function withoutKeys<T>(item: Item): T {
  const copy: Item = { ...item };
  for (const name of KEY_ATTRIBUTES) delete copy[name];
  return copy as T;
}

/** A copy without the properties whose value is `undefined` (DynamoDB cannot store them). */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
