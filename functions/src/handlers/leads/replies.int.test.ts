import { describe, expect, it } from 'vitest';
import { getProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead, sendProgramLead } from '@migralink/shared/api/lead-forms';
import {
  deleteCompanyLead,
  getCompanyLead,
  getUnreadCounts,
  getUserLead,
  listUserLeads,
  replyToLead,
} from '@migralink/shared/api/leads';
import { MAX_LEAD_REPLIES } from '@migralink/shared/schemas/leads';
import { RATE_LIMITS } from '#http/limits';
import { readLeadCounts, UNREAD_REPLIES, visitorOwner } from '#data/leads';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';
import { leadForm, leadReceiver, platformLeadForm, storedLead } from '#testing/leads';
import { mailsTo } from '#testing/mailbox';

const newMessages = async (caller: { token: string }) => (await callOk(getProfile, {}, caller)).data.new_messages;

/** A signed-in visitor's lead to a company, in Russian. */
async function sentLead(company: { companyId: string }) {
  const visitor = await signedInUser({ role: 'client', email_verified: true });
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

describe('reply mails and their limits', () => {
  const PHISH = 'Your account is locked: log in at https://phish.example/login';

  it("mails an address nobody confirmed only that an answer came, never the reply's or the visitor's text", async () => {
    const company = await leadReceiver();
    // Anonymous, and signed in with an address that is not the account's verified one.
    const anonymous = leadForm(company.companyId, { name: 'Bank support', message: 'Hello' });
    const unverified = await signedInUser({ role: 'client' });
    const other = leadForm(company.companyId, { email: unverified.user.email, message: 'Hello' });
    for (const [form, caller] of [
      [anonymous, { locale: 'ru' as const }],
      [other, { ...unverified, locale: 'ru' as const }],
    ] as const) {
      const { data } = await callOk(sendCompanyLead, { body: form }, caller);
      await callOk(replyToLead, { params: { id: data.uuid }, body: { message: PHISH } }, company);
      const reply = (await mailsTo(form.email)).find((mail) => mail.subject.includes('ответила'));
      expect(reply?.subject).toBe('Компания Харбор Релокейшн ответила на вашу заявку');
      expect(reply?.body.text).toContain('Прочитайте ответ на Migralink');
      for (const part of [reply?.body.text, reply?.body.html]) {
        expect(part).not.toContain('phish');
        expect(part).not.toContain('Bank');
        expect(part).not.toContain('Hello');
      }
    }
  });

  it('limits replies per lead and per inbox: past either, 429 with Retry-After, and nothing stored or mailed', async () => {
    const company = await leadReceiver();
    const saved = { lead: { ...RATE_LIMITS.leadReplyLead }, inbox: { ...RATE_LIMITS.leadReplyInbox } };
    Object.assign(RATE_LIMITS.leadReplyLead, { limit: 3 });
    Object.assign(RATE_LIMITS.leadReplyInbox, { limit: 5 });
    try {
      const { form, id } = await sentLead(company);
      const reply = () => callRoute(replyToLead, { params: { id }, body: { message: 'We will call you.' } }, company);
      const perLead = [];
      for (let n = 0; n < 5; n++) perLead.push((await reply()).status);
      expect(perLead).toEqual([201, 201, 201, 429, 429]);
      const thread = await callOk(getCompanyLead, { params: { id } }, company);
      expect(thread.data.replies).toHaveLength(3);
      expect((await mailsTo(form.email)).filter((mail) => mail.subject.includes('ответила'))).toHaveLength(3);

      // The inbox has used 3 of its 5: two more leads take one reply each, then the inbox is refused.
      const others = [await sentLead(company), await sentLead(company), await sentLead(company)];
      const perInbox = [];
      for (const other of others)
        perInbox.push(
          (await callRoute(replyToLead, { params: { id: other.id }, body: { message: 'Hi' } }, company)).status,
        );
      expect(perInbox).toEqual([201, 201, 429]);
      const refused = await callRoute(replyToLead, { params: { id: others[2]!.id }, body: { message: 'Hi' } }, company);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another company's inbox counts on its own.
      const another = await leadReceiver();
      const theirs = await sentLead(another);
      await callOk(replyToLead, { params: { id: theirs.id }, body: { message: 'Hi' } }, another);
    } finally {
      Object.assign(RATE_LIMITS.leadReplyLead, saved.lead);
      Object.assign(RATE_LIMITS.leadReplyInbox, saved.inbox);
    }
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
    // More replies to one lead than a day allows: the rule under test is the count, not the limit.
    const saved = { ...RATE_LIMITS.leadReplyLead };
    Object.assign(RATE_LIMITS.leadReplyLead, { limit: 20 });
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        callOk(replyToLead, { params: { id }, body: { message: `Reply ${index}` } }, company),
      ),
      ...Array.from({ length: 5 }, async () => {
        opened.push((await callOk(getUserLead, { params: { id } }, visitor)).data.replies.length);
      }),
    ]).finally(() => Object.assign(RATE_LIMITS.leadReplyLead, saved));
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

describe('GET /v1/account/unread', () => {
  it("answers the profile's counts as they are now: an answer raises new_messages, reading it lowers it; an opened lead lowers new_leads", async () => {
    const company = await leadReceiver();
    const { visitor, id } = await sentLead(company);
    expect((await callOk(getUnreadCounts, {}, visitor)).data).toEqual({ new_leads: 0, new_messages: 0 });
    expect((await callOk(getUnreadCounts, {}, company)).data).toEqual({ new_leads: 1, new_messages: 0 });
    await callOk(getCompanyLead, { params: { id } }, company);
    expect((await callOk(getUnreadCounts, {}, company)).data).toEqual({ new_leads: 0, new_messages: 0 });

    await callOk(replyToLead, { params: { id }, body: { message: 'We will call you tomorrow.' } }, company);
    await callOk(replyToLead, { params: { id }, body: { message: 'No documents needed yet.' } }, company);
    expect((await callOk(getUnreadCounts, {}, visitor)).data).toEqual({ new_leads: 0, new_messages: 2 });
    expect((await callOk(getProfile, {}, visitor)).data).toMatchObject({ new_leads: 0, new_messages: 2 });

    await callOk(getUserLead, { params: { id } }, visitor);
    expect((await callOk(getUnreadCounts, {}, visitor)).data).toEqual({ new_leads: 0, new_messages: 0 });
  });

  it('is only for a signed-in caller', async () => {
    expectStatus(await callRoute(getUnreadCounts, {}, {}), 401);
  });
});
