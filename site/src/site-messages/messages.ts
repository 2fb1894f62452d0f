import type { ErrorMessageKey, MessageKey } from '@/i18n/messages';

/** The texts of the forms that write to the platform's staff: their own and the `errors` namespace (`pickFormMessages`). */
export const SITE_MESSAGE_KEYS = [
  'site_message.form.name',
  'site_message.form.email',
  'site_message.form.email_hint',
  'site_message.form.subject',
  'site_message.form.message',
  'site_message.form.consent_legend',
  'site_message.form.consent',
  'site_message.form.website',
  'site_message.form.send',
  'site_message.form.sending',
  'site_message.form.unavailable',
  'site_message.form.sent',
  'site_message.form.sent_text',
  'site_message.form.again',
  'site_message.feedback.title',
  'site_message.feedback.lead',
  'site_message.feedback.sent_text',
  'site_message.improvement.open',
  'site_message.improvement.title',
  'site_message.improvement.lead',
  'site_message.improvement.subject',
  'site_message.improvement.message',
  'site_message.improvement.sent_text',
  'common.optional',
  'common.close',
] as const satisfies readonly MessageKey[];

export type SiteMessageKey = (typeof SITE_MESSAGE_KEYS)[number];
export type SiteMessageMessages = Readonly<Record<SiteMessageKey | ErrorMessageKey, string>>;

/** The feedback popup's texts, written into every page by the footer (a JSON data block). */
export const FEEDBACK_DATA_ID = 'feedback-data';
