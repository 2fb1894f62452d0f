import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '#lib/config';
import { queueMail, type OutgoingMail } from './outbox';
import { sendQueuedMails } from './sender';

/**
 * A rate low enough to tell from the sender's own speed, and few enough mails to be quick: 7 mails at 3 a second
 * take 2 s; without the pace the sender hands them to SES side by side (8 at once), in a fraction of that.
 */
const RATE = 3;
const MAILS = 7;

afterEach(() => void vi.restoreAllMocks());

describe("the sender's pace", () => {
  it(`starts at most MAIL_SEND_RATE mails a second, evenly spaced (${RATE} a second: ${MAILS} mails over 2 s)`, async () => {
    const saved = config.mail.sendRate;
    config.mail.sendRate = RATE;
    try {
      const token = `paced-${randomUUID()}`;
      const mails: OutgoingMail[] = Array.from({ length: MAILS }, (_, index) => ({
        id: `test:${randomUUID()}`,
        kind: 'test',
        to: `${token}-${index}@example.com`,
        subject: 'Paced',
        text: 'Paced',
        html: '<p>Paced</p>',
      }));
      // When SES is handed each of these mails (the spy only looks; the stand-in gets every mail).
      const handed: number[] = [];
      const send = SESv2Client.prototype.send;
      vi.spyOn(SESv2Client.prototype, 'send').mockImplementation(function (this: SESv2Client, command: never) {
        const to = (command as { input?: { Destination?: { ToAddresses?: string[] } } }).input?.Destination
          ?.ToAddresses;
        if (to?.some((address) => address.startsWith(token))) handed.push(Date.now());
        return (send as (command: never) => Promise<unknown>).call(this, command);
      } as never);
      for (const mail of mails) await queueMail(mail);

      const begun = Date.now();
      const outcomes = await sendQueuedMails(mails.map(({ id, to }) => ({ id, to })));

      // Another test file's sender may take some of them (it keeps its own pace); this one sent the rest. Each start
      // is at its slot or later, so the n-th of this sender's starts is at least n − 1 gaps after it began: a sender
      // that did not keep the pace would hand them all to SES within a few milliseconds.
      const sent = [...outcomes.values()].filter((outcome) => outcome === 'sent').length;
      expect(handed).toHaveLength(sent);
      expect(sent).toBeGreaterThan(1);
      const last = Math.max(...handed);
      expect(last - begun).toBeGreaterThanOrEqual(((sent - 1) * 1000) / RATE - 2);
    } finally {
      config.mail.sendRate = saved;
    }
  });
});
