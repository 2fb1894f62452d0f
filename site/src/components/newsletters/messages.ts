import { MAILING_TOPIC_KEYS, type FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { LOCALES } from '@migralink/shared/locales';
import { NEWSLETTER_STATES } from '@migralink/shared/schemas/newsletters';

/** A newsletter's counts, in the order the screens show them. */
export const COUNTS = ['recipients', 'queued', 'sent', 'bounced', 'complained', 'failed'] as const;

/** What both newsletter screens name: states, languages, topics, counts. */
const SHARED = [
  ...MAILING_TOPIC_KEYS,
  ...NEWSLETTER_STATES.map((state) => `admin.newsletters.state.${state}` as const),
  ...LOCALES.map((locale) => `admin.newsletters.language.${locale}` as const),
  ...COUNTS.map((count) => `admin.newsletters.count.${count}` as const),
  'admin.newsletters.loading',
  'admin.newsletters.not_staff',
  'common.retry',
] as const satisfies readonly MessageKey[];

/** The list of newsletters (plus the `errors` namespace: `pickFormMessages`). */
export const NEWSLETTERS_KEYS = [
  ...SHARED,
  'admin.newsletters.lead',
  'admin.newsletters.new',
  'admin.newsletters.empty',
  'admin.newsletters.load_more',
  'admin.newsletters.loading_more',
  'admin.newsletters.open',
  'admin.newsletters.open_named',
  'admin.newsletters.written',
] as const satisfies readonly MessageKey[];
export type NewslettersMessages = FormMessages<(typeof NEWSLETTERS_KEYS)[number]>;
export type NewslettersKey = keyof NewslettersMessages;

/** One newsletter's screen. */
export const NEWSLETTER_KEYS = [
  ...SHARED,
  'admin.newsletters.back',
  'admin.newsletters.field.locale',
  'admin.newsletters.field.topic',
  'admin.newsletters.field.subject',
  'admin.newsletters.field.body',
  'admin.newsletters.body_hint',
  'admin.newsletters.choose',
  'admin.newsletters.save',
  'admin.newsletters.saving',
  'admin.newsletters.saved',
  'admin.newsletters.preview',
  'admin.newsletters.previewing',
  'admin.newsletters.preview_title',
  'admin.newsletters.preview_frame',
  'admin.newsletters.preview_note',
  'admin.newsletters.preview_text',
  'admin.newsletters.test',
  'admin.newsletters.testing',
  'admin.newsletters.tested',
  'admin.newsletters.send',
  'admin.newsletters.send_confirm',
  'admin.newsletters.send_yes',
  'admin.newsletters.cancel',
  'admin.newsletters.starting',
  'admin.newsletters.save_first',
  'admin.newsletters.locked',
  'admin.newsletters.progress_title',
  'admin.newsletters.progress_waiting',
  'admin.newsletters.progress_queuing',
  'admin.newsletters.progress_done',
  'admin.newsletters.progress_paused',
] as const satisfies readonly MessageKey[];
export type NewsletterMessages = FormMessages<(typeof NEWSLETTER_KEYS)[number]>;
export type NewsletterKey = keyof NewsletterMessages;
