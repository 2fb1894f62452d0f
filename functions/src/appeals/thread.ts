import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import {
  APPEAL_LIMITS,
  type AppealMessageBody,
  type AppealStatus,
  type AppealSummary,
} from '@migralink/shared/schemas/appeals';
import { addAppealMessage, getAppeal, type AppealMessageRecord, type AppealRecord } from '#data/appeals';
import { AGAIN, decideAgain } from '#data/transact';
import { getUser } from '#data/users';
import type { Principal } from '#http/auth';
import { NotFoundError, ValidationError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { mailPut, type OutgoingMail } from '#mail/outbox';
import { keepAttachment } from './attachment';
import { answerMail, replyMail } from './mails';
import { THREAD_FULL } from './messages';
import { presentSummary } from './present';

/** Writing in an appeal's thread (README.md, "The thread"): the user's replies and support's answers. */

/** What a message does to its appeal: the status after it, who answered, and the mails it causes. */
interface Effect {
  status: AppealStatus;
  answeredBy?: string;
  mails: OutgoingMail[];
}

/**
 * Adds a message to the thread with its effect, deciding again when the appeal changed meanwhile. Counted per
 * appeal; a full thread is 422 on `message` in the caller's language. Answers the appeal as it is after.
 */
async function addMessage(
  appealId: string,
  message: AppealMessageRecord,
  effectOf: (appeal: AppealRecord) => Promise<Effect>,
  locale: Locale,
): Promise<AppealSummary> {
  const counted = await countAttempts([{ rule: RATE_LIMITS.appealMessages, subject: appealId }]);
  const added = await decideAgain(async () => {
    const appeal = await getAppeal(appealId);
    if (!appeal) throw new NotFoundError();
    const { status, answeredBy, mails } = await effectOf(appeal);
    const result = await addAppealMessage(appeal, message, {
      status,
      answeredBy,
      max: APPEAL_LIMITS.messages,
      alongside: mails.map(mailPut),
    });
    return result === 'changed' ? AGAIN : result;
  });
  if (added === 'full') {
    await counted.forgive();
    throw new ValidationError({ message: [THREAD_FULL[locale]] });
  }
  const appeal = await getAppeal(appealId);
  if (!appeal) throw new NotFoundError();
  return presentSummary(appeal);
}

const newMessage = (
  appealId: string,
  from: AppealMessageRecord['from'],
  author: { id: string; name: string },
  body: AppealMessageBody,
  attachment: AppealMessageRecord['attachment'],
): AppealMessageRecord => ({
  id: randomUUID(),
  appeal_id: appealId,
  from,
  author_id: author.id,
  author_name: author.name,
  message: body.message,
  attachment,
  created_at: new Date().toISOString(),
});

/**
 * The user's reply in their own appeal: it waits for support again (`open`; a closed one is reopened), and the
 * support member who answered last is mailed (`replyMail`).
 */
export async function replyToAppeal(
  appealId: string,
  body: AppealMessageBody,
  principal: Principal,
  locale: Locale,
): Promise<AppealSummary> {
  const owned = await getAppeal(appealId);
  if (!owned || owned.user_id !== principal.userId) throw new NotFoundError();
  const attachment = await keepAttachment(body.attachment, appealId, principal, locale);
  const reply = newMessage(appealId, 'user', { id: principal.userId, name: owned.user_name }, body, attachment);
  return addMessage(
    appealId,
    reply,
    async (appeal) => ({
      status: 'open',
      mails: replyMail(appeal, reply, appeal.answered_by ? await getUser(appeal.answered_by) : undefined),
    }),
    locale,
  );
}

/** Support's answer: the appeal is `answered`, and its user is mailed at their account's address (`answerMail`). */
export async function answerAppeal(
  appealId: string,
  body: AppealMessageBody,
  principal: Principal,
  locale: Locale,
): Promise<AppealSummary> {
  if (!(await getAppeal(appealId))) throw new NotFoundError();
  const [staff, attachment] = await Promise.all([
    getUser(principal.userId),
    keepAttachment(body.attachment, appealId, principal, locale),
  ]);
  const name = staff ? `${staff.first_name} ${staff.last_name}`.trim() || staff.email : '';
  const answer = newMessage(appealId, 'support', { id: principal.userId, name }, body, attachment);
  return addMessage(
    appealId,
    answer,
    async (appeal) => {
      const user = await getUser(appeal.user_id);
      return {
        status: 'answered',
        answeredBy: principal.userId,
        mails: user ? [answerMail(appeal, answer, user)] : [],
      };
    },
    locale,
  );
}
