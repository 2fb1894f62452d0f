import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import {
  ACTIVITY_TYPES,
  APPLICATION_STATES,
  CERTIFICATE_STATUSES,
  CRITERIA,
  DOCUMENT_KINDS,
  LEGAL_FORMS,
  REVOCATION_REASONS,
} from '@migralink/shared/schemas/certificates';
import { ADMIN_SHARED_KEYS } from '../shared/messages';

const each = <P extends string, V extends string>(prefix: P, values: readonly V[]) =>
  values.map((value) => `${prefix}.${value}` as const);
/** The names of a list's values that include `other`: `legal_form_other`, as a key ending `.other` is a plural form. */
const named = <P extends string, V extends string>(prefix: P, values: readonly V[]) =>
  values.map((value) => `${prefix}_${value}` as const);

/** An application's state and a certificate's status, as badges. */
export const BADGE_KEYS = [
  'admin.certificates.state',
  ...each('admin.certificates.state', APPLICATION_STATES),
  'admin.certificates.status',
  ...each('admin.certificates.status', CERTIFICATE_STATUSES),
] as const satisfies readonly MessageKey[];

/** An application's fields as the form labels them. */
export const FIELD_KEYS = [
  'admin.certificates.field.country_id',
  'admin.certificates.field.legal_form_id',
  'admin.certificates.field.company_name',
  'admin.certificates.field.legal_name',
  'admin.certificates.field.register_number',
  'admin.certificates.field.address',
  'admin.certificates.field.activity_type',
  'admin.certificates.field.contact_person',
  'admin.certificates.field.contact_phone',
  'admin.certificates.field.contact_email',
  'admin.certificates.field.filler_name',
] as const satisfies readonly MessageKey[];

/** An application shown read-only (`ApplicationView`): to its owner and to staff. */
export const VIEW_KEYS = [
  ...BADGE_KEYS,
  ...FIELD_KEYS,
  ...named('admin.certificates.legal_form', LEGAL_FORMS),
  ...named('admin.certificates.activity', ACTIVITY_TYPES),
  ...named('admin.certificates.document', DOCUMENT_KINDS),
  ...each('admin.certificates.criterion', CRITERIA),
  ...named('admin.certificates.reason', REVOCATION_REASONS),
  'admin.certificates.section.company',
  'admin.certificates.section.contact',
  'admin.certificates.section.statements',
  'admin.certificates.section.documents',
  'admin.certificates.section.history',
  'admin.certificates.yes',
  'admin.certificates.no',
  'admin.certificates.not_given',
  'admin.certificates.no_documents',
  'admin.certificates.new_tab',
  'admin.certificates.history_comment',
  'admin.certificates.number',
  'admin.certificates.validity',
  'admin.certificates.dates',
  'admin.certificates.revoked_on',
  'admin.certificates.revocation_reason',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ViewKey = (typeof VIEW_KEYS)[number];

/** The company's list of applications and certificates (plus the `errors` namespace: `pickFormMessages`). */
export const CERTIFICATES_KEYS = [
  ...BADGE_KEYS,
  ...ADMIN_SHARED_KEYS,
  'admin.certificates.lead',
  'admin.certificates.loading',
  'admin.certificates.not_allowed',
  'admin.certificates.apply',
  'admin.certificates.continue',
  'admin.certificates.plan_note',
  'admin.certificates.renewal_opens',
  'admin.certificates.empty',
  'admin.certificates.load_more',
  'admin.certificates.loading_more',
  'admin.certificates.number',
  'admin.certificates.dates',
  'admin.certificates.updated',
  'admin.certificates.application_of',
  'admin.certificates.open',
] as const satisfies readonly MessageKey[];
export type CertificatesMessages = FormMessages<(typeof CERTIFICATES_KEYS)[number]>;
export type CertificatesKey = keyof CertificatesMessages;

/** The application form. */
export const APPLICATION_FORM_KEYS = [
  ...VIEW_KEYS,
  'admin.certificates.form_lead',
  'admin.certificates.loading',
  'admin.certificates.not_allowed',
  'admin.certificates.returned_comment',
  'admin.certificates.choose',
  'admin.certificates.optional',
  'admin.certificates.phone_hint',
  'admin.certificates.filler_hint',
  ...each('admin.certificates.statement_hint', CRITERIA),
  'admin.certificates.documents_hint',
  'admin.certificates.document_kind',
  'admin.certificates.document_file',
  'admin.certificates.document_required',
  'admin.certificates.uploading',
  'admin.certificates.uploaded',
  'admin.certificates.remove_document',
  'admin.certificates.max_documents',
  'admin.certificates.save_draft',
  'admin.certificates.saving_draft',
  'admin.certificates.draft_saved',
  'admin.certificates.send',
  'admin.certificates.sending',
  'admin.certificates.send_hint',
  'admin.certificates.not_editable',
  'admin.certificates.to_application',
  'admin.certificates.back',
] as const satisfies readonly MessageKey[];
export type ApplicationFormMessages = FormMessages<(typeof APPLICATION_FORM_KEYS)[number]>;
export type ApplicationFormKey = keyof ApplicationFormMessages;

/** An application's or certificate's page. */
export const CERTIFICATE_KEYS = [
  ...VIEW_KEYS,
  'admin.certificates.loading',
  'admin.certificates.not_allowed',
  'admin.certificates.back',
  'admin.certificates.edit',
  'admin.certificates.download_pdf',
  'admin.certificates.downloading_pdf',
  'admin.certificates.verification',
  'admin.certificates.delivery_title',
  'admin.certificates.delivery_hint',
  'admin.certificates.delivery_address',
  'admin.certificates.add_address',
  'admin.certificates.max_addresses',
  'admin.certificates.remove_address',
  'admin.certificates.deliver',
  'admin.certificates.delivering',
  'admin.certificates.delivered',
] as const satisfies readonly MessageKey[];
export type CertificateMessages = FormMessages<(typeof CERTIFICATE_KEYS)[number]>;
export type CertificateKey = keyof CertificateMessages;
