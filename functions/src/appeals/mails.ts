import type { AppealMessageRecord, AppealRecord } from '#data/appeals';
import type { User } from '#data/users';
import { appealAnsweredMail, appealReplyMail } from '#mail/appeals';
import { adminLink, siteLink } from '#mail/links';
import type { OutgoingMail } from '#mail/outbox';
import { canSee } from '@migralink/shared/staff-screens';

/**
 * The mails an appeal's thread causes (docs/product.md, "Customer support"), as outbox entries, one per message
 * (its id). Nothing a user wrote goes to an address that is not confirmed.
 */

/** Support's answer to the user's account address, in the account's language; the subject only when confirmed. */
export const answerMail = (appeal: AppealRecord, answer: AppealMessageRecord, user: User): OutgoingMail => ({
  id: `appeal:${appeal.id}:answer:${answer.id}`,
  kind: 'appeal answer',
  to: user.email,
  ...appealAnsweredMail(user.locale, {
    subject: user.email_verified ? appeal.subject : undefined,
    answer: answer.message,
    link: `${siteLink(user.locale, 'appeals')}?id=${encodeURIComponent(appeal.id)}`,
  }),
});

/**
 * The user's new message, to the support member who answered last: only while their account works the queue,
 * is not blocked and has a confirmed address; else nobody is mailed (the queue shows it).
 */
export function replyMail(appeal: AppealRecord, reply: AppealMessageRecord, staff: User | undefined): OutgoingMail[] {
  if (!staff || !staff.email_verified || staff.blocked_at || !canSee(staff.role, 'appeals')) return [];
  return [
    {
      id: `appeal:${appeal.id}:reply:${reply.id}`,
      kind: 'appeal reply',
      to: staff.email,
      ...appealReplyMail(staff.locale, {
        subject: appeal.subject,
        link: `${adminLink(staff.locale, 'appeals')}?id=${encodeURIComponent(appeal.id)}`,
      }),
    },
  ];
}
