import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { setMarketingPause, suppressAddress } from '#data/mail-feedback';
import { readMail, replayDeadMails } from '#data/outbox';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { handler as feedbackHandler } from '../handlers/mail/feedback';
import { signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { leadForm, leadReceiver } from '#testing/leads';
import { mailsTo, sesFailsFor, storedMails } from '#testing/mailbox';
import { deliverQueuedMail } from '#testing/mail-stream';
import { queueMail, type OutgoingMail } from './outbox';

/**
 * The mail path end to end against DynamoDB Local and the SES stand-in: what "never lost, never twice" means when SES
 * fails, when senders race, when a fan-out breaks off and resumes; suppression and pausing; SES's bounces and
 * complaints as SNS delivers them.
 */

/** A clock an hour ahead: every retry's wait is over by then. */
const later = () => Date.now() + 60 * 60_000;

const counterItem = () => ({ pk: `TEST#${randomUUID()}`, sk: 'COUNTS' });
const countsOf = async (key: { pk: string; sk: string }) =>
  (await db.GetItem({ TableName: config.tableName, Key: { ...key }, ConsistentRead: true })).Item ?? {};

const marketing = (to: string, counter?: { pk: string; sk: string }): OutgoingMail => ({
  id: `test:${randomUUID()}`,
  kind: 'newsletter',
  stream: 'marketing',
  to,
  subject: 'News',
  text: 'News',
  html: '<p>News</p>',
  unsubscribe: {
    pageUrl: `${config.siteUrl}/en/unsubscribe/?t=x`,
    oneClickUrl: `${config.siteUrl}/v1/unsubscribe?t=x`,
  },
  ...(counter ? { counter } : {}),
});

const transactional = (to: string): OutgoingMail => ({
  id: `test:${randomUUID()}`,
  kind: 'test',
  to,
  subject: 'About your account',
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('a lead sent while SES fails', () => {
  it('is stored and answered at once, and its mails go out once SES recovers', async () => {
    const token = `sesdown-${randomUUID()}`;
    const company = await leadReceiver({ email: `${token}-owner@example.com` });
    const form = { ...leadForm(company.companyId), email: `${token}-visitor@example.com` };
    const ses = await sesFailsFor(token);

    const answer = await callRoute(sendCompanyLead, { body: form });
    expectStatus(answer, 201);
    await deliverQueuedMail();
    expect(await mailsTo(company.user.email)).toEqual([]);
    const waiting = await readMail(`lead:${answer.body.data.uuid}:owner`);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.any(String) });

    await ses.recover();
    await deliverQueuedMail({ now: later });
    expect((await mailsTo(company.user.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Olena')]);
    expect(await mailsTo(form.email)).toHaveLength(1);
  });

  it('mails once when the same lead is sent again (a retried request)', async () => {
    const company = await leadReceiver();
    const form = leadForm(company.companyId);
    const first = await callRoute(sendCompanyLead, { body: form });
    const again = await callRoute(sendCompanyLead, { body: form });
    expect(again.body).toEqual(first.body);

    expect(await mailsTo(company.user.email)).toHaveLength(1);
    expect(await mailsTo(form.email)).toHaveLength(1);
  });
});

describe('a mail SES refuses', () => {
  it('is dead-lettered at once, counted as failed, and sent when replayed after the cause is mended', async () => {
    const token = `refused-${randomUUID()}`;
    const counter = counterItem();
    const mail = { ...transactional(`${token}@example.com`), counter };
    const ses = await sesFailsFor(token, { error: 'rejected' });
    await queueMail(mail);
    await deliverQueuedMail();
    expect(await readMail(mail.id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: expect.stringContaining('MessageRejected'),
    });
    expect(await countsOf(counter)).toMatchObject({ failed: 1 });

    await ses.recover();
    // Other tests' dead mails may be replayed with it: each is sent once all the same.
    expect(await replayDeadMails(1000)).toContain(mail.id);
    expect(await mailsTo(mail.to)).toHaveLength(1);
    expect(await readMail(mail.id)).toMatchObject({ status: 'sent' });
  });
});

describe('a fan-out of 1,000 mails that breaks off and resumes', () => {
  it('gives each address exactly one copy, counted in the mail viewer and on the counter', async () => {
    const run = `fanout-${randomUUID()}`;
    const counter = counterItem();
    const addresses = Array.from({ length: 1000 }, (_, index) => `${run}-${index}@example.com`);
    // SES fails from the 400th mail on: the sender stops there, the rest wait.
    const ses = await sesFailsFor(run, { from: 400 });
    for (let start = 0; start < addresses.length; start += 25) {
      await Promise.all(addresses.slice(start, start + 25).map((to) => queueMail(marketing(to, counter))));
    }

    await deliverQueuedMail();
    const delivered = async () => (await storedMails()).filter((mail) => mail.destination.to[0]!.startsWith(run));
    expect(await delivered()).toHaveLength(399);

    await ses.recover();
    await deliverQueuedMail({ now: later });
    const all = await delivered();
    expect(all).toHaveLength(1000);
    expect(new Set(all.map((mail) => mail.destination.to[0]))).toEqual(new Set(addresses));
    expect(await countsOf(counter)).toMatchObject({ sent: 1000 });
    expect(await countsOf(counter)).not.toHaveProperty('failed');
  }, 240_000);
});

describe('suppression and pausing', () => {
  it('sends no marketing mail to an address that complained, but its transactional mail', async () => {
    const to = `complained-${randomUUID()}@example.com`;
    const counter = counterItem();
    await suppressAddress(to, 'complaint', new Date().toISOString());
    const newsletter = marketing(to, counter);
    await queueMail(newsletter);
    await queueMail(transactional(to));

    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['About your account']);
    expect(await readMail(newsletter.id)).toMatchObject({ status: 'suppressed' });
    expect(await countsOf(counter)).toMatchObject({ suppressed: 1 });
  });

  it('sends nothing at all to an address that bounced for good', async () => {
    const to = `bounced-${randomUUID()}@example.com`;
    await suppressAddress(to, 'bounce', new Date().toISOString());
    const mail = transactional(to);
    await queueMail(mail);
    await queueMail(marketing(to));

    expect(await mailsTo(to)).toEqual([]);
    expect(await readMail(mail.id)).toMatchObject({ status: 'suppressed' });
  });

  it('holds marketing mail while an alarm pauses it, never transactional mail, and sends it once lifted', async () => {
    const to = `paused-${randomUUID()}@example.com`;
    const newsletter = marketing(to);
    await setMarketingPause('complaint_rate', true, new Date().toISOString());
    try {
      await queueMail(newsletter);
      await queueMail(transactional(to));
      expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['About your account']);
      expect(await readMail(newsletter.id)).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await setMarketingPause('complaint_rate', false, new Date().toISOString());
    }
    await deliverQueuedMail({ now: later });
    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['About your account', 'News']);
  });
});

/** An SES event as the configuration set publishes it to SNS, as SNS hands it to Lambda. */
const snsEvent = (event: object) => ({
  Records: [
    {
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      Sns: {
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: 'arn:aws:sns:eu-central-1:000000000000:dev-migralink-mail-feedback',
        Subject: null,
        Message: JSON.stringify(event),
        Timestamp: new Date().toISOString(),
      },
    },
  ],
});

/** A sent mail's SES message id. */
async function sentMail(mail: OutgoingMail): Promise<string> {
  await queueMail(mail);
  await deliverQueuedMail();
  const { ses_message_id } = (await readMail(mail.id))!;
  return ses_message_id!;
}

const sesMail = (messageId: string, to: string) => ({
  timestamp: new Date().toISOString(),
  source: config.mailFrom,
  messageId,
  destination: [to],
});

describe("SES's bounces and complaints", () => {
  it('suppresses an address that bounced for good, counts the bounce once, and the profile says why', async () => {
    const { user, token } = await signedInUser();
    const counter = counterItem();
    const messageId = await sentMail({ ...transactional(user.email), counter });
    const bounce = {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: user.email, action: 'failed', status: '5.1.1' }],
        timestamp: '2026-11-27T10:00:00.000Z',
        feedbackId: randomUUID(),
      },
      mail: sesMail(messageId, user.email),
    };

    await feedbackHandler(snsEvent(bounce));
    await feedbackHandler(snsEvent(bounce));

    expect(await countsOf(counter)).toMatchObject({ sent: 1, bounced: 1 });
    const { data } = await callOk(getProfile, {}, { token });
    expect(data.mail_stopped).toEqual({ reason: 'bounce', since: '2026-11-27T10:00:00.000Z' });
    await queueMail(transactional(user.email));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('suppresses a complaining address for marketing only, and counts the complaint', async () => {
    const to = `complaint-${randomUUID()}@example.com`;
    const counter = counterItem();
    const messageId = await sentMail(marketing(to, counter));
    await feedbackHandler(
      snsEvent({
        eventType: 'Complaint',
        complaint: {
          complainedRecipients: [{ emailAddress: to }],
          timestamp: new Date().toISOString(),
          feedbackId: randomUUID(),
          complaintFeedbackType: 'abuse',
        },
        mail: sesMail(messageId, to),
      }),
    );

    expect(await countsOf(counter)).toMatchObject({ sent: 1, complained: 1 });
    await queueMail(marketing(to));
    await queueMail(transactional(to));
    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['News', 'About your account']);
  });

  it('leaves a soft bounce alone, and drops what is not an SES event', async () => {
    const to = `soft-${randomUUID()}@example.com`;
    const messageId = await sentMail(transactional(to));
    await feedbackHandler(
      snsEvent({
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: to }], timestamp: '' },
        mail: sesMail(messageId, to),
      }),
    );
    await feedbackHandler({ Records: [{ Sns: { Message: 'not json' } }] });

    await queueMail(transactional(to));
    expect(await mailsTo(to)).toHaveLength(2);
  });
});
