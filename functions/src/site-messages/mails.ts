import type { SiteMessageAnswerRecord, SiteMessageRecord } from '#data/site-messages';
import { siteLink } from '#mail/links';
import type { OutgoingMail } from '#mail/outbox';
import { siteMessageAnswerMail } from '#mail/site-message-answer';
import { siteMessageCopyMail, type SentWords } from '#mail/site-message-copy';

/**
 * The mails a message to the platform causes, as outbox entries: the copy to its sender when it is stored,
 * and each of staff's answers. Both go to the address the message gives, in the language it was written in;
 * what the sender wrote only when that address is confirmed (README.md, "No relay").
 */

/** What the sender wrote, when it may be mailed back to the message's address. */
const wordsOf = (message: SiteMessageRecord): SentWords | undefined =>
  message.email_confirmed ? { name: message.name, subject: message.subject, message: message.message } : undefined;

/** The copy of a new message to its sender: one per message (its id). */
export const copyMail = (message: SiteMessageRecord): OutgoingMail => ({
  id: `site-message:${message.id}:copy`,
  kind: `${message.kind} copy`,
  to: message.email,
  ...siteMessageCopyMail(message.locale, { kind: message.kind, words: wordsOf(message) }),
});

/** Staff's answer to its sender: one per answer (its id). */
export const answerMail = (message: SiteMessageRecord, answer: SiteMessageAnswerRecord): OutgoingMail => ({
  id: `site-message:${message.id}:answer:${answer.id}`,
  kind: 'message answer',
  to: message.email,
  ...siteMessageAnswerMail(message.locale, {
    answer: answer.message,
    words: wordsOf(message),
    contacts: siteLink(message.locale, 'contacts'),
  }),
});
