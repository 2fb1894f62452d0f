import { describe, expect, it } from 'vitest';
import { getApplication } from '#data/certificates';
import { keys } from '#data/keys';
import { expiryReminderDay } from '#certificates/numbering';
import { sendExpiryReminders } from '#certificates/reminders';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { logger } from '#lib/logger';
import { asRole } from '#testing/accounts';
import { approvedApplication, certificateOwner } from '#testing/certificates';
import { mailsTo } from '#testing/mailbox';
import { handler } from './expiry-reminders';

const reminders = async (address: string) =>
  (await mailsTo(address)).filter((mail) => mail.subject.includes('ends on') || mail.subject.includes('чинний до'));

describe('the daily certificate expiry reminders', () => {
  it('mails the owner 30 days before the end, once, however often it runs', async () => {
    const owner = await certificateOwner('premium', 'uk');
    const { id, certificate } = await approvedApplication(owner, await asRole('admin'));
    const due = new Date(`${expiryReminderDay(certificate.valid_until)}T08:00:00.000Z`);

    await sendExpiryReminders(logger, new Date(due.getTime() - 24 * 3600 * 1000));
    expect(await reminders(owner.user.email)).toHaveLength(0);
    const runs = await Promise.all([sendExpiryReminders(logger, due), sendExpiryReminders(logger, due)]);
    expect(runs.reduce((total, mailed) => total + mailed, 0)).toBeGreaterThanOrEqual(1);
    await sendExpiryReminders(logger, new Date(due.getTime() + 24 * 3600 * 1000));

    const mails = await reminders(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(certificate.number);
    expect((await getApplication(id))?.reminded_at).toEqual(expect.any(String));
  });

  it('catches up a day it did not run, and mails nothing for a certificate renewed meanwhile', async () => {
    const staff = await asRole('admin');
    const late = await certificateOwner();
    const first = await approvedApplication(late, staff);
    const dueLate = Date.parse(`${expiryReminderDay(first.certificate.valid_until)}T08:00:00.000Z`);
    await sendExpiryReminders(logger, new Date(dueLate + 3 * 24 * 3600 * 1000));
    expect(await reminders(late.user.email)).toHaveLength(1);

    const renewed = await certificateOwner();
    const old = await approvedApplication(renewed, staff);
    await db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.company.profile(renewed.companyId) },
      UpdateExpression: 'SET certificate.#number = :other',
      ExpressionAttributeNames: { '#number': 'number' },
      ExpressionAttributeValues: { ':other': 'ML-2099-000001' },
    });
    const dueRenewed = Date.parse(`${expiryReminderDay(old.certificate.valid_until)}T08:00:00.000Z`);
    await sendExpiryReminders(logger, new Date(dueRenewed));
    expect(await reminders(renewed.user.email)).toHaveLength(0);
    expect((await getApplication(old.id))?.reminded_at).toEqual(expect.any(String));
  });

  it('runs as a scheduled function', async () => {
    expect(await handler()).toEqual({ mailed: expect.any(Number) });
  });
});
