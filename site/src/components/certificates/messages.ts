import type { MessageKey } from '@/i18n/messages';

/** The texts of the certificate page's island; the page picks them and passes them as a prop. */
export const CERTIFICATE_PAGE_KEYS = [
  'certificate_page.number',
  'certificate_page.loading',
  'certificate_page.error',
  'certificate_page.status.valid',
  'certificate_page.status.expired',
  'certificate_page.status.revoked',
  'certificate_page.status.not_found',
  'certificate_page.status_text.valid',
  'certificate_page.status_text.expired',
  'certificate_page.status_text.revoked',
  'certificate_page.status_text.not_found',
  'certificate_page.holder',
  'certificate_page.legal_name',
  'certificate_page.country',
  'certificate_page.valid_from',
  'certificate_page.valid_until',
  'certificate_page.revoked_at',
  'certificate_page.revocation_reason',
  'certificate_page.reason_compliance',
  'certificate_page.reason_fraud',
  'certificate_page.reason_company_request',
  'certificate_page.reason_other',
  'certificate_page.company_page',
  'certificate_page.no_company_page',
  'certificate_page.checked_title',
  'certificate_page.checked_lead',
  'certificate_page.checked_register',
  'certificate_page.criterion.legal_chart',
  'certificate_page.criterion.thanks_letters',
  'certificate_page.criterion.social_activity',
  'certificate_page.criterion.experience_exchange',
  'certificate_page.pdf_title',
  'certificate_page.pdf_lead',
  'certificate_page.pdf_drop',
  'certificate_page.pdf_choose',
  'certificate_page.pdf_checking',
  'certificate_page.pdf.valid',
  'certificate_page.pdf.expired',
  'certificate_page.pdf.revoked',
  'certificate_page.pdf.other_certificate',
  'certificate_page.pdf.not_signed',
  'certificate_page.pdf.no_credential',
  'certificate_page.pdf_failed',
  'errors.network',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type CertificatePageKey = (typeof CERTIFICATE_PAGE_KEYS)[number];
export type CertificatePageMessages = Readonly<Record<CertificatePageKey, string>>;

/** The texts of the "Certified" badge on company pages and cards. */
export const CERTIFICATE_BADGE_KEYS = [
  'certificate_badge.label',
  'certificate_badge.link',
] as const satisfies readonly MessageKey[];
export type CertificateBadgeKey = (typeof CERTIFICATE_BADGE_KEYS)[number];
