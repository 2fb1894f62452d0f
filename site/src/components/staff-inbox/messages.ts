import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { SITE_MESSAGE_KINDS, SITE_MESSAGE_STATUSES } from '@migralink/shared/schemas/site-messages';

/** The staff inbox's texts (plus the `errors` namespace: `pickFormMessages`). */
export const STAFF_INBOX_KEYS = [
  'admin.inbox.lead',
  'admin.inbox.not_staff',
  'admin.inbox.loading',
  'admin.inbox.filters',
  'admin.inbox.status',
  'admin.inbox.kind',
  'admin.inbox.all_kinds',
  ...SITE_MESSAGE_STATUSES.map((status) => `admin.inbox.status.${status}` as const),
  ...SITE_MESSAGE_KINDS.map((kind) => `admin.inbox.kind.${kind}` as const),
  'admin.inbox.empty',
  'admin.inbox.load_more',
  'admin.inbox.loading_more',
  'admin.inbox.open',
  'admin.inbox.open_named',
  'admin.inbox.sent_on',
  'admin.inbox.back',
  'admin.inbox.from',
  'admin.inbox.subject',
  'admin.inbox.message',
  'admin.inbox.page',
  'admin.inbox.company',
  'admin.inbox.confirmed',
  'admin.inbox.unconfirmed',
  'admin.inbox.answers',
  'admin.inbox.answered_by',
  'admin.inbox.answer',
  'admin.inbox.answer_hint',
  'admin.inbox.send_answer',
  'admin.inbox.sending',
  'admin.inbox.answer_sent',
  'admin.inbox.set_status',
  'admin.inbox.close',
  'admin.inbox.reopen',
  'admin.inbox.status_now',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type StaffInboxMessages = FormMessages<(typeof STAFF_INBOX_KEYS)[number]>;
export type StaffInboxKey = keyof StaffInboxMessages;
