import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMail } from '#data/outbox';
import { transact } from '#data/transact';
import { config } from '#lib/config';
import { headerOf, lastMailTo, mailsTo } from '#testing/mailbox';
import { deliverQueuedMail } from '#testing/mail-stream';
import { mailPut, queueMail, type OutgoingMail } from './outbox';
import { sendQueuedMails } from './sender';

/** A mail to a fresh address, with an id of its own. */
const aMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  id: `test:${randomUUID()}`,
  kind: 'test',
  to: `outbox-${randomUUID()}@example.com`,
  subject: 'Hello',
  text: 'Hello there',
  html: '<p>Hello there</p>',
  ...overrides,
});

describe('the outbox', () => {
  it('delivers a queued mail through the stream and the sender, once', async () => {
    const mail = aMail();
    expect(await queueMail(mail)).toBe(true);

    const [stored, ...more] = await mailsTo(mail.to);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ subject: 'Hello', body: { text: 'Hello there', html: '<p>Hello there</p>' } });
    expect(await readMail(mail.id)).toMatchObject({ status: 'sent', attempts: 1, ses_message_id: stored!.messageId });
    // Its bodies are dropped once sent: the record keeps the id (one mail per cause) and what happened.
    expect(await readMail(mail.id)).not.toHaveProperty('html');
  });

  it('queues a cause once: the same id again queues nothing and mails nothing', async () => {
    const mail = aMail();
    expect(await queueMail(mail)).toBe(true);
    expect(await queueMail({ ...mail, subject: 'Again' })).toBe(false);
    await mailsTo(mail.to);
    expect(await queueMail(mail)).toBe(false);

    expect((await mailsTo(mail.to)).map((stored) => stored.subject)).toEqual(['Hello']);
  });

  it('writes the mail with the change it is about, or neither', async () => {
    const mail = aMail();
    const change = { pk: `TEST#${randomUUID()}`, sk: 'CHANGE' };
    const put = { Put: { TableName: config.tableName, Item: change, ConditionExpression: 'attribute_not_exists(pk)' } };
    await transact([put, mailPut(mail)]);
    // The same change again is refused whole: its mail is not queued a second time.
    await expect(transact([put, mailPut({ ...mail, subject: 'Twice' })])).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
    const other = aMail();
    await expect(transact([put, mailPut(other)])).rejects.toThrow();

    expect((await mailsTo(mail.to)).map((stored) => stored.subject)).toEqual(['Hello']);
    expect(await mailsTo(other.to)).toEqual([]);
    expect(await readMail(other.id)).toBeUndefined();
  });

  it('sends a mail once when several senders take the same mails at once', async () => {
    const mails = Array.from({ length: 12 }, () => aMail());
    // Queued without the stream reader of this process seeing them yet: the four senders race for each.
    for (const mail of mails) await queueMail(mail);
    const ids = mails.map((mail) => mail.id);

    const runs = await Promise.all(Array.from({ length: 4 }, () => sendQueuedMails(ids)));

    const sent = runs.flatMap((outcomes) => [...outcomes.values()]).filter((outcome) => outcome === 'sent');
    expect(sent).toHaveLength(mails.length);
    for (const mail of mails) expect(await mailsTo(mail.to)).toHaveLength(1);
  });

  it('sends a marketing mail with its one-click unsubscribe headers', async () => {
    const oneClickUrl = `${config.siteUrl}/v1/unsubscribe?token=abc`;
    const mail = aMail({
      stream: 'marketing',
      unsubscribe: { pageUrl: `${config.siteUrl}/en/unsubscribe/?token=abc`, oneClickUrl },
    });
    await queueMail(mail);

    const stored = await lastMailTo(mail.to);
    expect(headerOf(stored, 'List-Unsubscribe')).toBe(`<${oneClickUrl}>`);
    expect(headerOf(stored, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('refuses a marketing mail without unsubscribe links, and an id that is not one', async () => {
    await expect(queueMail(aMail({ stream: 'marketing' }))).rejects.toThrow(/unsubscribe/);
    expect(() => mailPut(aMail({ id: 'lead:1\nBcc' }))).toThrow(/mail id/);
  });

  it('carries a file through the outbox unchanged', async () => {
    const content = Buffer.from([37, 80, 68, 70, 0, 1, 254, 255]);
    const mail = aMail({ attachments: [{ filename: 'c.pdf', contentType: 'application/pdf', content }] });
    await queueMail(mail);

    const stored = (await lastMailTo(mail.to)) as { attachments?: { filename: string; content: string }[] };
    expect(stored.attachments?.map((file) => [file.filename, Buffer.from(file.content, 'base64')])).toEqual([
      ['c.pdf', content],
    ]);
  });

  it('delivers what was queued before a call even when nothing new is on the stream', async () => {
    await deliverQueuedMail();
    const mail = aMail();
    await queueMail(mail);
    await deliverQueuedMail();
    expect(await readMail(mail.id)).toMatchObject({ status: 'sent' });
  });
});
