import { MAILING_TOPICS } from '@migralink/shared/schemas/mailing';
import type { ErrorMessageKey, MessageKey } from '@/i18n/messages';

/**
 * The texts each account island shows. The page picks them with
 * `pickFormMessages` (these keys plus the `errors` namespace) and passes them as
 * one prop, so no island carries the translation files.
 */
export type FormMessages<K extends MessageKey> = Readonly<Record<K | ErrorMessageKey, string>>;

/** The keys of the shared fields (`account-fields.tsx`), for every island that has them. */
const PASSWORD_TOGGLE = ['login.show_password', 'login.hide_password'] as const satisfies readonly MessageKey[];
const NEW_PASSWORD = [...PASSWORD_TOGGLE, 'login.password_hint'] as const satisfies readonly MessageKey[];
const EMAIL_FIELD = ['login.email', 'login.email_placeholder'] as const satisfies readonly MessageKey[];
const NAME_FIELDS = ['register.first_name', 'register.last_name'] as const satisfies readonly MessageKey[];
const PHONE_FIELD = [
  'register.phone',
  'register.phone_hint',
  'common.optional',
] as const satisfies readonly MessageKey[];

export const LOGIN_KEYS = [
  ...EMAIL_FIELD,
  ...PASSWORD_TOGGLE,
  'login.password',
  'login.submit',
  'login.submitting',
  'login.forgot_password',
] as const satisfies readonly MessageKey[];
export type LoginMessages = FormMessages<(typeof LOGIN_KEYS)[number]>;

export const REGISTER_KEYS = [
  ...NAME_FIELDS,
  ...EMAIL_FIELD,
  ...NEW_PASSWORD,
  ...PHONE_FIELD,
  'login.password',
  'register.account_type',
  'register.type.client',
  'register.type.company',
  'register.type.company_hint',
  'register.submit',
  'register.submitting',
  'partner.submit',
] as const satisfies readonly MessageKey[];
export type RegisterMessages = FormMessages<(typeof REGISTER_KEYS)[number]>;

export const ACTIVATE_KEYS = [
  'activate.working',
  'activate.success_title',
  'activate.success',
  'activate.go_profile',
  'activate.invalid_title',
  'activate.invalid',
  'activate.already_title',
  'activate.already',
  'activate.next_signed_in',
  'activate.next_signed_out',
  'activate.sign_in',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ActivateMessages = FormMessages<(typeof ACTIVATE_KEYS)[number]>;

export const FORGOT_PASSWORD_KEYS = [
  ...EMAIL_FIELD,
  'login.reset.submit',
  'login.reset.submitting',
  'login.reset.sent',
  'login.reset.back_to_login',
] as const satisfies readonly MessageKey[];
export type ForgotPasswordMessages = FormMessages<(typeof FORGOT_PASSWORD_KEYS)[number]>;

export const RESET_PASSWORD_KEYS = [
  ...NEW_PASSWORD,
  'login.reset.checking',
  'login.reset.new_title',
  'login.reset.new_lead',
  'login.reset.new_password',
  'login.reset.confirm_password',
  'login.reset.save',
  'login.reset.saving',
  'login.reset.invalid_title',
  'login.reset.invalid_link',
  'login.reset.request_new',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ResetPasswordMessages = FormMessages<(typeof RESET_PASSWORD_KEYS)[number]>;

const PROFILE_ROLES = [
  'profile.role.client',
  'profile.role.company',
  'profile.role.partner',
  'profile.role.customer_support',
  'profile.role.content_manager',
  'profile.role.admin',
] as const satisfies readonly MessageKey[];

/** The mailing lists' topics by name, wherever a list is named (the profile's switches, the mailing pages, staff's newsletters). */
export const MAILING_TOPIC_KEYS = MAILING_TOPICS.map((topic) => `mailing.topic.${topic}` as const);

export const PROFILE_KEYS = [
  ...NAME_FIELDS,
  ...PHONE_FIELD,
  ...NEW_PASSWORD,
  ...PROFILE_ROLES,
  'login.email',
  'profile.loading',
  'profile.account_type',
  'profile.member_since',
  'profile.details.title',
  'profile.position',
  'profile.position_hint',
  'profile.language',
  'profile.language_hint',
  'profile.email_notifications',
  'profile.save',
  'profile.saving',
  'profile.saved',
  'profile.photo.title',
  'profile.photo.alt',
  'profile.photo.choose',
  'profile.photo.hint',
  'profile.photo.uploading',
  'profile.photo.updated',
  'profile.password.title',
  'profile.password.current',
  'profile.password.new',
  'profile.password.submit',
  'profile.password.submitting',
  'profile.password.changed',
  'profile.unverified.title',
  'profile.mail_stopped.title',
  'profile.mail_stopped.bounce',
  'profile.mail_stopped.complaint',
  'profile.unverified.text',
  'profile.unverified.resend',
  'profile.unverified.sending',
  'login.activation_sent',
  ...MAILING_TOPIC_KEYS,
  'profile.mailing.title',
  'profile.mailing.lead',
  'profile.mailing.save',
  'profile.mailing.saving',
  'profile.mailing.saved',
  'profile.mailing.unconfirmed',
  'profile.mailing.loading',
  'common.sign_out',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ProfileMessages = FormMessages<(typeof PROFILE_KEYS)[number]>;
export type ProfileKey = keyof ProfileMessages;

/** "My requests": the visitor's own leads. */
export const MY_LEADS_KEYS = [
  'my_leads.loading',
  'my_leads.empty',
  'my_leads.find',
  'my_leads.total',
  'my_leads.to_platform',
  'my_leads.about',
  'my_leads.sent',
  'my_leads.status.new',
  'my_leads.status.in_progress',
  'my_leads.status.done',
  'my_leads.status.rejected',
  'my_leads.your_message',
  'my_leads.no_message',
  'my_leads.replies',
  'my_leads.new_replies',
  'my_leads.no_replies',
  'my_leads.show_thread',
  'my_leads.hide_thread',
  'my_leads.answered',
  'my_leads.load_more',
  'my_leads.loading_more',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type MyLeadsMessages = FormMessages<(typeof MY_LEADS_KEYS)[number]>;
export type MyLeadsKey = keyof MyLeadsMessages;

/** The partner area (`/account/partner/`): the referral link and code, and the months' counts. */
export const PARTNER_AREA_KEYS = [
  'partner_area.loading',
  'partner_area.link',
  'partner_area.code',
  'partner_area.copy_link',
  'partner_area.copy_code',
  'partner_area.copied',
  'partner_area.copy_failed',
  'partner_area.rule',
  'partner_area.months',
  'partner_area.empty',
  'partner_area.month',
  'partner_area.clicks',
  'partner_area.signups',
  'partner_area.leads',
  'partner_area.paid_plans',
  'partner_area.commission',
  'partner_area.privacy',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type PartnerAreaMessages = FormMessages<(typeof PARTNER_AREA_KEYS)[number]>;
export type PartnerAreaKey = keyof PartnerAreaMessages;

/** A lead's thread, opened with the link its mails carry (`/request/?token=`). */
export const LEAD_THREAD_KEYS = [
  'request.loading',
  'request.answers',
  'request.no_answers',
  'request.answer_hint',
  'request.company_page',
  'request.expires',
  'request.invalid_title',
  'request.invalid',
  'my_leads.to_platform',
  'my_leads.about',
  'my_leads.sent',
  'my_leads.your_message',
  'my_leads.no_message',
  'my_leads.answered',
  'my_leads.find',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type LeadThreadMessages = FormMessages<(typeof LEAD_THREAD_KEYS)[number]>;
export type LeadThreadKey = keyof LeadThreadMessages;
