import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import {
  APPEAL_LIMITS,
  type AppealList,
  type AppealSummary,
  type OpenAppealBody,
} from '@migralink/shared/schemas/appeals';
import { createAppeal, userAppealPage, type AppealRecord } from '#data/appeals';
import { getUser } from '#data/users';
import type { Principal } from '#http/auth';
import { ValidationError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { listingMessage } from '#listings/messages';
import { keepAttachment } from './attachment';
import { presentSummary } from './present';

/** The user's side of appeals (README.md, "Opening"): opening one, and the list of their own. */

/**
 * Opens an appeal: counted per account, its file checked and kept, stored with its first message in one
 * transaction. It is about the caller's company only when asked and the account has one.
 */
export async function openAppeal(body: OpenAppealBody, principal: Principal, locale: Locale): Promise<AppealSummary> {
  await countAttempts([{ rule: RATE_LIMITS.appealUser, subject: principal.userId }]);
  const user = await getUser(principal.userId);
  if (!user) throw new Error(`The signed-in account ${principal.userId} is gone`);
  const id = randomUUID();
  const attachment = await keepAttachment(body.attachment, id, principal, locale);
  const now = new Date().toISOString();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const appeal: AppealRecord = {
    id,
    user_id: user.id,
    user_name: name,
    user_email: user.email,
    subject: body.subject,
    status: 'open',
    company_id: (body.about_company && principal.companyId) || undefined,
    created_at: now,
    status_at: now,
    updated_at: now,
    messages: 1,
  };
  await createAppeal(appeal, {
    id: randomUUID(),
    appeal_id: id,
    from: 'user',
    author_id: user.id,
    author_name: name,
    message: body.message,
    attachment,
    created_at: now,
  });
  return presentSummary(appeal);
}

/** A page of the caller's appeals, newest first; a cursor not of their list is 422 on `cursor`. */
export async function myAppeals(userId: string, cursor: string | undefined, locale: Locale): Promise<AppealList> {
  const page = await userAppealPage(userId, cursor, APPEAL_LIMITS.perPage);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  const now = Date.now();
  return { items: page.items.map((appeal) => presentSummary(appeal, now)), next_cursor: page.next ?? null };
}
