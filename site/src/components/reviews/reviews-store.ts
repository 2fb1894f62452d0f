import { atom, map } from 'nanostores';
import { getReview, listCompanyReviews } from '@migralink/shared/api/reviews';
import type { Review, ReviewComment, ReviewSort } from '@migralink/shared/schemas/reviews';
import type { Profile } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import type { Form } from '@/kit/form';
import { firstPage, hasNextPage, withPage, type PagedList } from '@/kit/paged-list';
import type { Problem } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { createCommentThread } from './comment-thread';
import type { RatingSummary } from './rating';
import { describeReviewError } from './refusals';
import { createCommentForm, type CommentValues } from './review-form';
import { createReviewReactions } from './review-reactions';
import { createReviewWriting } from './review-writing';

/** A page of a company's reviews as the API answers it: the reviews and the list's meta with the summary. */
export interface ReviewsPage {
  readonly data: readonly Review[];
  readonly meta: RatingSummary & { readonly current_page: number; readonly last_page: number };
}

/** What the reviews island shows: the order, the reviews loaded so far (page by page), the summary. */
export interface ReviewsList extends PagedList<Review> {
  readonly sort: ReviewSort;
  readonly summary: RatingSummary;
}

export interface ReviewsDeps {
  readonly companyUuid: string;
  /** The first page the page was built with: shown at once, then loaded again (fresh, with the reader's reactions). */
  readonly initial: ReviewsPage;
  /** Who reads (read when an action runs): their own reviews and comments get edit and delete. */
  readonly viewer: () => Profile | null;
  /** The API no longer takes the token: the reader is signed out and offered sign-in. */
  readonly onSessionExpired: () => void;
}

const summaryOf = ({ meta }: ReviewsPage): RatingSummary => ({
  avg_rate: meta.avg_rate,
  total: meta.total,
  ratings: meta.ratings,
});

const listOf = (sort: ReviewSort, page: ReviewsPage): ReviewsList => ({
  ...firstPage(page),
  sort,
  summary: summaryOf(page),
});

/**
 * The reviews of one company (docs/product.md, "Reviews"): sorting and "load more" (10 a page), writing,
 * editing and deleting one's own review (a new one goes on top and raises the total; a deleted one lowers
 * it), comments (their count follows), a review's like and a comment's like or dislike shown at once
 * by the rules (docs/product.md, "Reactions") and then as the API answered (put back when it refused). Each failure is kept
 * by the review or comment it happened to (`$problems`).
 */
export function createReviews({ companyUuid, initial, viewer, onSessionExpired }: ReviewsDeps) {
  const $list = atom<ReviewsList>(listOf('newest', initial));
  /** The load of the list (a sort, a refresh) and of its next page, each with its phases. */
  const loading = createRequest<never>({ fields: [], describe: describeReviewError, onSessionExpired });
  const more = createRequest<never>({ fields: [], describe: describeReviewError, onSessionExpired });
  /** What went wrong, by the id of the review or comment it happened to. */
  const $problems = map<Record<string, Problem | undefined>>({});
  let attempt = 0;

  const setItems = (change: (items: readonly Review[]) => readonly Review[]) =>
    $list.set({ ...$list.get(), items: change($list.get().items) });
  const changeReview = (id: string, change: (review: Review) => Review) =>
    setItems((items) => items.map((review) => (review.id === id ? change(review) : review)));
  const fail = (id: string, error: unknown) => $problems.setKey(id, describeReviewError(error, { fields: [] }).general);
  const thread = createCommentThread(changeReview);
  const writing = createReviewWriting({ companyUuid, $list, changeReview, fail, onSessionExpired });
  const { forget, ...reactions } = createReviewReactions({
    reviewOf: (id) => $list.get().items.find((review) => review.id === id),
    changeReview,
    clearProblem: (id) => $problems.setKey(id, undefined),
    fail,
  });

  const fetchPage = (sort: ReviewSort, page: number) =>
    callChecked(listCompanyReviews, { params: { uuid: companyUuid }, query: { page, sort } });

  /** Page 1 in `sort`, replacing the list; an answer to an older order that comes late is dropped. */
  async function load(sort: ReviewSort): Promise<void> {
    attempt += 1;
    const mine = attempt;
    $list.set({ ...$list.get(), sort });
    await loading.run(async () => {
      const page = await fetchPage(sort, 1);
      if (mine !== attempt) return;
      $list.set(listOf(sort, page));
      forget();
    });
  }

  return {
    companyUuid,
    $list,
    $problems,
    loading,
    more,
    ...writing,
    ...reactions,
    /** The reader's own review among those loaded (one per company). */
    ownReview: (): Review | undefined => $list.get().items.find((review) => review.author.uuid === viewer()?.uuid),
    refresh: () => load($list.get().sort),
    sortBy: (sort: ReviewSort) => load(sort),

    /** The next page, each review once even when new ones shifted the pages. */
    async loadMore(): Promise<void> {
      const list = $list.get();
      if (!hasNextPage(list) || more.$state.get().phase === 'loading') return;
      const mine = attempt;
      await more.run(async () => {
        const page = await fetchPage(list.sort, list.page + 1);
        if (mine === attempt) $list.set({ ...withPage($list.get(), page), summary: summaryOf(page) });
      });
    },

    /** All of a review's comments (a list shows the first few). */
    async showAllComments(id: string): Promise<void> {
      try {
        const { data } = await callChecked(getReview, { params: { id } });
        changeReview(id, () => data);
      } catch (error) {
        fail(id, error);
      }
    },

    /** A form for a new comment on `reviewId`; sent, the comment is added and the review's count follows. */
    commentForm(reviewId: string): CommentForm {
      const form = createCommentForm({ text: '' }, onSessionExpired);
      const submit = () =>
        form.submit(async ({ text }: CommentValues) => {
          await thread.add(reviewId, text);
          form.assign({ text: '' });
        });
      return { form, submit };
    },

    /** A form to edit one's own comment. */
    commentEditForm(comment: ReviewComment): CommentForm {
      const form = createCommentForm({ text: comment.text }, onSessionExpired);
      const submit = () => form.submit(({ text }: CommentValues) => thread.edit(comment.review_id, comment.id, text));
      return { form, submit };
    },

    /** Deletes one's own comment; the review's count follows. */
    async removeComment(comment: ReviewComment): Promise<boolean> {
      try {
        await thread.remove(comment.review_id, comment.id);
        return true;
      } catch (error) {
        fail(comment.id, error);
        return false;
      }
    },
  };
}

/** A comment's form and the action that sends it. */
export interface CommentForm {
  readonly form: Form<CommentValues>;
  readonly submit: () => Promise<boolean>;
}

export type ReviewsStore = ReturnType<typeof createReviews>;
