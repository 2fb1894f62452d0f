import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { ROLES, SUBSCRIPTION_PACKAGES } from '@migralink/shared/enums';
import { APPEAL_STATUSES } from '@migralink/shared/schemas/appeals';

/** The texts of an appeal's thread and its message form, on both screens. */
const THREAD_KEYS = [
  ...APPEAL_STATUSES.map((status) => `appeals.status.${status}` as const),
  'appeals.loading',
  'appeals.back',
  'appeals.thread',
  'appeals.from_user',
  'appeals.from_support',
  'appeals.attachment',
  'appeals.message',
  'appeals.file',
  'appeals.file_hint',
  'appeals.sending',
  'appeals.load_more',
  'appeals.loading_more',
  'appeals.open',
  'appeals.opened_on',
  'common.retry',
] as const satisfies readonly MessageKey[];

/** The user's appeals screen (`/account/appeals/`). */
export const MY_APPEALS_KEYS = [
  ...THREAD_KEYS,
  'appeals.empty',
  'appeals.new',
  'appeals.subject',
  'appeals.message_hint',
  'appeals.about_company',
  'appeals.send',
  'appeals.sent',
  'appeals.reply',
  'appeals.send_reply',
  'appeals.reopen_hint',
  'appeals.send_reopen',
  'appeals.reply_sent',
] as const satisfies readonly MessageKey[];
export type MyAppealsMessages = FormMessages<(typeof MY_APPEALS_KEYS)[number]>;
export type MyAppealsKey = keyof MyAppealsMessages;

/** Support's queue (`/admin/appeals/`). */
export const APPEAL_QUEUE_KEYS = [
  ...THREAD_KEYS,
  'appeals.staff.lead',
  'appeals.staff.not_staff',
  'appeals.staff.status',
  'appeals.staff.empty',
  'appeals.staff.waiting_minutes',
  'appeals.staff.waiting_hours',
  'appeals.staff.answer',
  'appeals.staff.answer_hint',
  'appeals.staff.send_answer',
  'appeals.staff.answer_sent',
  'appeals.staff.close',
  'appeals.staff.reopen',
  'appeals.staff.status_now',
  'appeals.staff.read_only',
  'appeals.staff.account',
  'appeals.staff.company',
  'appeals.staff.role',
  'appeals.staff.registered',
  'appeals.staff.blocked',
  'appeals.staff.not_blocked',
  'appeals.staff.plan',
  'appeals.staff.published',
  'appeals.staff.unpublished',
  'appeals.staff.owner',
  'appeals.staff.no_account',
  ...ROLES.map((role) => `profile.role.${role}` as const),
  ...SUBSCRIPTION_PACKAGES.map((plan) => `admin.plan.${plan}` as const),
] as const satisfies readonly MessageKey[];
export type AppealQueueMessages = FormMessages<(typeof APPEAL_QUEUE_KEYS)[number]>;
export type AppealQueueKey = keyof AppealQueueMessages;

/** The keys both screens have: what the thread and the message form show. */
export type ThreadKey = keyof FormMessages<(typeof THREAD_KEYS)[number]>;
