import { MAILING_TOPIC_KEYS, type FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';

/** The confirmation and unsubscribe pages (plus the `errors` namespace: `pickFormMessages`). */
export const MAILING_LINK_KEYS = [
  ...MAILING_TOPIC_KEYS,
  'mailing.confirm.button',
  'mailing.confirm.working',
  'mailing.confirm.done_title',
  'mailing.confirm.done',
  'mailing.confirm.already_title',
  'mailing.confirm.already',
  'mailing.unsubscribe.button',
  'mailing.unsubscribe.working',
  'mailing.unsubscribe.done_title',
  'mailing.unsubscribe.done',
  'mailing.unsubscribe.already_title',
  'mailing.unsubscribe.already',
  'mailing.link.invalid_title',
  'mailing.link.missing',
  'mailing.link.home',
] as const satisfies readonly MessageKey[];
export type MailingLinkKey = (typeof MAILING_LINK_KEYS)[number];
export type MailingLinkMessages = FormMessages<MailingLinkKey>;
