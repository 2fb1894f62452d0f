import { outboxPut, putOutboxMail, type OutgoingMail } from '#data/outbox';
import type { TransactWriteItem } from '#lib/db';

export type { MailStream, OutgoingMail } from '#data/outbox';

/**
 * How every mail leaves (`README.md` beside this file): the change that causes a mail writes it into the outbox, in
 * the same transaction; the sender (`sender.ts`) delivers it from there. A route never sends and never waits for SES.
 */

/** The outbox's Put, to add to the transaction that makes the change the mail is about (conditional on a new id). */
export const mailPut = (mail: OutgoingMail): TransactWriteItem => outboxPut(mail);

/**
 * Queues a mail on its own (when the change is a single write already done, or there is none). A second call with
 * the same id queues nothing and resolves false.
 */
export const queueMail = (mail: OutgoingMail): Promise<boolean> => putOutboxMail(mail);
