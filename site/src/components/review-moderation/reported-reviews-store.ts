import { atom, type ReadableAtom } from 'nanostores';
import { dismissReports, hideReview, listReportedReviews } from '@migralink/shared/api/reviews';
import { REVIEWS_PER_PAGE } from '@migralink/shared/schemas/reviews';
import { ApiError } from '@migralink/shared/client';
import { callChecked } from '@/api/checked';
import { firstPage, loadMoreShifting, type ListPage, type PagedList } from '@/kit/paged-list';
import type { Problem } from '@/kit/problems';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { createRequest } from '@/kit/request';
import type { ReportedEntry } from './entry';

/** The queue shown: the pages loaded so far, oldest report first. */
export type ReportedList = PagedList<ReportedEntry>;

/** What became of a review that left the queue: hidden, kept, or decided elsewhere (no longer waiting). */
export type Outcome = 'hidden' | 'kept' | 'gone';

/** Said above the queue once a review left it, naming the review's author. */
export interface Notice {
  readonly outcome: Outcome;
  readonly author: string;
}

export interface ReportedReviewsOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
}

const required = (value: string): Problem | undefined => (value.trim() ? undefined : { key: 'errors.field.required' });

/** The review no longer waits: hidden or deleted meanwhile. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The staff's queue of reported reviews: the reviews with their reports,
 * oldest first, 10 a page with "load more"; "Hide" with a required reason (the
 * server mails it to the author) and "Keep" (the review stays shown): either
 * way the review leaves the queue, with a notice. A review decided elsewhere
 * (404) leaves it too. One decision at a time.
 */
export function createReportedReviews({ onSessionExpired }: ReportedReviewsOptions) {
  const queue = createLoader<ReportedList>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  /** The review whose hide form is open. */
  const $hiding = atom<string | null>(null);
  const hide = createForm({ initial: { reason: '' }, checks: { reason: required }, onSessionExpired });
  /** The review being kept shown (its request's phase in `keep`). */
  const $keeping = atom<string | null>(null);
  const keep = createRequest<never>({ fields: [], onSessionExpired });
  const $notice = atom<Notice | null>(null);

  const fetchPage = async (page: number): Promise<ListPage<ReportedEntry>> => {
    const { data, meta } = await callChecked(listReportedReviews, { query: page > 1 ? { page } : {} });
    return { data: data.map((entry) => ({ ...entry, id: entry.review.id })), meta };
  };

  /** The review leaves the queue (the count with it), and the notice says why. */
  function leave(id: string, outcome: Outcome): void {
    const state = queue.$state.get();
    if (state.status !== 'ready') return;
    const entry = state.data.items.find((item) => item.id === id);
    const items = state.data.items.filter((item) => item.id !== id);
    queue.set({ ...state.data, items, total: Math.max(0, state.data.total - (entry ? 1 : 0)) });
    if (entry) $notice.set({ outcome, author: entry.review.author.name });
  }

  const busy = () => hide.request.$state.get().phase === 'loading' || keep.$state.get().phase === 'loading';

  return {
    queue,
    /** "Load more": its phase and problem. */
    more,
    $hiding: $hiding as ReadableAtom<string | null>,
    /** The reason being written for the open hide form, and its sending. */
    hide,
    $keeping: $keeping as ReadableAtom<string | null>,
    keep,
    $notice: $notice as ReadableAtom<Notice | null>,

    /** Loads the first page (once the visitor is known to be staff). */
    start: () => queue.load(async () => firstPage(await fetchPage(1))),
    retry: () => queue.retry(),
    /** The next reviews after those shown: decided ones have left, so the pages are read from what remains. */
    loadMore(): Promise<void> {
      const state = queue.$state.get();
      const seen = state.status === 'ready' ? state.data.items.length : 0;
      return loadMoreShifting(queue, more, fetchPage, { seen, perPage: REVIEWS_PER_PAGE });
    },
    /** Opens the hide form of a review (closing any other). */
    startHide(id: string): void {
      if (busy()) return;
      $hiding.set(id);
      $notice.set(null);
      hide.request.reset();
      hide.assign({ reason: '' });
      keep.reset();
    },
    cancelHide: () => $hiding.set(null),
    /** Hides the review with the reason written: it leaves the queue; its author is mailed by the server. */
    async sendHide(): Promise<void> {
      const id = $hiding.get();
      if (!id || busy()) return;
      let outcome: Outcome = 'hidden';
      const done = await hide.submit(async ({ reason }) => {
        try {
          await callChecked(hideReview, { params: { id }, body: { reason: reason.trim() } });
        } catch (error) {
          if (!isGone(error)) throw error;
          outcome = 'gone';
        }
      });
      if (!done) return;
      $hiding.set(null);
      leave(id, outcome);
    },
    /** Keeps the review shown: it leaves the queue. */
    async keepShown(id: string): Promise<void> {
      if (busy()) return;
      $hiding.set(null);
      $notice.set(null);
      $keeping.set(id);
      let outcome: Outcome = 'kept';
      const done = await keep.run(async () => {
        try {
          await callChecked(dismissReports, { params: { id } });
        } catch (error) {
          if (!isGone(error)) throw error;
          outcome = 'gone';
        }
      });
      if (!done) return;
      $keeping.set(null);
      leave(id, outcome);
    },
    dispose(): void {
      queue.cancel();
    },
  };
}

export type ReportedReviews = ReturnType<typeof createReportedReviews>;
