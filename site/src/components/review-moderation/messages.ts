import type { FormMessages } from '@/components/account/messages';
import { REVIEW_VIEW_KEYS } from '@/components/company-account/reviews/messages';
import type { MessageKey } from '@/i18n/messages';

/** The staff's reported reviews queue's texts (plus the `errors` namespace: `pickFormMessages`). */
export const REPORTED_REVIEWS_KEYS = [
  ...REVIEW_VIEW_KEYS,
  'admin.reported_reviews.lead',
  'admin.reported_reviews.loading',
  'admin.reported_reviews.not_staff',
  'admin.reported_reviews.empty',
  'admin.reported_reviews.total',
  'admin.reported_reviews.load_more',
  'admin.reported_reviews.loading_more',
  'admin.reported_reviews.review_of',
  'admin.reported_reviews.reports',
  'admin.reported_reviews.by_company',
  'admin.reported_reviews.by_user',
  'admin.reported_reviews.hide',
  'admin.reported_reviews.hide_named',
  'admin.reported_reviews.hide_reason',
  'admin.reported_reviews.hide_hint',
  'admin.reported_reviews.hide_send',
  'admin.reported_reviews.hiding',
  'admin.reported_reviews.keep',
  'admin.reported_reviews.keep_named',
  'admin.reported_reviews.keeping',
  'admin.reported_reviews.cancel',
  'admin.reported_reviews.notice.hidden',
  'admin.reported_reviews.notice.kept',
  'admin.reported_reviews.notice.gone',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ReportedReviewsMessages = FormMessages<(typeof REPORTED_REVIEWS_KEYS)[number]>;
export type ReportedReviewsKey = keyof ReportedReviewsMessages;
