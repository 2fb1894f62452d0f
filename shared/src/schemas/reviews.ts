import * as z from 'zod/mini';
import { boundedText } from './leads';
import { multiLine } from './text';

/**
 * Reviews (docs/product.md, "Reviews"): a signed-in
 * user with a confirmed e-mail rates a company 1 to 5 with a text, once per
 * company; others comment and react; the company answers with a comment
 * marked as its own and may report a review to staff, who may hide it.
 * Every text is plain text, shown as text wherever it appears.
 */

/** Reviews per page, comments shown with each review in a list (docs/product.md, "Lists and pages"). */
export const REVIEWS_PER_PAGE = 10;
export const FIRST_COMMENTS = 3;
/** Places others' comments may take in a review's thread; its bytes are bounded too (the functions' `data/review-thread.ts`). */
export const MAX_COMMENTS = 100;
export const REVIEW_TEXT_MAX = 5000;
export const COMMENT_TEXT_MAX = 2000;

export const REVIEW_SORTS = ['newest', 'rating', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What came of the service the review is about, as the author tells it (a tag). */
export const REVIEW_OUTCOMES = ['approved', 'refused', 'in_progress'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export const REACTION_TYPES = ['like', 'dislike'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

const page = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)));

export const companyReviewsQuery = z.object({ page, sort: z.optional(z.enum(REVIEW_SORTS)) });
export const reviewsPageQuery = z.object({ page });
export const reviewParams = z.object({ id: z.uuid() });
export const commentParams = z.object({ id: z.uuid() });
export const authorParams = z.object({ uuid: z.uuid() });

export const reviewBody = z.object({
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  text: multiLine(REVIEW_TEXT_MAX, 20),
  /** What the service was, in the author's words. */
  service: z.optional(z.nullable(boundedText(200))),
  outcome: z.optional(z.nullable(z.enum(REVIEW_OUTCOMES))),
  /** How long it took, in days. */
  processing_days: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(3650)))),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const commentBody = z.object({
  review_id: z.uuid(),
  text: multiLine(COMMENT_TEXT_MAX, 1),
});
export const commentEditBody = z.object({ text: multiLine(COMMENT_TEXT_MAX, 1) });
export const commentReactionBody = z.object({ type: z.enum(REACTION_TYPES) });
export const reportBody = z.object({ reason: multiLine(1000, 5) });
export const hideBody = z.object({ reason: multiLine(1000, 5) });

export const reviewAuthor = z.object({ uuid: z.string(), name: z.string() });

export const reviewComment = z.object({
  id: z.string(),
  review_id: z.string(),
  text: z.string(),
  author: reviewAuthor,
  /** Written by the reviewed company's account: its answer. */
  is_company: z.boolean(),
  likes_count: z.number(),
  dislikes_count: z.number(),
  /** The caller's own reaction; null when none or anonymous. */
  reaction_type: z.nullable(z.enum(REACTION_TYPES)),
  reacted: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ReviewComment = z.infer<typeof reviewComment>;

export const review = z.object({
  id: z.string(),
  company: z.object({ uuid: z.string(), slug: z.string(), name: z.string() }),
  author: reviewAuthor,
  rating: z.number(),
  text: z.string(),
  service: z.nullable(z.string()),
  outcome: z.nullable(z.enum(REVIEW_OUTCOMES)),
  processing_days: z.nullable(z.number()),
  /** The author had a lead with this company marked done. */
  verified_client: z.boolean(),
  likes_count: z.number(),
  reacted: z.boolean(),
  comments_count: z.number(),
  /** The first comments, oldest first (all of them from `GET /v1/review/{id}`). */
  comments: z.array(reviewComment),
  /** Whether the company answered it (its own list shows the unanswered first). */
  answered: z.boolean(),
  /** Staff only see it: why it was hidden; null while shown. */
  hidden_reason: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Review = z.infer<typeof review>;

/** How many reviews gave each rating, 1 to 5. */
export const ratingBreakdown = z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() });

export const reviewsMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  /** The mean rating of the shown reviews, one decimal; null with none. */
  avg_rate: z.nullable(z.number()),
  ratings: ratingBreakdown,
});

export const reviewsPage = z.object({ data: z.array(review), meta: reviewsMeta });

export const reviewReaction = z.object({ reacted: z.boolean(), likes_count: z.number() });
export const commentReaction = z.object({
  reaction_type: z.nullable(z.enum(REACTION_TYPES)),
  reacted: z.boolean(),
  likes_count: z.number(),
  dislikes_count: z.number(),
});

export const reportedReview = z.object({
  review,
  reports: z.array(z.object({ reason: z.string(), company: z.boolean(), reported_at: z.iso.datetime() })),
});
