import { pickText, type Locale } from '@migralink/shared/locales';
import { FIRST_COMMENTS, type Review, type ReviewComment } from '@migralink/shared/schemas/reviews';
import { blockedAmong } from '#data/author-blocks';
import { clientPair, clientsAmong, reactionsOf, type CommentRecord, type ReviewRecord } from '#data/reviews';
import type { ReactionType } from '@migralink/shared/schemas/reviews';

/** Who asks: their reactions show as `reacted`; staff see why a review was hidden. */
export interface Reader {
  userId?: string;
  staff?: boolean;
  locale: Locale;
}

/** How many of a review's comments a list shows with it; one review alone shows all. */
export type CommentsShown = 'first' | 'all';

/**
 * The comments a reader sees: neither deleted nor, but to staff, by an author blocked now (docs/product.md,
 * "Users, blocks and the audit trail").
 */
const liveComments = (review: ReviewRecord, shown: CommentsShown, blocked: ReadonlySet<string>) => {
  const live = review.comments.filter((comment) => !comment.deleted && !blocked.has(comment.author_id));
  return shown === 'first' ? live.slice(0, FIRST_COMMENTS) : live;
};

function presentComment(comment: CommentRecord, reviewId: string, reaction: ReactionType | undefined): ReviewComment {
  return {
    id: comment.id,
    review_id: reviewId,
    text: comment.text,
    author: { uuid: comment.author_id, name: comment.author_name },
    is_company: comment.is_company,
    likes_count: comment.likes_count,
    dislikes_count: comment.dislikes_count,
    reaction_type: reaction ?? null,
    reacted: reaction !== undefined,
    created_at: comment.created_at,
    updated_at: comment.updated_at,
  };
}

/**
 * Reviews as a reader sees them: the company named in their language, the
 * comments shown (the block of their authors: one BatchGetItem per 100 of them), the reader's own reactions
 * (one BatchGetItem) and whether
 * each author was a client of the company reviewed (one BatchGetItem, whatever
 * the companies).
 */
export async function presentReviews(
  reviews: readonly ReviewRecord[],
  reader: Reader,
  shown: CommentsShown = 'first',
): Promise<Review[]> {
  const commenters = reviews.flatMap((review) => review.comments.map((comment) => comment.author_id));
  const blocked = reader.staff ? new Set<string>() : await blockedAmong(commenters);
  const comments = new Map(reviews.map((review) => [review.id, liveComments(review, shown, blocked)]));
  const targets = reviews.flatMap((review) => [review.id, ...comments.get(review.id)!.map((comment) => comment.id)]);
  const [reactions, clients] = await Promise.all([
    reader.userId ? reactionsOf(reader.userId, targets) : new Map<string, ReactionType>(),
    clientsAmong(reviews),
  ]);
  return reviews.map((review) => ({
    id: review.id,
    company: { uuid: review.company_id, slug: review.company_slug, name: pickText(review.company_name, reader.locale) },
    author: { uuid: review.author_id, name: review.author_name },
    rating: review.rating,
    text: review.text,
    service: review.service,
    outcome: review.outcome,
    processing_days: review.processing_days,
    verified_client: clients.has(clientPair(review)),
    likes_count: review.likes_count,
    reacted: reactions.get(review.id) === 'like',
    comments_count: review.comments_count,
    comments: comments.get(review.id)!.map((comment) => presentComment(comment, review.id, reactions.get(comment.id))),
    answered: review.answered,
    hidden_reason: reader.staff ? (review.hidden?.reason ?? null) : null,
    created_at: review.created_at,
    updated_at: review.updated_at,
  }));
}

/** "Ada L.": how an author is shown, their first name and the initial of their last. */
export const authorName = (user: { first_name: string; last_name: string }) =>
  [user.first_name.trim(), user.last_name.trim() ? `${user.last_name.trim()[0]}.` : ''].filter(Boolean).join(' ');
