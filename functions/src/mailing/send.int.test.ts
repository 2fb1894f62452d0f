import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNewsletter, getNewsletter, sendNewsletter } from '@migralink/shared/api/newsletters';
import type { MailingList } from '@migralink/shared/schemas/mailing';
import { MAILING } from '#http/limits';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { asRole } from '#testing/accounts';
import { callOk, type Caller } from '#testing/call';
import { deliverQueuedMail } from '#testing/mail-stream';
import { confirmedSubscribers, mailsPerAddress, runSendJob } from '#testing/mailing';

const SUBSCRIBERS = 1_000;
const FAILING = 400;
/** Writing 1,000 subscribers, queueing and delivering their mails: a few thousand requests to the stand-ins. */
const LONG = { timeout: 300_000 };

let writer: Caller;
beforeAll(async () => {
  writer = await asRole('content_manager');
  // What this file checks is who gets how many mails, not how fast: the sender's pace (SES's rate, read at each
  // mail) and the job's pages go as fast as the stand-ins take them. `sender-pace.int.test.ts` holds the sender to
  // its rate.
  const saved = { sendPerSecond: MAILING.sendPerSecond, sendRate: config.mail.sendRate };
  MAILING.sendPerSecond = Number.POSITIVE_INFINITY;
  config.mail.sendRate = Number.POSITIVE_INFINITY;
  return () => {
    MAILING.sendPerSecond = saved.sendPerSecond;
    config.mail.sendRate = saved.sendRate;
  };
});
afterEach(() => void vi.restoreAllMocks());

/** A newsletter to `list` with a subject of its own, started as staff start it. */
async function startedNewsletter(list: MailingList) {
  const subject = `Новости ${randomUUID()}`;
  const { data } = await callOk(createNewsletter, { body: { ...list, subject, body: 'Текст.' } }, writer);
  await callOk(sendNewsletter, { params: { id: data.id } }, writer);
  return { id: data.id, subject };
}

/** Every one of `emails` got exactly one mail of this subject, counted in the mail viewer. */
async function expectOneCopyEach(emails: readonly string[], subject: string) {
  const byAddress = await mailsPerAddress();
  const copies = emails.map((email) => (byAddress.get(email) ?? []).filter((mail) => mail.subject === subject).length);
  expect(copies.filter((count) => count !== 1)).toEqual([]);
}

describe(`a newsletter to ${SUBSCRIBERS} confirmed subscribers`, () => {
  it(
    `fails at the ${FAILING}th mail the job queues, and resumed from its cursor, queues each subscriber one`,
    LONG,
    async () => {
      const list: MailingList = { locale: 'uk', topic: 'companies' };
      const emails = await confirmedSubscribers(list, SUBSCRIBERS);
      const { id, subject } = await startedNewsletter(list);
      let queued = 0;
      const put = db.PutItem.bind(db);
      vi.spyOn(db, 'PutItem').mockImplementation(async (input) => {
        const mailId = String((input.Item as { id?: unknown }).id ?? '');
        if (mailId.startsWith(`newsletter:${id}:`) && ++queued === FAILING)
          throw Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
        return put(input);
      });

      await expect(runSendJob()).rejects.toThrow('Throughput exceeded');
      const stopped = (await callOk(getNewsletter, { params: { id } }, writer)).data;
      expect(stopped.state).toBe('sending');
      // The pages before the failing one are counted; the failing page is done again, its queued mails skipped by id.
      expect(stopped.counts.queued % MAILING.sendPage).toBe(0);
      expect(stopped.counts.queued).toBeLessThan(FAILING);

      vi.restoreAllMocks();
      await runSendJob();
      const done = (await callOk(getNewsletter, { params: { id } }, writer)).data;
      expect(done.state).toBe('sent');
      expect(done.counts.queued).toBeGreaterThanOrEqual(SUBSCRIBERS);
      await expectOneCopyEach(emails, subject);
      const counted = (await callOk(getNewsletter, { params: { id } }, writer)).data.counts;
      expect(counted).toMatchObject({ sent: done.counts.queued, failed: 0 });
    },
  );

  it(
    `fails at the ${FAILING}th mail SES is handed, and resumed by the sender, gives each subscriber one`,
    LONG,
    async () => {
      const list: MailingList = { locale: 'uk', topic: 'movers' };
      const emails = await confirmedSubscribers(list, SUBSCRIBERS);
      const { id, subject } = await startedNewsletter(list);
      await runSendJob();
      expect((await callOk(getNewsletter, { params: { id } }, writer)).data.state).toBe('sent');

      const mine = new Set(emails);
      let handed = 0;
      let failedOnce = false;
      const send = SESv2Client.prototype.send;
      vi.spyOn(SESv2Client.prototype, 'send').mockImplementation(function (this: SESv2Client, command: never) {
        const to = (command as { input?: { Destination?: { ToAddresses?: string[] } } }).input?.Destination
          ?.ToAddresses;
        if (to?.some((address) => mine.has(address)) && ++handed === FAILING) {
          failedOnce = true;
          return Promise.reject(
            Object.assign(new Error('Maximum sending rate exceeded'), { name: 'TooManyRequestsException' }),
          );
        }
        return (send as (command: never) => Promise<unknown>).call(this, command);
      } as never);
      await deliverQueuedMail();
      expect(failedOnce).toBe(true);
      const waiting = (await callOk(getNewsletter, { params: { id } }, writer)).data.counts;
      expect(waiting.sent).toBeLessThan(SUBSCRIBERS);

      vi.restoreAllMocks();
      // The sender tries the mails that waited again once their wait is over: here, as if two hours had passed.
      await deliverQueuedMail({ now: () => Date.now() + 2 * 60 * 60_000 });
      await expectOneCopyEach(emails, subject);
      const counted = (await callOk(getNewsletter, { params: { id } }, writer)).data.counts;
      expect(counted.sent).toBe(counted.queued);
      expect(counted.failed).toBe(0);
    },
  );
});
