import { describe, expect, it } from 'vitest';
import { getProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead, sendProgramLead } from '@migralink/shared/api/lead-forms';
import {
  deleteCompanyLead,
  getCompanyLead,
  getUserLead,
  listUserLeads,
  replyToLead,
} from '@migralink/shared/api/leads';
import { MAX_LEAD_REPLIES } from '@migralink/shared/schemas/leads';
import { readLeadCounts, UNREAD_REPLIES, visitorOwner } from '#data/leads';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';
import { leadForm, leadReceiver, platformLeadForm, storedLead } from '#testing/leads';
import { mailsTo } from '#testing/mailbox';

const newMessages = async (caller: { token: string }) => (await callOk(getProfile, {}, caller)).data.new_messages;

/** A signed-in visitor's lead to a company, in Russian. */
async function sentLead(company: { companyId: string }) {
  const visitor = await signedInUser({ role: 'client' });
  const form = leadForm(company.companyId, { email: visitor.user.email });
  const sent = await callOk(sendCompanyLead, { body: form }, { ...visitor, locale: 'ru' });
  return { visitor, form, id: sent.data.uuid };
}

describe('POST /v1/account/company/lead/{id}/replies', () => {
  it('adds the reply to the thread, mails it to the visitor in their language and counts it in their new_messages', async () => {
    const company = await leadReceiver();
    const { visitor, form, id } = await sentLead(company);
    const answered = await callRoute(
      replyToLead,
      { params: { id }, body: { message: '  Мы свяжемся с вами завтра.  ' } },
      company,
    );
    expectStatus(answered, 201);
    expect(answered.body.data.replies).toEqual([
      { uuid: expect.any(String), message: 'Мы свяжемся с вами завтра.', created_at: expect.any(String) },
    ]);
    expect(answered.body.data.unread_replies).toBe(1);
    expect(await newMessages(visitor)).toBe(1);

    const reply = (await mailsTo(form.email)).find((mail) => mail.subject.includes('ответила'));
    expect(reply?.subject).toBe('Компания Харбор Релокейшн ответила на вашу заявку');
    expect(reply?.body.text).toContain('Мы свяжемся с вами завтра.');
    expect(reply?.body.text).toContain('/ru/account/leads/');

    await callOk(replyToLead, { params: { id }, body: { message: 'Документы во вложении нужны не будут.' } }, company);
    const thread = await callOk(getCompanyLead, { params: { id } }, company);
    expect(thread.data.replies.map((entry) => entry.message)).toEqual([
      'Мы свяжемся с вами завтра.',
      'Документы во вложении нужны не будут.',
    ]);
    expect(await newMessages(visitor)).toBe(2);
  });

  it("refuses an empty reply and a full thread per field in the caller's language, writing nothing", async () => {
    const company = await leadReceiver();
    const lead = await storedLead(company.companyId, {
      replies: Array.from({ length: MAX_LEAD_REPLIES }, (_, index) => ({
        id: `reply-${index}`,
        message: `Reply ${index}`,
        created_at: new Date().toISOString(),
      })),
    });
    expectInvalid(
      await callRoute(replyToLead, { params: { id: lead.id }, body: { message: '   ' } }, company),
      'message',
    );
    const full = await callRoute(
      replyToLead,
      { params: { id: lead.id }, body: { message: 'One more' } },
      {
        ...company,
        locale: 'uk',
      },
    );
    expectInvalid(full, 'message');
    expect(JSON.stringify(full.body)).toContain('максимум відповідей');
    expect((await callOk(getCompanyLead, { params: { id: lead.id } }, company)).data.replies).toHaveLength(
      MAX_LEAD_REPLIES,
    );
  });

  it("cannot answer another company's lead, one taken out of the inbox, or any lead as a client", async () => {
    const [a, b] = await Promise.all([leadReceiver(), leadReceiver()]);
    const { id } = await sentLead(b);
    expectStatus(await callRoute(replyToLead, { params: { id }, body: { message: 'Hi' } }, a), 404);
    expectStatus(
      await callRoute(replyToLead, { params: { id }, body: { message: 'Hi' } }, await asRole('client')),
      403,
    );
    await callOk(deleteCompanyLead, { params: { id } }, b);
    expectStatus(await callRoute(replyToLead, { params: { id }, body: { message: 'Hi' } }, b), 404);
  });

  it("lets customer support answer the platform's leads, the mail signed by the team", async () => {
    const form = platformLeadForm();
    const sent = await callOk(sendProgramLead, { body: form }, { locale: 'uk' });
    await callOk(
      replyToLead,
      { params: { id: sent.data.uuid }, body: { message: 'Вебінар у четвер.' } },
      await asRole('customer_support'),
    );
    const reply = (await mailsTo(form.email!)).find((mail) => mail.subject.includes('відповів'));
    expect(reply?.subject).toBe('Migralink відповів на вашу заявку');
    expect(reply?.body.text).not.toContain('/account/leads/');
  });
});

describe('GET /v1/account/user/lead/{id}', () => {
  it('shows the visitor their lead and thread, marks the replies read, and is not found for anyone else', async () => {
    const company = await leadReceiver();
    const { visitor, id } = await sentLead(company);
    await callOk(replyToLead, { params: { id }, body: { message: 'First answer' } }, company);
    expect((await callOk(listUserLeads, {}, visitor)).data[0]).toMatchObject({ uuid: id, unread_replies: 1 });

    const opened = await callOk(getUserLead, { params: { id } }, visitor);
    expect(opened.data.replies.map((reply) => reply.message)).toEqual(['First answer']);
    expect(opened.data.unread_replies).toBe(0);
    expect(await newMessages(visitor)).toBe(0);

    expectStatus(await callRoute(getUserLead, { params: { id } }, await asRole('client')), 404);
    expectStatus(await callRoute(getUserLead, { params: { id } }, company), 404);
  });

  it('still shows a lead its company took out of the inbox', async () => {
    const company = await leadReceiver();
    const { visitor, id } = await sentLead(company);
    await callOk(replyToLead, { params: { id }, body: { message: 'Answered before it was taken out' } }, company);
    await callOk(deleteCompanyLead, { params: { id } }, company);
    const opened = await callOk(getUserLead, { params: { id } }, visitor);
    expect(opened.data.replies).toHaveLength(1);
  });
});

describe('new_messages under concurrent replies and reads', () => {
  it('is exact after 20 replies sent at once while the visitor opens the lead, and zero once it is opened after', async () => {
    const company = await leadReceiver();
    const { visitor, id } = await sentLead(company);
    const opened: number[] = [];
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        callOk(replyToLead, { params: { id }, body: { message: `Reply ${index}` } }, company),
      ),
      ...Array.from({ length: 5 }, async () => {
        opened.push((await callOk(getUserLead, { params: { id } }, visitor)).data.replies.length);
      }),
    ]);
    const lead = await callOk(getCompanyLead, { params: { id } }, company);
    expect(lead.data.replies).toHaveLength(20);
    // What the counter says is what the lead says is unread: the replies after the visitor's last opening.
    expect(await newMessages(visitor)).toBe(lead.data.unread_replies);
    expect((await readLeadCounts(visitorOwner(visitor.user.id), true))[UNREAD_REPLIES]).toBe(lead.data.unread_replies);
    expect(20 - lead.data.unread_replies).toBe(Math.max(0, ...opened));
    await callOk(getUserLead, { params: { id } }, visitor);
    expect(await newMessages(visitor)).toBe(0);
  });
});
