import type { ErrorMessageKey, MessageKey } from '@/i18n/messages';

/**
 * The texts each account island shows. The page picks them with
 * `pickFormMessages` (these keys plus the `errors` namespace) and passes them as
 * one prop, so no island carries the translation files.
 */
export type FormMessages<K extends MessageKey> = Readonly<Record<K | ErrorMessageKey, string>>;

const PASSWORD_TOGGLE = ['login.show_password', 'login.hide_password'] as const satisfies readonly MessageKey[];

export const LOGIN_KEYS = [
  'login.email',
  'login.email_placeholder',
  'login.password',
  'login.submit',
  'login.submitting',
  'login.forgot_password',
  ...PASSWORD_TOGGLE,
] as const satisfies readonly MessageKey[];
export type LoginMessages = FormMessages<(typeof LOGIN_KEYS)[number]>;

export const REGISTER_KEYS = [
  'register.first_name',
  'register.last_name',
  'login.email',
  'login.email_placeholder',
  'login.password',
  'login.password_hint',
  'register.phone',
  'register.phone_hint',
  'common.optional',
  'register.account_type',
  'register.type.client',
  'register.type.company',
  'register.type.company_hint',
  'register.submit',
  'register.submitting',
  'partner.submit',
  ...PASSWORD_TOGGLE,
] as const satisfies readonly MessageKey[];
export type RegisterMessages = FormMessages<(typeof REGISTER_KEYS)[number]>;

export const ACTIVATE_KEYS = [
  'activate.working',
  'activate.success_title',
  'activate.success',
  'activate.go_profile',
  'activate.invalid_title',
  'activate.invalid',
  'activate.next_signed_in',
  'activate.next_signed_out',
  'activate.sign_in',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type ActivateMessages = FormMessages<(typeof ACTIVATE_KEYS)[number]>;

export const FORGOT_PASSWORD_KEYS = [
  'login.email',
  'login.email_placeholder',
  'login.reset.submit',
  'login.reset.submitting',
  'login.reset.sent',
  'login.reset.back_to_login',
] as const satisfies readonly MessageKey[];
export type ForgotPasswordMessages = FormMessages<(typeof FORGOT_PASSWORD_KEYS)[number]>;

export const RESET_PASSWORD_KEYS = [
  'login.reset.checking',
  'login.reset.new_title',
  'login.reset.new_lead',
  'login.reset.new_password',
  'login.reset.confirm_password',
  'login.password_hint',
  'login.reset.save',
  'login.reset.saving',
  'login.reset.invalid_title',
  'login.reset.invalid_link',
  'login.reset.request_new',
  'common.retry',
  ...PASSWORD_TOGGLE,
] as const satisfies readonly MessageKey[];
export type ResetPasswordMessages = FormMessages<(typeof RESET_PASSWORD_KEYS)[number]>;

export const PROFILE_KEYS = [
  'profile.loading',
  'profile.account_type',
  'profile.member_since',
  'profile.role.client',
  'profile.role.company',
  'profile.role.partner',
  'profile.role.customer_support',
  'profile.role.content_manager',
  'profile.role.admin',
  'profile.details.title',
  'register.first_name',
  'register.last_name',
  'login.email',
  'profile.position',
  'profile.position_hint',
  'register.phone',
  'register.phone_hint',
  'common.optional',
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
  'login.password_hint',
  'profile.password.submit',
  'profile.password.submitting',
  'profile.password.changed',
  'profile.unverified.title',
  'profile.unverified.text',
  'profile.unverified.resend',
  'profile.unverified.sending',
  'login.activation_sent',
  'common.sign_out',
  'common.retry',
  ...PASSWORD_TOGGLE,
] as const satisfies readonly MessageKey[];
export type ProfileMessages = FormMessages<(typeof PROFILE_KEYS)[number]>;
export type ProfileKey = keyof ProfileMessages;
