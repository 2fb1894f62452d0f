import { atom, type ReadableAtom } from 'nanostores';
import { getReview, listOwnCompanyReviews } from '@migralink/shared/api/reviews';
import { REVIEWS_PER_PAGE, type Review, type ReviewComment } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstPage, loadMoreShifting, type PagedList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { createCommentThread } from '@/components/reviews/comment-thread';
import { createReviewAnswers, isStatus } from './review-answers';

/** The reviews shown: the pages loaded so far, unanswered first. */
export type ReviewList = PagedList<Review>;

/** The summary above the list: the average (null with none), how many, and how many gave each rating. */
export interface ReviewSummary {
  readonly average: number | null;
  readonly total: number;
  readonly ratings: Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;
}

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

const summaryOf = (meta: { total: number; avg_rate: number | null; ratings: ReviewSummary['ratings'] }) => ({
  average: meta.avg_rate,
  total: meta.total,
  ratings: meta.ratings,
});

/**
 * The company's reviews screen's store: the summary and the list (10 a page,
 * unanswered first, "load more"), one review opened from the list or from
 * `?id=` (where the new-review mail links) with all its comments, and what the
 * company does to a review (./review-answers.ts), shown on both the list and
 * the open review.
 */
export function createCompanyReviews({ onSessionExpired, showInAddress, ownCompany }: ReviewsOptions) {
  const list = createLoader<ReviewList>({ onSessionExpired });
  const $summary = atom<ReviewSummary | null>(null);
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const $openId = atom<string | null>(null);
  const opened = createLoader<Review>({ onSessionExpired });
  const $gone = atom(false);

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

  const answers = createReviewAnswers({ thread, commentOf, onSessionExpired });
  const { cancel: closeForms } = answers;

  const fetchPage = async (page: number) => {
    const result = await callChecked(listOwnCompanyReviews, { query: page > 1 ? { page } : {} });
    $summary.set(summaryOf(result.meta));
    return result;
  };

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
    ...answers,

    dispose(): void {
      list.cancel();
      opened.cancel();
    },
  };
}

export type CompanyReviews = ReturnType<typeof createCompanyReviews>;
