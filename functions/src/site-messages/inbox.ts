import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import {
  SITE_MESSAGE_LIMITS,
  type SiteMessage,
  type SiteMessageKind,
  type SiteMessageList,
  type SiteMessageStatus,
} from '@migralink/shared/schemas/site-messages';
import {
  addSiteMessageAnswer,
  readSiteMessage,
  setSiteMessageStatus,
  siteMessagePage,
  type SiteMessageThread,
} from '#data/site-messages';
import { getUser } from '#data/users';
import type { Principal } from '#http/auth';
import { NotFoundError, ValidationError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { listingMessage } from '#listings/messages';
import { mailPut } from '#mail/outbox';
import { answerMail } from './mails';
import { presentMessage, presentSummary } from './present';
import * as siteMessagesRules from '@migralink/shared/schemas/rules/site-messages';

/** The staff inbox (README.md, "The inbox"): its lists, one message, an answer by mail, a status. */

/** A page of one status (new by default) and optionally one kind; a cursor not of that list is 422 on `cursor`. */
export async function inboxPage(
  query: { status?: SiteMessageStatus | undefined; kind?: SiteMessageKind | undefined; cursor?: string | undefined },
  locale: Locale,
): Promise<SiteMessageList> {
  const page = await siteMessagePage(query.status ?? 'new', query.kind, query.cursor, SITE_MESSAGE_LIMITS.perPage);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  return { items: page.items.map(presentSummary), next_cursor: page.next ?? null };
}

/** A message with its answers as stored now; 404 for an id no message has. */
async function storedThread(messageId: string): Promise<SiteMessageThread> {
  const thread = await readSiteMessage(messageId, true);
  if (!thread) throw new NotFoundError();
  return thread;
}

/** A message opened by staff, its company's name in the caller's language. */
export const openMessage = async (messageId: string, locale: Locale): Promise<SiteMessage> =>
  presentMessage(await storedThread(messageId), locale);

/**
 * Answers a message: the answer joins its thread and the message becomes `answered`, in one transaction with
 * the answer's mail to the sender's address. Counted per message (what its sender can be mailed); a thread
 * that holds as many answers as it may is 422 on `message`, in the caller's language.
 */
export async function answerMessage(
  messageId: string,
  text: string,
  principal: Principal,
  locale: Locale,
): Promise<SiteMessage> {
  const { message } = await storedThread(messageId);
  const counted = await countAttempts([{ rule: RATE_LIMITS.siteMessageAnswers, subject: messageId }]);
  const author = await getUser(principal.userId);
  const answer = {
    id: randomUUID(),
    message_id: messageId,
    message: text,
    author_id: principal.userId,
    author_name: author ? `${author.first_name} ${author.last_name}`.trim() || author.email : '',
    created_at: new Date().toISOString(),
  };
  const added = await addSiteMessageAnswer(message, answer, {
    max: SITE_MESSAGE_LIMITS.answers,
    alongside: [mailPut(answerMail(message, answer))],
  });
  if (!added) {
    await counted.forgive();
    throw new ValidationError({ message: [ruleMessage(siteMessagesRules.messageThreadFull, locale)] });
  }
  return presentMessage(await storedThread(messageId), locale);
}

/** Sets a message's status by hand (closed, or open again); the same status again changes nothing. */
export async function changeStatus(messageId: string, status: SiteMessageStatus, locale: Locale): Promise<SiteMessage> {
  const { message } = await storedThread(messageId);
  if (message.status !== status && !(await setSiteMessageStatus(message, status))) throw new NotFoundError();
  return presentMessage(await storedThread(messageId), locale);
}
