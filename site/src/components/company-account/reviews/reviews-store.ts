import { atom, type ReadableAtom } from 'nanostores';
import { getReview, listOwnCompanyReviews, reportReview } from '@migralink/shared/api/reviews';
import { ApiError } from '@migralink/shared/client';
import { REVIEWS_PER_PAGE, type Review, type ReviewComment } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { firstPage, loadMoreShifting, type PagedList } from '@/kit/paged-list';
import type { Problem } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { createCommentThread } from '@/components/reviews/comment-thread';

/** The reviews shown: the pages loaded so far, unanswered first. */
export type ReviewList = PagedList<Review>;

/** The summary above the list: the average (null with none), how many, and how many gave each rating. */
export interface ReviewSummary {
  readonly average: number | null;
  readonly total: number;
  readonly ratings: Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;
}

/** The one form open at a time: an answer to a review, a change of one's answer, or a report. */
export type Editor =
  | { readonly kind: 'answer'; readonly reviewId: string }
  | { readonly kind: 'edit'; readonly reviewId: string; readonly commentId: string }
  | { readonly kind: 'report'; readonly reviewId: string };

/** How a review's report ended: sent now, or sent before (the API's 409). */
export type ReportOutcome = 'reported' | 'already';

/** What last happened to a review, said beside it: an answer published, saved or deleted, or a report. */
export type ReviewNotice = 'answered' | 'saved' | 'deleted' | ReportOutcome;

export interface ReviewsOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
  /** Writes the open review's id into the address (`?id=`), or takes it out (null). */
  readonly showInAddress: (id: string | null) => void;
  /**
   * The signed-in account's company, read when a review opens: another company's review is not this screen's.
   * Undefined when the session does not know it (signed in before the company was made): then any review opens.
   */
  readonly ownCompany: () => string | undefined;
}

const required = (value: string): Problem | undefined => (value.trim() ? undefined : { key: 'errors.field.required' });

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

const summaryOf = (meta: { total: number; avg_rate: number | null; ratings: ReviewSummary['ratings'] }) => ({
  average: meta.avg_rate,
  total: meta.total,
  ratings: meta.ratings,
});

/**
 * The company's reviews screen's store: the summary and the list (10 a page,
 * unanswered first, "load more"), one review opened from the list or from
 * `?id=` (where the new-review mail links) with all its comments; the
 * company's answer to a review, the change and deletion of its own answers,
 * and the report of a review to staff (once: a 409 says it was sent before).
 * One form is open at a time; what it did is shown on both the list and the
 * open review.
 */
export function createCompanyReviews({ onSessionExpired, showInAddress, ownCompany }: ReviewsOptions) {
  const list = createLoader<ReviewList>({ onSessionExpired });
  const $summary = atom<ReviewSummary | null>(null);
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const $openId = atom<string | null>(null);
  const opened = createLoader<Review>({ onSessionExpired });
  const $gone = atom(false);

  const $editor = atom<Editor | null>(null);
  const answer = createForm({ initial: { text: '' }, checks: { text: required }, onSessionExpired });
  const report = createForm({ initial: { reason: '' }, checks: { reason: required }, onSessionExpired });
  const $deleting = atom<string | null>(null);
  const removal = createRequest<never>({ fields: [], onSessionExpired });
  const $reports = atom<Readonly<Record<string, ReportOutcome>>>({});
  const $notice = atom<{ readonly reviewId: string; readonly notice: ReviewNotice } | null>(null);
  /** Reviews answered here that were unanswered when listed: the server's order has moved them down. */
  const sunk = new Set<string>();

  /** Applies a change to a review wherever it is shown: the list and the open review. */
  function updateReview(id: string, change: (review: Review) => Review): void {
    const state = list.$state.get();
    if (state.status === 'ready' && state.data.items.some((review) => review.id === id)) {
      list.set({
        ...state.data,
        items: state.data.items.map((review) => (review.id === id ? change(review) : review)),
      });
    }
    const open = opened.$state.get();
    if (open.status === 'ready' && open.data.id === id) opened.set(change(open.data));
  }

  /** The company's answers; a review answered here sinks below the unanswered ones in the server's order. */
  const thread = createCommentThread((id, change) =>
    updateReview(id, (review) => {
      const next = change(review);
      if (!review.answered && next.answered) sunk.add(id);
      return next;
    }),
  );

  const fetchPage = async (page: number) => {
    const result = await callChecked(listOwnCompanyReviews, { query: page > 1 ? { page } : {} });
    $summary.set(summaryOf(result.meta));
    return result;
  };

  function closeForms(): void {
    $editor.set(null);
    $notice.set(null);
    $deleting.set(null);
    removal.reset();
  }

  async function open(id: string): Promise<void> {
    closeForms();
    $gone.set(false);
    $openId.set(id);
    showInAddress(id);
    await opened.load(async () => (await callChecked(getReview, { params: { id } })).data);
    const state = opened.$state.get();
    // `getReview` shows any shown review: one of another company is as good as gone here (when the company is known).
    const own = ownCompany();
    const foreign = state.status === 'ready' && own !== undefined && state.data.company.uuid !== own;
    if ($openId.get() === id && (foreign || (state.status === 'failed' && isStatus(state.error, 404)))) {
      $gone.set(true);
      back();
    }
  }

  function back(): void {
    closeForms();
    $openId.set(null);
    opened.cancel();
    showInAddress(null);
  }

  /** The text of a comment of the company, to change. */
  function commentOf(reviewId: string, commentId: string): ReviewComment | undefined {
    const open = opened.$state.get();
    const state = list.$state.get();
    const review =
      (open.status === 'ready' && open.data.id === reviewId ? open.data : undefined) ??
      (state.status === 'ready' ? state.data.items.find((item) => item.id === reviewId) : undefined);
    return review?.comments.find((comment) => comment.id === commentId);
  }

  return {
    list,
    $summary: $summary as ReadableAtom<ReviewSummary | null>,
    /** "Load more": its phase and problem. */
    more,
    $openId: $openId as ReadableAtom<string | null>,
    opened,
    /** The review the address named is no longer shown (deleted by its author, or hidden by staff). */
    $gone: $gone as ReadableAtom<boolean>,
    $editor: $editor as ReadableAtom<Editor | null>,
    /** The answer being written or changed, and its sending. */
    answer,
    /** The report being written, and its sending. */
    report,
    /** The company's comment whose deletion waits for confirmation. */
    $deleting: $deleting as ReadableAtom<string | null>,
    removal,
    /** The reviews reported from this screen, and how. */
    $reports: $reports as ReadableAtom<Readonly<Record<string, ReportOutcome>>>,
    $notice: $notice as ReadableAtom<{ readonly reviewId: string; readonly notice: ReviewNotice } | null>,

    /** Loads the first page; opens the review the address names (`?id=`), if any. */
    start(addressId: string | null): Promise<unknown> {
      const loads: Promise<void>[] = [list.load(async () => firstPage(await fetchPage(1)))];
      if (addressId) loads.push(open(addressId));
      return Promise.all(loads);
    },
    retry: () => list.retry(),
    /** The next reviews after those shown (each shown once, none skipped by the answers given here). */
    loadMore(): Promise<void> {
      const state = list.$state.get();
      const shown = state.status === 'ready' ? state.data.items.length : 0;
      return loadMoreShifting(list, more, fetchPage, { seen: shown - sunk.size, perPage: REVIEWS_PER_PAGE });
    },
    open,
    retryOpen(): Promise<void> {
      const id = $openId.get();
      return id ? open(id) : Promise.resolve();
    },
    /** Back to the list. */
    back,

    /** Opens the answer form under a review. */
    startAnswer(reviewId: string): void {
      closeForms();
      answer.request.reset();
      answer.assign({ text: '' });
      $editor.set({ kind: 'answer', reviewId });
    },
    /** Opens the form that changes one of the company's answers, with its text. */
    startEdit(reviewId: string, commentId: string): void {
      closeForms();
      answer.request.reset();
      answer.assign({ text: commentOf(reviewId, commentId)?.text ?? '' });
      $editor.set({ kind: 'edit', reviewId, commentId });
    },
    /** Opens the report form under a review. */
    startReport(reviewId: string): void {
      closeForms();
      report.request.reset();
      report.assign({ reason: '' });
      $editor.set({ kind: 'report', reviewId });
    },
    /** Closes the open form without sending it. */
    cancel: closeForms,

    /** Publishes the answer, or saves the change of one; shown as the company's answer once the API has it. */
    async sendAnswer(): Promise<void> {
      const editor = $editor.get();
      if (!editor || editor.kind === 'report') return;
      const sent = await answer.submit(({ text }) =>
        editor.kind === 'answer'
          ? thread.add(editor.reviewId, text)
          : thread.edit(editor.reviewId, editor.commentId, text),
      );
      if (!sent) return;
      $editor.set(null);
      $notice.set({ reviewId: editor.reviewId, notice: editor.kind === 'answer' ? 'answered' : 'saved' });
    },

    /** Sends the report; a review reported before (409) is marked so, as if sent now. */
    async sendReport(): Promise<void> {
      const editor = $editor.get();
      if (!editor || editor.kind !== 'report') return;
      let outcome: ReportOutcome = 'reported';
      const sent = await report.submit(async ({ reason }) => {
        try {
          await callChecked(reportReview, { params: { id: editor.reviewId }, body: { reason: reason.trim() } });
        } catch (error) {
          if (!isStatus(error, 409)) throw error;
          outcome = 'already';
        }
      });
      if (!sent) return;
      $editor.set(null);
      $reports.set({ ...$reports.get(), [editor.reviewId]: outcome });
      $notice.set({ reviewId: editor.reviewId, notice: outcome });
    },

    /** Asks to confirm the deletion of one of the company's answers. */
    askDelete(commentId: string): void {
      closeForms();
      $deleting.set(commentId);
    },
    /** Deletes the answer waiting for confirmation; it leaves the review (already gone: the same). */
    async confirmDelete(reviewId: string): Promise<void> {
      const commentId = $deleting.get();
      if (!commentId || removal.$state.get().phase === 'loading') return;
      const done = await removal.run(() => thread.remove(reviewId, commentId, { goneIsDone: true }));
      if (!done) return;
      $deleting.set(null);
      $notice.set({ reviewId, notice: 'deleted' });
    },
    cancelDelete: () => $deleting.set(null),

    dispose(): void {
      list.cancel();
      opened.cancel();
    },
  };
}

export type CompanyReviews = ReturnType<typeof createCompanyReviews>;
