import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { REVIEW_OUTCOMES } from '@migralink/shared/schemas/reviews';

/** What every view of one review says (`ReviewView`): the company's screen and the staff's queue. */
export const REVIEW_VIEW_KEYS = [
  'admin.reviews.stars',
  'admin.reviews.verified',
  'admin.reviews.tags',
  'admin.reviews.service',
  ...REVIEW_OUTCOMES.map((outcome) => `admin.reviews.outcome.${outcome}` as const),
  'admin.reviews.processing_days',
  'admin.reviews.written',
] as const satisfies readonly MessageKey[];
export type ReviewViewKey = (typeof REVIEW_VIEW_KEYS)[number];

/** The company's reviews screen's texts (plus the `errors` namespace: `pickFormMessages`). */
export const REVIEWS_KEYS = [
  ...REVIEW_VIEW_KEYS,
  'admin.reviews.lead',
  'admin.reviews.loading',
  'admin.reviews.not_allowed',
  'admin.reviews.empty',
  'admin.reviews.summary',
  'admin.reviews.average',
  'admin.reviews.average_value',
  'admin.reviews.no_average',
  'admin.reviews.total',
  'admin.reviews.breakdown',
  'admin.reviews.breakdown_row',
  'admin.reviews.load_more',
  'admin.reviews.loading_more',
  'admin.reviews.unanswered',
  'admin.reviews.comments',
  'admin.reviews.more_comments',
  'admin.reviews.company_answer',
  'admin.reviews.edited',
  'admin.reviews.answer',
  'admin.reviews.answer_named',
  'admin.reviews.answer_label',
  'admin.reviews.answer_hint',
  'admin.reviews.answer_send',
  'admin.reviews.answer_sending',
  'admin.reviews.edit',
  'admin.reviews.edit_label',
  'admin.reviews.save',
  'admin.reviews.saving',
  'admin.reviews.delete',
  'admin.reviews.delete_confirm',
  'admin.reviews.delete_yes',
  'admin.reviews.deleting',
  'admin.reviews.cancel',
  'admin.reviews.report',
  'admin.reviews.report_named',
  'admin.reviews.report_label',
  'admin.reviews.report_hint',
  'admin.reviews.report_send',
  'admin.reviews.report_sending',
  'admin.reviews.reported',
  'admin.reviews.notice.answered',
  'admin.reviews.notice.saved',
  'admin.reviews.notice.deleted',
  'admin.reviews.notice.reported',
  'admin.reviews.notice.already',
  'admin.reviews.back',
  'admin.reviews.item_loading',
  'admin.reviews.gone',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ReviewsMessages = FormMessages<(typeof REVIEWS_KEYS)[number]>;
export type ReviewsKey = keyof ReviewsMessages;
