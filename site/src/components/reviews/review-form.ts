import {
  COMMENT_TEXT_MAX,
  REVIEW_OUTCOMES,
  REVIEW_TEXT_MAX,
  type Review,
  type ReviewBody,
  type ReviewOutcome,
} from '@migralink/shared/schemas/reviews';
import { createForm, type FieldChecks, type Form } from '@/kit/form';
import type { Problem } from '@/kit/problems';
import { describeReviewError } from './refusals';

/**
 * The form of a review: a rating 1–5 (radio buttons, so a text value), the text, and the optional tags
 * (what the service was, its outcome, how many days it took). Checked with the contract's rules before
 * it is sent; what the API says is shown the same way.
 */
export interface ReviewValues {
  readonly rating: string;
  readonly text: string;
  readonly service: string;
  /** '' (not told) or one of `REVIEW_OUTCOMES`: a select's value. */
  readonly outcome: string;
  readonly processing_days: string | undefined;
}

export const REVIEW_TEXT_MIN = 20;
export const SERVICE_MAX = 200;
export const PROCESSING_DAYS_MAX = 3650;

export const EMPTY_REVIEW: ReviewValues = {
  rating: '',
  text: '',
  service: '',
  outcome: '',
  processing_days: undefined,
};

/** The form filled with a review, to edit it. */
export const valuesOf = (review: Review): ReviewValues => ({
  rating: String(review.rating),
  text: review.text,
  service: review.service ?? '',
  outcome: review.outcome ?? '',
  processing_days: review.processing_days === null ? undefined : String(review.processing_days),
});

const tooLong = (value: string, max: number): Problem | undefined =>
  value.trim().length > max ? { key: 'errors.field.too_long', params: { max } } : undefined;

const wholeDays = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= PROCESSING_DAYS_MAX;

const CHECKS: FieldChecks<ReviewValues> = {
  rating: (value) => (/^[1-5]$/.test(value) ? undefined : { key: 'errors.field.rating' }),
  text: (value) =>
    value.trim().length < REVIEW_TEXT_MIN
      ? { key: 'errors.field.review_text_length', params: { min: REVIEW_TEXT_MIN } }
      : tooLong(value, REVIEW_TEXT_MAX),
  service: (value) => tooLong(value, SERVICE_MAX),
  processing_days: (value) =>
    value === undefined || wholeDays(value)
      ? undefined
      : { key: 'errors.field.processing_days', params: { max: PROCESSING_DAYS_MAX } },
};

const isOutcome = (value: string): value is ReviewOutcome => (REVIEW_OUTCOMES as readonly string[]).includes(value);

/** What the API is sent: numbers as numbers, empty tags as null. */
export function reviewBodyOf(values: ReviewValues): ReviewBody {
  return {
    rating: Number(values.rating),
    text: values.text.trim(),
    service: values.service.trim() || null,
    outcome: isOutcome(values.outcome) ? values.outcome : null,
    processing_days: values.processing_days === undefined ? null : Number(values.processing_days.trim()),
  };
}

export function createReviewForm(initial: ReviewValues, onSessionExpired: () => void): Form<ReviewValues> {
  return createForm({ initial, checks: CHECKS, describe: describeReviewError, onSessionExpired });
}

/** The form of a comment: its text, 1 to 2,000 characters. */
export interface CommentValues {
  readonly text: string;
}

export function createCommentForm(initial: CommentValues, onSessionExpired: () => void): Form<CommentValues> {
  return createForm({
    initial,
    checks: {
      text: (value) => (value.trim() ? tooLong(value, COMMENT_TEXT_MAX) : { key: 'errors.field.required' }),
    },
    describe: describeReviewError,
    onSessionExpired,
  });
}
