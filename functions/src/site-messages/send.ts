import { randomUUID } from 'node:crypto';
import type {
  ContactMessageBody,
  ImprovementBody,
  SentSiteMessage,
  SiteMessageKind,
} from '@migralink/shared/schemas/site-messages';
import { readCompanyName } from '#data/moderation-queue';
import { createSiteMessage, type SiteMessageRecord } from '#data/site-messages';
import { getUser, isConfirmedAddressOf } from '#data/users';
import { checkFormToken } from '#forms/token';
import type { Principal } from '#http/auth';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import type { RequestContext } from '#http/request-context';
import { mailboxKey } from '#http/windows';
import { mailPut } from '#mail/outbox';
import { copyMail } from './mails';
import { presentSent } from './present';

/** What a public form (the contacts page, feedback) sent, with what the request says of its sender. */
export interface PublicMessage {
  kind: Exclude<SiteMessageKind, 'improvement'>;
  body: Omit<ContactMessageBody, 'subject'> & { subject?: string | undefined; page?: string | undefined };
  /** The signed-in sender, if any: an address that is their confirmed one gets their words back. */
  userId?: string | undefined;
  /** The browser's fingerprint (`browserFingerprint`), if it sent one. */
  fingerprint?: string | undefined;
}

/**
 * Takes a public form's message (README.md, "Sending"): counts it against its rate limits, refuses a form
 * sent faster than a person fills one (its token, measured by the server), drops a robot's (the hidden field
 * filled) as if stored, else stores it with its copy to the sender in one transaction.
 */
export async function sendPublicMessage(sent: PublicMessage, context: RequestContext): Promise<SentSiteMessage> {
  const { body, kind, fingerprint } = sent;
  await countAttempts([
    { rule: RATE_LIMITS.siteMessageIp, subject: context.ip },
    { rule: RATE_LIMITS.siteMessageMailbox, subject: mailboxKey(body.email) },
    ...(fingerprint ? [{ rule: RATE_LIMITS.siteMessageFingerprint, subject: fingerprint }] : []),
  ]);
  await checkFormToken(body.form_token, kind, context.locale);
  const message = newMessage(kind, context, {
    name: body.name,
    email: body.email.toLowerCase(),
    subject: body.subject || undefined,
    message: body.message,
    page: body.page || undefined,
    user_id: sent.userId,
  });
  // A robot's passed every check a person's does and is answered the same; nothing is stored or mailed.
  if (body.website) {
    context.log.info('message dropped: honeypot filled', { kind });
    return presentSent(message);
  }
  return store({ ...message, email_confirmed: (await isConfirmedAddressOf(sent.userId, body.email)) || undefined });
}

/**
 * Takes a company account's suggestion for the service editor: counted per account and address, its form
 * token checked, stored with its company's name (so the inbox shows it with no read of its own) and its copy
 * to the account's address (confirmed when the account confirmed it).
 */
export async function suggestImprovement(
  body: ImprovementBody,
  principal: Principal,
  context: RequestContext,
): Promise<SentSiteMessage> {
  await countAttempts([
    { rule: RATE_LIMITS.improvementUser, subject: principal.userId },
    { rule: RATE_LIMITS.siteMessageIp, subject: context.ip },
  ]);
  await checkFormToken(body.form_token, 'improvement', context.locale);
  const [user, companyName] = await Promise.all([
    getUser(principal.userId),
    principal.companyId ? readCompanyName(principal.companyId) : undefined,
  ]);
  if (!user) throw new Error(`The signed-in account ${principal.userId} is gone`);
  return store({
    ...newMessage('improvement', context, {
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      email: user.email,
      subject: body.subject,
      message: body.message,
      page: body.page || undefined,
      user_id: user.id,
      company_id: principal.companyId ?? undefined,
      company_name: companyName,
    }),
    // The account's language: its mails are in it.
    locale: user.locale,
    email_confirmed: user.email_verified || undefined,
  });
}

type Written = Pick<
  SiteMessageRecord,
  'name' | 'email' | 'subject' | 'message' | 'page' | 'user_id' | 'company_id' | 'company_name'
>;

function newMessage(kind: SiteMessageKind, context: RequestContext, written: Written): SiteMessageRecord {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    kind,
    status: 'new',
    ...written,
    locale: context.locale,
    created_at: now,
    status_at: now,
    updated_at: now,
    answers: 0,
  };
}

/** The message and its copy's outbox entry, in one transaction: never one without the other. */
async function store(message: SiteMessageRecord): Promise<SentSiteMessage> {
  await createSiteMessage(message, [mailPut(copyMail(message))]);
  return presentSent(message);
}
