import type { MessageKey } from '@/i18n/messages';
import type { FormMessages } from '@/components/account/messages';
import { ICON_LIBRARY } from '@migralink/shared/schemas/company-account';
import { COMPANY_VIEW_KEYS } from '@/components/catalogue/messages';
import { ADMIN_SHARED_KEYS } from '../shared/messages';

/** The texts `issueText` words a failed check with (company-problems.ts). */
export const ISSUE_KEYS = [
  'company_editor.error.number',
  'company_editor.error.min',
  'company_editor.error.max',
  'company_editor.error.at_least',
  'company_editor.error.too_many',
  'company_editor.error.choose',
  'company_editor.error.invalid',
  'errors.field.required',
  'errors.field.too_long',
  'errors.field.email',
] as const satisfies readonly MessageKey[];
export type IssueKey = (typeof ISSUE_KEYS)[number];

/** What both editors show around their form: loading, language, saving, images, rows. */
const EDITOR_FRAME_KEYS = [
  ...ADMIN_SHARED_KEYS,
  ...ISSUE_KEYS,
  'company_editor.loading',
  'company_editor.new_company',
  'company_editor.locale_note',
  'company_editor.unsaved',
  'company_editor.unsaved_confirm',
  'company_editor.save',
  'company_editor.saving',
  'company_editor.create',
  'company_editor.saved',
  'company_editor.preview',
  'company_editor.conflict',
  'company_editor.offices_link',
  'company_editor.offices_errors',
  'company_editor.company_link',
  'company_editor.company_errors',
  'company_editor.choose',
  'company_editor.limit',
  'company_editor.show_block',
  'company_editor.image.none',
  'company_editor.image.choose',
  'company_editor.image.replace',
  'company_editor.image.remove',
  'company_editor.image.hint',
  'company_editor.image.uploading',
  'company_editor.image.uploaded',
  'common.optional',
] as const satisfies readonly MessageKey[];

export const COMPANY_EDITOR_KEYS = [
  ...EDITOR_FRAME_KEYS,
  'company_editor.offices_count',
  'company_editor.about',
  'company_editor.name',
  'company_editor.motto',
  'company_editor.motto_hint',
  'company_editor.description',
  'company_editor.description_hint',
  'company_editor.type',
  'company_editor.logo',
  'company_editor.logo_alt',
  'company_editor.achievements',
  'company_editor.achievement',
  'company_editor.add_achievement',
  'company_editor.remove_achievement',
  'company_editor.benefits',
  'company_editor.benefit',
  'company_editor.benefit_text',
  'company_editor.benefit_icon',
  'company_editor.no_icon',
  'company_editor.add_benefit',
  'company_editor.remove_benefit',
  'company_editor.payment',
  'company_editor.payment_methods',
  'company_editor.cash_enabled',
  'company_editor.cash_currencies',
  'company_editor.cashless_enabled',
  'company_editor.cashless_currencies',
  'company_editor.crypto_enabled',
  'company_editor.cryptocurrencies',
  'company_editor.feedback',
  'company_editor.feedback_enabled',
  'company_editor.feedback_type',
  'company_editor.feedback_description',
  ...ICON_LIBRARY.map((id) => `company_editor.icon.${id}` as const),
] as const satisfies readonly MessageKey[];
export type CompanyEditorMessages = FormMessages<(typeof COMPANY_EDITOR_KEYS)[number]>;

export const OFFICES_EDITOR_KEYS = [
  ...EDITOR_FRAME_KEYS,
  'offices_editor.lead',
  'offices_editor.office',
  'offices_editor.add_office',
  'offices_editor.remove_office',
  'offices_editor.address',
  'offices_editor.email',
  'offices_editor.kind',
  'offices_editor.office_type',
  'offices_editor.show_block',
  'offices_editor.lat',
  'offices_editor.long',
  'offices_editor.coordinates_hint',
  'offices_editor.logo',
  'offices_editor.logo_alt',
  'offices_editor.working_times',
  'offices_editor.working_time',
  'offices_editor.add_working_time',
  'offices_editor.remove_working_time',
  'offices_editor.days',
  'offices_editor.from',
  'offices_editor.to',
  'offices_editor.holidays',
  'offices_editor.holiday',
  'offices_editor.add_holiday',
  'offices_editor.remove_holiday',
  'offices_editor.closed',
  'offices_editor.phones',
  'offices_editor.phone',
  'offices_editor.phone_number',
  'offices_editor.phone_hint',
  'offices_editor.messengers',
  'offices_editor.add_phone',
  'offices_editor.remove_phone',
  'offices_editor.employees',
  'offices_editor.employee',
  'offices_editor.employee_name',
  'offices_editor.employee_position',
  'offices_editor.employee_photo',
  'offices_editor.employee_photo_alt',
  'offices_editor.add_employee',
  'offices_editor.remove_employee',
] as const satisfies readonly MessageKey[];
export type OfficesEditorMessages = FormMessages<(typeof OFFICES_EDITOR_KEYS)[number]>;

/** The texts both editors' frame uses: what either editor's messages include. */
export type EditorFrameMessages = FormMessages<(typeof EDITOR_FRAME_KEYS)[number]>;
export type EditorFrameKey = keyof EditorFrameMessages;

export const COMPANY_PREVIEW_KEYS = [
  ...COMPANY_VIEW_KEYS,
  'company_editor.preview.banner',
  'company_editor.preview.back',
  'company_editor.preview.loading',
  'company_editor.preview.no_company',
  'admin.locale.en',
  'admin.locale.ru',
  'admin.locale.uk',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type CompanyPreviewMessages = FormMessages<(typeof COMPANY_PREVIEW_KEYS)[number]>;
