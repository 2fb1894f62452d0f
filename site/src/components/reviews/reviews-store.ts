import { atom, map } from 'nanostores';
import {
  createReview,
  deleteReview,
  getReview,
  likeReview,
  listCompanyReviews,
  reactToComment,
  updateReview,
} from '@migralink/shared/api/reviews';
import type { ReactionType, Review, ReviewComment, ReviewSort } from '@migralink/shared/schemas/reviews';
import type { Profile } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import type { Form } from '@/kit/form';
import { firstPage, hasNextPage, withPage, type PagedList } from '@/kit/paged-list';
import type { Problem } from '@/kit/problems';
import { createRequest } from '@/kit/request';
import { createCommentThread } from './comment-thread';
import type { RatingSummary } from './rating';
import { summaryWith } from './rating-summary';
import { createReactionQueue } from './reaction-queue';
import { reactedComment, toggledReviewLike } from './reactions';
import { describeReviewError } from './refusals';
import {
  createCommentForm,
  createReviewForm,
  EMPTY_REVIEW,
  reviewBodyOf,
  valuesOf,
  type CommentValues,
  type ReviewValues,
} from './review-form';

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
  /** Reactions are sent one after another per review or comment; what the API last said of each. */
  const press = createReactionQueue();
  const likesSaid = new Map<string, Pick<Review, 'reacted' | 'likes_count'>>();
  const reactionsSaid = new Map<
    string,
    Pick<ReviewComment, 'reaction_type' | 'reacted' | 'likes_count' | 'dislikes_count'>
  >();
  /** The review being written (`new`) or edited (its id); null when no form is open. */
  const $editing = atom<string | null>(null);
  const reviewForm = createReviewForm(EMPTY_REVIEW, onSessionExpired);
  let attempt = 0;

  const setItems = (change: (items: readonly Review[]) => readonly Review[]) =>
    $list.set({ ...$list.get(), items: change($list.get().items) });
  const changeReview = (id: string, change: (review: Review) => Review) =>
    setItems((items) => items.map((review) => (review.id === id ? change(review) : review)));
  const changeComment = (reviewId: string, commentId: string, change: (comment: ReviewComment) => ReviewComment) =>
    changeReview(reviewId, (review) => ({
      ...review,
      comments: review.comments.map((comment) => (comment.id === commentId ? change(comment) : comment)),
    }));
  const thread = createCommentThread(changeReview);
  const setProblem = (id: string, problem: Problem | undefined) => $problems.setKey(id, problem);
  const fail = (id: string, error: unknown) => {
    setProblem(id, describeReviewError(error, { fields: [] }).general);
  };

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
      // What the API said of earlier presses gives way to the fresh list.
      likesSaid.clear();
      reactionsSaid.clear();
    });
  }

  return {
    companyUuid,
    $list,
    $problems,
    $editing,
    loading,
    more,
    reviewForm,
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

    /** Opens the form: empty for a new review, or filled with one's own to edit it. */
    startWriting(review?: Review): void {
      reviewForm.request.reset();
      reviewForm.assign(review ? valuesOf(review) : EMPTY_REVIEW);
      $editing.set(review?.id ?? 'new');
    },
    stopWriting: () => $editing.set(null),

    /** Sends the form: a new review goes on top and raises the total; an edited one changes in place. */
    submitReview(): Promise<boolean> {
      const editing = $editing.get();
      return reviewForm.submit(async (values: ReviewValues) => {
        const body = reviewBodyOf(values);
        const before =
          editing && editing !== 'new' ? $list.get().items.find((review) => review.id === editing) : undefined;
        if (before) {
          const { data } = await callChecked(updateReview, { params: { id: before.id }, body });
          const summary = summaryWith(summaryWith($list.get().summary, before.rating, -1), data.rating, 1);
          $list.set({ ...$list.get(), summary });
          changeReview(before.id, () => data);
        } else {
          const { data } = await callChecked(createReview, { params: { uuid: companyUuid }, body });
          const list = $list.get();
          $list.set({
            ...list,
            items: [data, ...list.items.filter((review) => review.id !== data.id)],
            summary: summaryWith(list.summary, data.rating, 1),
          });
        }
        $editing.set(null);
      });
    },

    /** Deletes one's own review: it leaves the list and the total and the average follow. */
    async removeReview(id: string): Promise<boolean> {
      const review = $list.get().items.find((each) => each.id === id);
      if (!review) return false;
      try {
        await callChecked(deleteReview, { params: { id } });
      } catch (error) {
        fail(id, error);
        return false;
      }
      const list = $list.get();
      $list.set({
        ...list,
        items: list.items.filter((each) => each.id !== id),
        summary: summaryWith(list.summary, review.rating, -1),
      });
      if ($editing.get() === id) $editing.set(null);
      return true;
    },

    /**
     * Likes a review or takes the like back: shown at once (docs/product.md, "Reactions"), then as the API answered; presses
     * in a row are sent one after another, and a refusal puts back what the API last said.
     */
    likeReview(id: string): Promise<void> {
      const review = $list.get().items.find((each) => each.id === id);
      if (!review) return Promise.resolve();
      if (!likesSaid.has(id)) likesSaid.set(id, { reacted: review.reacted, likes_count: review.likes_count });
      setProblem(id, undefined);
      changeReview(id, toggledReviewLike);
      return press(id, () => callChecked(likeReview, { params: { id } }), {
        answered: ({ data }, last) => {
          likesSaid.set(id, data);
          if (last) changeReview(id, (now) => ({ ...now, ...data }));
        },
        refused: (error, last) => {
          fail(id, error);
          if (last) changeReview(id, (now) => ({ ...now, ...likesSaid.get(id) }));
        },
      });
    },

    /** Likes or dislikes a comment by the rules (docs/product.md, "Reactions"): at once, then as the API answered (as a review's like). */
    reactToComment(reviewId: string, commentId: string, type: ReactionType): Promise<void> {
      const comment = $list
        .get()
        .items.find((each) => each.id === reviewId)
        ?.comments.find((each) => each.id === commentId);
      if (!comment) return Promise.resolve();
      const { reaction_type, reacted, likes_count, dislikes_count } = comment;
      if (!reactionsSaid.has(commentId))
        reactionsSaid.set(commentId, { reaction_type, reacted, likes_count, dislikes_count });
      setProblem(commentId, undefined);
      changeComment(reviewId, commentId, (now) => reactedComment(now, type));
      return press(commentId, () => callChecked(reactToComment, { params: { id: commentId }, body: { type } }), {
        answered: ({ data }, last) => {
          reactionsSaid.set(commentId, data);
          if (last) changeComment(reviewId, commentId, (now) => ({ ...now, ...data }));
        },
        refused: (error, last) => {
          fail(commentId, error);
          if (last) changeComment(reviewId, commentId, (now) => ({ ...now, ...reactionsSaid.get(commentId) }));
        },
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
