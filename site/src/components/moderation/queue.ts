import type { ModerationQueueItem } from '@migralink/shared/schemas/moderation';

/** One queue entry's identity: a company and a service may share nothing else. */
export type ItemRef = Pick<ModerationQueueItem, 'kind' | 'uuid'>;
export const itemKey = ({ kind, uuid }: ItemRef) => `${kind}/${uuid}`;
const same = (a: ItemRef, b: ItemRef) => a.kind === b.kind && a.uuid === b.uuid;

/** The queue as loaded so far: the pages in order, and where the next page starts (null: no more). */
export interface QueueState {
  readonly items: readonly ModerationQueueItem[];
  readonly nextCursor: string | null;
}

/**
 * Adds the next page. An entry already shown (the queue moved between two
 * pages) is kept once, where it was first shown.
 */
export function appendPage(
  state: QueueState,
  page: { items: readonly ModerationQueueItem[]; next_cursor: string | null },
): QueueState {
  const fresh = page.items.filter((item) => !state.items.some((shown) => same(shown, item)));
  return { items: [...state.items, ...fresh], nextCursor: page.next_cursor };
}

/** A decided (or withdrawn) entry leaves the list. */
export function removeItem(state: QueueState, ref: ItemRef): QueueState {
  return { ...state, items: state.items.filter((item) => !same(item, ref)) };
}

/** The entry as it stands now (a newer revision was sent meanwhile). */
export function updateItem(state: QueueState, fresh: ModerationQueueItem): QueueState {
  return { ...state, items: state.items.map((item) => (same(item, fresh) ? fresh : item)) };
}
