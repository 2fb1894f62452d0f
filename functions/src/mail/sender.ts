import { randomUUID } from 'node:crypto';
import {
  claimMail,
  dueRetries,
  mailBlock,
  markDead,
  markSent,
  markNotSent,
  waitForRetry,
  type OutboxItem,
} from '#data/outbox';
import { config } from '#lib/config';
import { createLogger, type Logger } from '#lib/logger';
import { MailRefused, sendMail, type MailMessage } from '#lib/mail';
import { pacer } from './pace';

/**
 * The sender (`README.md` beside this file): takes queued mails from the outbox one claim at a time and hands them to
 * SES at the account's pace; a failure waits and is tried again, a mail that cannot go is dead-lettered.
 */

/** How long a claim holds: longer than the sender function may run, so a claim outlives only a sender that stopped. */
export const LEASE_MS = 120_000;
/** Tries before a mail is given up (the waits between them add up to about six hours). */
export const MAX_ATTEMPTS = 12;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** How soon a marketing mail held back by the pause is looked at again. */
const PAUSE_RECHECK_MS = 15 * 60_000;
/** Mails on their way to SES at once (each still starts in its own slot of the pace). */
const IN_FLIGHT = 8;

/** What became of one mail: sent, waiting to be tried again, dead, not sent to a suppressed address or to one that
 *  left the mail's list meanwhile, held back by the marketing pause, or taken by another sender (or done before). */
export type Outcome = 'sent' | 'retry' | 'dead' | 'suppressed' | 'unsubscribed' | 'paused' | 'taken';

export interface SenderOptions {
  /** The clock (epoch ms); tests move it to make a wait due. */
  now?: () => number;
  log?: Logger;
}

/** SES's rate, read at each mail's start (`MAIL_SEND_RATE` as configured; a test that sends thousands raises it). */
const pace = pacer(() => config.mail.sendRate);
const defaultLog = createLogger({ function: 'mail-sender' });

/** The wait after the n-th failed try: 30 s doubling to at most an hour, each ±20 % so failed mails spread out. */
export const retryWait = (attempts: number): number =>
  Math.min(FIRST_WAIT_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS) * (0.8 + Math.random() * 0.4);

/** A failure that no later try can mend: the message itself is refused. */
const isPermanent = (error: unknown): boolean =>
  error instanceof MailRefused ||
  ['MessageRejected', 'BadRequestException'].includes((error as { name?: string } | undefined)?.name ?? '');

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : String(error).slice(0, 500);

/** The message of a stored mail. */
const messageOf = (mail: OutboxItem): MailMessage => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text ?? '',
  html: mail.html ?? '',
  ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
  ...(mail.attachments?.length
    ? {
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.content_type,
          content: Buffer.from(file.content, 'base64'),
        })),
      }
    : {}),
});

/** SES is failing: the mails after the failed one wait with it instead of meeting the same failure. */
interface Outage {
  until: number;
  reason: string;
}

/** A queued mail as the stream record or the retry index names it: its id, and its recipient when known. */
export interface QueuedMail {
  id: string;
  to?: string;
}

/**
 * Sends the queued mails named, at most `MAIL_SEND_RATE` a second; the mails to one recipient one after the other, in
 * the order given (an activation link before the warning of a second sign-up), the others side by side. After a
 * failure that may pass (SES throttling or down), the rest of them wait for the same retry instead of being tried now.
 */
export async function sendQueuedMails(
  mails: readonly (QueuedMail | string)[],
  options: SenderOptions = {},
): Promise<Map<string, Outcome>> {
  const now = options.now ?? Date.now;
  const log = options.log ?? defaultLog;
  const outcomes = new Map<string, Outcome>();
  let outage: Outage | undefined;
  const groups = byRecipient(mails);
  let next = 0;
  const work = async () => {
    for (let group = groups[next++]; group !== undefined; group = groups[next++]) {
      for (const id of group) {
        const outcome = outage
          ? await deferred(id, outage)
          : await sendOne(id, now, log, (failure) => (outage ??= failure));
        outcomes.set(id, outcome);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, groups.length) }, work));
  return outcomes;
}

/** The ids grouped by recipient (lower-cased), each group in the order given; a mail of unknown recipient alone. */
function byRecipient(mails: readonly (QueuedMail | string)[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const mail of mails) {
    const { id, to } = typeof mail === 'string' ? { id: mail, to: undefined } : mail;
    const key = to ? `to:${to.toLowerCase()}` : `id:${id}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()];
}

/** A mail not tried because SES is failing: it waits for the retry of the failed one (unless another took it). */
async function deferred(id: string, outage: Outage): Promise<Outcome> {
  try {
    await waitForRetry(id, outage.until, outage.reason);
    return 'retry';
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return 'taken';
    throw error;
  }
}

async function sendOne(id: string, now: () => number, log: Logger, onOutage: (outage: Outage) => void) {
  const claim = randomUUID();
  const mail = await claimMail(id, claim, now(), LEASE_MS);
  if (!mail) return 'taken';
  const block = await mailBlock(mail);
  // `docs/product.md`, "Mailing lists": an unsubscribe takes effect at once, also on a mail queued before it.
  if (mail.stream === 'marketing' && block.unsubscribed) {
    await markNotSent(mail, claim, 'unsubscribed', now());
    return 'unsubscribed';
  }
  if (mail.stream === 'marketing' && block.marketingPaused) {
    await waitForRetry(id, now() + PAUSE_RECHECK_MS, 'marketing paused', claim, true);
    return 'paused';
  }
  // `docs/product.md`, "Mail": marketing never reaches a suppressed address; nothing reaches one that bounced for good.
  if (block.suppressed && (mail.stream === 'marketing' || block.suppressed.reason === 'bounce')) {
    await markNotSent(mail, claim, 'suppressed', now());
    log.info('mail suppressed', { mail: mail.id, kind: mail.kind, reason: block.suppressed.reason });
    return 'suppressed';
  }
  await pace.slot();
  let messageId: string;
  try {
    const unsubscribe = mail.unsubscribe?.oneClickUrl;
    ({ messageId } = await sendMail(messageOf(mail), unsubscribe ? { oneClickUnsubscribe: unsubscribe } : {}));
  } catch (error) {
    return failed(mail, claim, error, now, log, onOutage);
  }
  await markSent(mail, claim, messageId, now());
  return 'sent';
}

async function failed(
  mail: OutboxItem,
  claim: string,
  error: unknown,
  now: () => number,
  log: Logger,
  onOutage: (outage: Outage) => void,
): Promise<Outcome> {
  const reason = describe(error);
  if (isPermanent(error) || mail.attempts >= MAX_ATTEMPTS) {
    await markDead(mail, claim, reason, now());
    // The dead-letter alarm counts these lines (infra/src/stacks/mail-stack.ts).
    log.error('mail dead', { mail: mail.id, kind: mail.kind, attempts: mail.attempts, error });
    return 'dead';
  }
  const until = now() + retryWait(mail.attempts);
  onOutage({ until, reason });
  await waitForRetry(mail.id, until, reason, claim);
  log.warn('mail not sent, tried again later', { mail: mail.id, kind: mail.kind, attempts: mail.attempts, reason });
  return 'retry';
}

/** How many mails the sweep takes a round. */
const SWEEP_PAGE = 100;

/**
 * The retry sweep (every minute in AWS): sends every mail whose wait is over, and every claim a stopped sender left
 * behind, round after round while there are due ones and `budgetMs` lasts.
 */
export async function sendDueRetries(
  options: SenderOptions & { budgetMs?: number } = {},
): Promise<Record<Outcome, number>> {
  const now = options.now ?? Date.now;
  const stopAt = Date.now() + (options.budgetMs ?? 45_000);
  const counts: Record<Outcome, number> = {
    sent: 0,
    retry: 0,
    dead: 0,
    suppressed: 0,
    unsubscribed: 0,
    paused: 0,
    taken: 0,
  };
  while (Date.now() < stopAt) {
    const due = await dueRetries(now(), SWEEP_PAGE);
    const outcomes = [...(await sendQueuedMails(due, options)).values()];
    for (const outcome of outcomes) counts[outcome]++;
    // Done, or only mails others hold (the index may lag behind their claims): the next sweep sees to them.
    if (outcomes.every((outcome) => outcome === 'taken')) break;
  }
  return counts;
}
