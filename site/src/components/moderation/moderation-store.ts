import { atom, type ReadableAtom } from 'nanostores';
import {
  approveModeration,
  moderationItemRoute,
  moderationQueueRoute,
  rejectModeration,
} from '@migralink/shared/api/moderation';
import { ApiError } from '@migralink/shared/client';
import type { ModerationItem, ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { createRequest } from '@/kit/request';
import { appendPage, removeItem, updateItem, type ItemRef, type QueueState } from './queue';

export type Decision = 'approved' | 'rejected';

/** Why an entry left the queue, told above it: decided here, or no longer waiting (withdrawn, decided elsewhere). */
export interface Notice {
  readonly outcome: Decision | 'gone';
  readonly name: string;
}

/** Where the focus goes once the queue is shown again: an entry's button, or the notice. */
export type FocusTarget = { readonly button: ItemRef } | { readonly notice: true };

export interface ModerationOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
}

/** The limit of `moderator_comment` in the reject body's schema (`shared/src/schemas/moderation.ts`). */
export const COMMENT_MAX = 2000;

const EMPTY: QueueState = { items: [], nextCursor: null };
const same = (a: ItemRef, b: ItemRef) => a.kind === b.kind && a.uuid === b.uuid;

/** The item no longer waits: not found, or not in a state that can be decided. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/** The queue's fields of a loaded item. */
const queueEntryOf = (item: ModerationItem): ModerationQueueItem => ({
  kind: item.kind,
  uuid: item.uuid,
  company_uuid: item.company_uuid,
  company_name: item.company_name,
  name: item.name,
  submitted_at: item.submitted_at,
  revision: item.revision,
  first_version: item.first_version,
});

/**
 * The staff moderation screen's store: the queue (oldest first, a page at a
 * time by cursor), the item opened from it with what changed, and the decision
 * on it. Approve and reject name the revision shown: when the owner sent a
 * newer one meanwhile (409) the item loads again and says so, keeping the
 * comment; an item that no longer waits leaves the queue with a notice. An
 * expired session goes to sign-in.
 */
export function createModeration({ onSessionExpired }: ModerationOptions) {
  const queue = createLoader<QueueState>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const $open = atom<ModerationQueueItem | null>(null);
  const $notice = atom<Notice | null>(null);
  let focus: FocusTarget | undefined;

  const item = createLoader<ModerationItem>({ onSessionExpired });
  const $stale = atom(false);
  /** Kept outside the decision: a reload after a 409 must not lose what the moderator wrote. */
  const $comment = atom('');
  const decision = createRequest<'moderator_comment'>({ fields: ['moderator_comment'], onSessionExpired });
  const $pending = atom<Decision | null>(null);

  const updateQueue = (change: (state: QueueState) => QueueState) => {
    const state = queue.$state.get();
    if (state.status === 'ready') queue.set(change(state.data));
  };

  /** The entry leaves the queue; the queue is shown again with the notice, which takes the focus. */
  function leave(entry: ModerationQueueItem, outcome: Notice['outcome']) {
    updateQueue((state) => removeItem(state, entry));
    $notice.set({ outcome, name: entry.name });
    focus = { notice: true };
    $open.set(null);
    item.cancel();
  }

  async function loadItem(ref: ItemRef): Promise<void> {
    await item.load(
      async () => (await callChecked(moderationItemRoute, { params: { kind: ref.kind, uuid: ref.uuid } })).data,
    );
    const state = item.$state.get();
    const entry = $open.get();
    if (!entry || !same(entry, ref)) return;
    if (state.status === 'ready') {
      // A newer revision may have been sent meanwhile: the queue and the heading show it.
      const fresh = queueEntryOf(state.data);
      updateQueue((queued) => updateItem(queued, fresh));
      $open.set(fresh);
    } else if (state.status === 'failed' && isGone(state.error)) {
      leave(entry, 'gone');
    }
  }

  async function decide(choice: Decision): Promise<void> {
    const state = item.$state.get();
    const entry = $open.get();
    if (state.status !== 'ready' || !entry || decision.$state.get().phase === 'loading') return;
    const comment = $comment.get().trim();
    if (choice === 'rejected' && !comment) {
      decision.reject({ fields: { moderator_comment: { key: 'errors.field.required' } } });
      return;
    }
    const { kind, uuid, revision } = state.data;
    let outcome = choice as Decision | 'stale' | 'gone';
    $pending.set(choice);
    const sent = await decision.run(async () => {
      try {
        if (choice === 'approved') await callChecked(approveModeration, { params: { kind, uuid }, body: { revision } });
        else
          await callChecked(rejectModeration, {
            params: { kind, uuid },
            body: { revision, moderator_comment: comment },
          });
      } catch (error) {
        // 409: the revision shown is no longer the one waiting; 404: it is gone altogether.
        if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) throw error;
        outcome = error.status === 409 ? 'stale' : 'gone';
      }
    });
    $pending.set(null);
    if (!sent) return;
    if (outcome !== 'stale') return leave(entry, outcome);
    $stale.set(true);
    decision.reset();
    await loadItem(entry);
  }

  return {
    queue,
    /** "Load more" of the queue: its phase and problem. */
    more,
    $open: $open as ReadableAtom<ModerationQueueItem | null>,
    $notice: $notice as ReadableAtom<Notice | null>,
    item,
    $stale: $stale as ReadableAtom<boolean>,
    $comment: $comment as ReadableAtom<string>,
    decision,
    $pending: $pending as ReadableAtom<Decision | null>,

    /** Loads the queue's first page (once the visitor is known to be staff). */
    start: () =>
      queue.load(async () => appendPage(EMPTY, (await callChecked(moderationQueueRoute, { query: {} })).data)),
    retry: () => queue.retry(),
    /** The next page, after the entries shown (each shown once); the focus goes to its first entry. */
    async loadMore(): Promise<void> {
      const state = queue.$state.get();
      const cursor = state.status === 'ready' ? state.data.nextCursor : null;
      if (!cursor || more.$state.get().phase === 'loading') return;
      await more.run(async () => {
        const { data } = await callChecked(moderationQueueRoute, { query: { cursor } });
        updateQueue((shown) => {
          const fresh = appendPage(shown, data);
          const first = fresh.items[shown.items.length];
          if (first) focus = { button: first };
          return fresh;
        });
      });
    },
    /** Opens an entry: what changed, and the decision. */
    open(entry: ModerationQueueItem): Promise<void> {
      $notice.set(null);
      $open.set(entry);
      $stale.set(false);
      $comment.set('');
      $pending.set(null);
      decision.reset();
      return loadItem(entry);
    },
    /** Loads the open entry again after it failed. */
    retryItem(): Promise<void> {
      const entry = $open.get();
      return entry ? loadItem(entry) : Promise.resolve();
    },
    /** Back to the queue, the focus on the entry's button. */
    back(): void {
      const entry = $open.get();
      if (entry) focus = { button: entry };
      $open.set(null);
      item.cancel();
    },
    setComment: (comment: string) => $comment.set(comment),
    approve: () => decide('approved'),
    reject: () => decide('rejected'),
    /** Where the focus should go now that the queue is shown (once). */
    takeFocus(): FocusTarget | undefined {
      const target = focus;
      focus = undefined;
      return target;
    },
    dispose(): void {
      queue.cancel();
      item.cancel();
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
