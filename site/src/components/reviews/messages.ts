import type { ErrorMessageKey, MessageKey } from '@/i18n/messages';

/** The plural forms of "N reviews" (`countText` picks one). */
export const REVIEW_COUNT_KEYS = [
  'reviews.count.one',
  'reviews.count.few',
  'reviews.count.many',
  'reviews.count.other',
] as const satisfies readonly MessageKey[];

/** A rating as a sentence ("4.6 out of 5, 12 reviews"): a company card's, the summary's. */
export const RATING_KEYS = ['reviews.rated', ...REVIEW_COUNT_KEYS] as const satisfies readonly MessageKey[];
export type RatingKey = (typeof RATING_KEYS)[number];

/** What the reviews section shows in the pre-built HTML: the summary and the reviews with their comments. */
export const REVIEWS_VIEW_KEYS = [
  ...RATING_KEYS,
  'reviews.title',
  'reviews.none',
  'reviews.breakdown',
  'reviews.stars.one',
  'reviews.stars.few',
  'reviews.stars.many',
  'reviews.stars.other',
  'reviews.review_rating',
  'reviews.author_link',
  'reviews.verified',
  'reviews.verified_hint',
  'reviews.service',
  'reviews.outcome',
  'reviews.outcome.approved',
  'reviews.outcome.refused',
  'reviews.outcome.in_progress',
  'reviews.processing',
  'reviews.helpful_count',
  'reviews.comments',
  'reviews.company_answer',
  'reviews.comment_likes',
  'reviews.more_comments',
  'reviews.sort',
  'reviews.sort.newest',
  'reviews.sort.rating',
  'reviews.sort.helpful',
  'reviews.sign_in_to_write',
  'reviews.write',
  'reviews.load_more',
] as const satisfies readonly MessageKey[];
export type ReviewsViewKey = (typeof REVIEWS_VIEW_KEYS)[number];

/** The island's texts: the view's and what only a running island shows (forms, buttons, states). */
export const REVIEWS_ISLAND_KEYS = [
  ...REVIEWS_VIEW_KEYS,
  'reviews.loading_more',
  'reviews.helpful',
  'reviews.like',
  'reviews.dislike',
  'reviews.edit',
  'reviews.delete',
  'reviews.delete_review_confirm',
  'reviews.delete_comment_confirm',
  'reviews.delete_yes',
  'reviews.yours',
  'reviews.sign_in_to_react',
  'reviews.show_all_comments',
  'reviews.form.title_new',
  'reviews.form.title_edit',
  'reviews.form.rating',
  'reviews.form.text',
  'reviews.form.text_hint',
  'reviews.form.service',
  'reviews.form.service_hint',
  'reviews.form.outcome',
  'reviews.form.outcome_none',
  'reviews.form.processing_days',
  'reviews.form.publish',
  'reviews.form.publishing',
  'reviews.form.save',
  'reviews.form.saving',
  'reviews.comment.label',
  'reviews.comment.answer_label',
  'reviews.comment.send',
  'reviews.comment.sending',
  'reviews.comment.save',
  'common.cancel',
  'common.optional',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ReviewsIslandKey = (typeof REVIEWS_ISLAND_KEYS)[number] | ErrorMessageKey;
export type ReviewsIslandMessages = Readonly<Record<ReviewsIslandKey, string>>;

/** The author page's island: the reviews' view and its own texts. */
export const AUTHOR_KEYS = [
  ...REVIEWS_VIEW_KEYS,
  'author.title',
  'author.title_unknown',
  'author.loading',
  'author.error',
  'author.empty',
  'author.missing',
  'author.review_of',
  'reviews.loading_more',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type AuthorKey = (typeof AUTHOR_KEYS)[number] | ErrorMessageKey;
export type AuthorMessages = Readonly<Record<AuthorKey, string>>;

/** The id of the data block the company page writes for the reviews island (its texts and the first page). */
export const REVIEWS_DATA_ID = 'reviews-data';
