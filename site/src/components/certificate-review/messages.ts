import type { FormMessages } from '@/components/account/messages';
import { VIEW_KEYS } from '@/components/company-account/certificates/messages';
import type { MessageKey } from '@/i18n/messages';
import type { Decision } from './certificate-review-store';

const DECISIONS = ['approve', 'return', 'reject', 'revoke'] as const satisfies readonly Decision[];

/** Staff's certificate screen (plus the `errors` namespace: `pickFormMessages`). */
export const CERTIFICATE_REVIEW_KEYS = [
  ...VIEW_KEYS,
  'admin.certificates.loading',
  'admin.certificates.load_more',
  'admin.certificates.loading_more',
  'admin.certificates.review.lead',
  'admin.certificates.review.not_staff',
  'admin.certificates.review.empty',
  'admin.certificates.review.submitted',
  'admin.certificates.review.returned_before',
  'admin.certificates.review.open',
  'admin.certificates.review.open_named',
  'admin.certificates.review.back',
  'admin.certificates.review.decision',
  'admin.certificates.review.comment',
  'admin.certificates.review.comment_hint',
  'admin.certificates.review.reason',
  'admin.certificates.choose',
  ...DECISIONS.map((decision) => `admin.certificates.review.${decision}` as const),
  ...DECISIONS.map((decision) => `admin.certificates.review.confirm.${decision}` as const),
  ...DECISIONS.map((decision) => `admin.certificates.review.outcome.${decision}` as const),
  'admin.certificates.review.yes',
  'admin.certificates.review.cancel',
  'admin.certificates.review.deciding',
  'admin.certificates.review.outcome_open',
  'admin.certificates.review.no_decision',
] as const satisfies readonly MessageKey[];
export type CertificateReviewMessages = FormMessages<(typeof CERTIFICATE_REVIEW_KEYS)[number]>;
export type CertificateReviewKey = keyof CertificateReviewMessages;
