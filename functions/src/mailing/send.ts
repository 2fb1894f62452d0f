import { setTimeout } from 'node:timers/promises';
import type { Locale } from '@migralink/shared/locales';
import { listCount, membersAfter, type ListMember } from '#data/mailing';
import {
  advanceSend,
  claimSend,
  finishSend,
  releaseSend,
  sendsUnderWay,
  startSend,
  type NewsletterItem,
} from '#data/newsletters';
import { ConflictError } from '#http/errors';
import { MAILING } from '#http/limits';
import { marketingPaused } from '#data/outbox';
import type { Logger } from '#lib/logger';
import { queueMail } from '#mail/outbox';
import { mailingMessage } from './messages';
import { newsletterById } from './newsletters';
import { subscriberMail } from './newsletter-mail';

/**
 * Starts a draft's send (README "Sending a newsletter"): `sending`, with its list's count now; the send job
 * does the rest. A send under way answers as it is (pressing Send again, or after a failure, is harmless);
 * a newsletter sent already is 409.
 */
export async function startNewsletterSend(id: string, locale: Locale): Promise<NewsletterItem> {
  for (;;) {
    const item = await newsletterById(id, true);
    if (item.state === 'sending') return item;
    if (item.state === 'sent') throw new ConflictError({ message: mailingMessage('newsletterSent', locale) });
    const started = await startSend(id, await listCount(item), new Date().toISOString());
    if (started) return started;
  }
}

/** One run of the send job: who it is (its claim's owner), when it must stop, and where it logs. */
export interface SendRun {
  owner: string;
  /** Epoch ms: no page is begun after it. */
  deadline: number;
  log: Logger;
}

/**
 * Works on every send under way, oldest first, until each is done or the run's time is up, and answers how
 * many mails it queued. A send another run holds is left to it; one whose run stopped (a crash, a timeout)
 * is taken over once its claim lapses, from its cursor.
 */
export async function runNewsletterSends(run: SendRun): Promise<{ queued: number }> {
  let queued = 0;
  for (const id of await sendsUnderWay()) {
    if (Date.now() >= run.deadline) break;
    queued += await runSend(id, run);
  }
  return { queued };
}

const leaseEnd = () => Date.now() + MAILING.leaseSeconds * 1000;

/** One newsletter's send, page by page after its cursor, for as long as the run may. */
async function runSend(id: string, run: SendRun): Promise<number> {
  const claimed = await claimSend(id, run.owner, Date.now(), leaseEnd());
  if (!claimed) return 0;
  try {
    return await sendPages(claimed, run);
  } catch (error) {
    // The next run takes over from the cursor at once, not once the claim lapses.
    await releaseSend(id, run.owner);
    throw error;
  }
}

/** The pages of a claimed send after its cursor, paced (`MAILING.sendPerSecond`), until it is done or time is up. */
async function sendPages(newsletter: NewsletterItem, run: SendRun): Promise<number> {
  const { id } = newsletter;
  let cursor = newsletter.cursor;
  let queued = 0;
  while (Date.now() < run.deadline) {
    // While marketing is paused the send waits (the next run looks again): the outbox never holds more than a
    // page of it, and an address that unsubscribes meanwhile gets nothing.
    if (await marketingPaused()) break;
    const started = Date.now();
    const { members, more } = await membersAfter(newsletter, cursor, MAILING.sendPage);
    queued += await queueAll(newsletter, members);
    const to = members.at(-1)?.subscriberId;
    const step = { id, owner: run.owner, from: cursor, count: members.length, until: leaseEnd() };
    // Another run took the send over meanwhile (this one was too slow): it goes on from there.
    if (to && !(await advanceSend({ ...step, to }))) return queued;
    if (!to || !more) {
      await finishSend(id, run.owner, new Date().toISOString());
      run.log.info('newsletter queued for every subscriber', { newsletter: id });
      return queued;
    }
    cursor = to;
    await setTimeout(Math.max(0, (members.length / MAILING.sendPerSecond) * 1000 - (Date.now() - started)));
  }
  await releaseSend(id, run.owner);
  return queued;
}

/** Queues a page's mails at once; those queued before (a page done again after a failure) are skipped by id. */
async function queueAll(newsletter: NewsletterItem, members: ListMember[]): Promise<number> {
  const queued = await Promise.all(members.map(async (member) => queueMail(await subscriberMail(newsletter, member))));
  return queued.filter(Boolean).length;
}
