import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead, sendPassportLead, sendProgramLead, sendSeminarLead } from '@migralink/shared/api/lead-forms';
import { getCompanyLead, listCompanyLeads, listUserLeads } from '@migralink/shared/api/leads';
import { getFormToken } from '@migralink/shared/api/forms';
import { FORM_TIMING, LEAD_TIMING, RATE_LIMITS } from '#http/limits';
import { readLeadCounts } from '#data/leads';
import { asRole, signedInUser, uniqueEmail } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, randomIp } from '#testing/call';
import { testFormToken } from '#testing/forms';
import { leadForm, leadReceiver, platformLeadForm, type LeadReceiver } from '#testing/leads';
import { mailsTo } from '#testing/mailbox';

const inboxOf = async (caller: { token: string }) => (await callOk(listCompanyLeads, {}, caller)).data;

describe('POST /v1/lead', () => {
  it("stores the lead in the company's inbox, mails its owner in their language and the visitor a copy in theirs", async () => {
    const company = await leadReceiver({ locale: 'uk' });
    const form = leadForm(company.companyId, { service_id: company.serviceId });
    const answer = await callRoute(sendCompanyLead, { body: form }, { locale: 'ru' });
    expectStatus(answer, 201);
    const lead = answer.body.data;
    expect(lead).toEqual({
      uuid: expect.any(String),
      kind: 'company',
      status: 'new',
      company_uuid: company.companyId,
      service_uuid: company.serviceId,
      company_name: 'Харбор Релокейшн',
      service_name: 'Виза D7 для пассивного дохода',
      topic: null,
      name: 'Olena Kovalenko',
      email: form.email,
      phone: form.phone.replaceAll(' ', ''),
      message: form.message,
      country: 'UA',
      locale: 'ru',
      attribution: form.attribution,
      read: false,
      replies: [],
      unread_replies: 0,
      created_at: expect.any(String),
      updated_at: lead.created_at,
    });
    // The names in the reader's language (the test's default, English).
    expect(await inboxOf(company)).toEqual([
      { ...lead, company_name: 'Harbour Relocation', service_name: expect.not.stringMatching(/[а-я]/) },
    ]);

    const [owners] = await mailsTo(company.user.email);
    expect(owners?.subject).toBe('Нова заявка від Olena Kovalenko');
    expect(owners?.body.text).toContain(`/uk/admin/leads/?id=${lead.uuid}`);
    expect(owners?.body.text).toContain('Гарбор Релокейшн');
    expect(owners?.body.text).toContain('Країна: Україна');
    const [copy] = await mailsTo(form.email);
    expect(copy?.subject).toBe('Ваша заявка компании Харбор Релокейшн');
    expect(copy?.body.text).toContain(`/ru/company/?id=${company.companyId}`);
  });

  it("links a signed-in visitor's lead to the account: it shows in their own list with its status", async () => {
    const company = await leadReceiver();
    const visitor = await signedInUser();
    const sent = await callOk(sendCompanyLead, { body: leadForm(company.companyId) }, visitor);
    const anonymous = await callOk(sendCompanyLead, { body: leadForm(company.companyId) });
    const mine = await callOk(listUserLeads, {}, visitor);
    expect(mine).toEqual({
      data: [sent.data],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    });
    expect((await inboxOf(company)).map((lead) => lead.uuid)).toEqual([anonymous.data.uuid, sent.data.uuid]);
  });

  it('does not mail an owner whose notifications are off (the visitor still gets the copy)', async () => {
    const company = await leadReceiver({ email_notifications: false });
    const form = leadForm(company.companyId);
    await callOk(sendCompanyLead, { body: form });
    expect(await mailsTo(company.user.email)).toEqual([]);
    expect(await mailsTo(form.email)).toHaveLength(1);
  });

  it('refuses a company or service that is not public, in the caller language, writing nothing', async () => {
    const company = await leadReceiver();
    const unknown = await callRoute(sendCompanyLead, { body: leadForm(randomUUID()) }, { locale: 'uk' });
    expectInvalid(unknown, 'company_id');
    expect(unknown.body).toMatchObject({ errors: { company_id: ['Такого значення немає у списку.'] } });
    const hidden = leadForm(company.companyId, { service_id: company.hiddenServiceId });
    expectInvalid(await callRoute(sendCompanyLead, { body: hidden }), 'service_id');
    expect(await inboxOf(company)).toEqual([]);
    expect(await readLeadCounts(company.companyId, true)).toEqual({});
    expect(await mailsTo(hidden.email)).toEqual([]);
  });

  it.each([
    ['neither e-mail nor phone', { email: undefined, phone: undefined }, 'email', 'Вкажіть e-mail або номер телефону'],
    ['no consent', { consent: false }, 'consent', 'дайте згоду на обробку'],
    ['a phone not in international form', { phone: '12' }, 'phone', 'міжнародному форматі'],
    ['a country that is no ISO code', { country: 'Ukraine' }, 'country', ''],
    ['an overlong message', { message: 'x'.repeat(2001) }, 'message', ''],
  ])('refuses %s with 422 on the field, in Ukrainian', async (_, change, field, words) => {
    const company = await leadReceiver();
    const form = { ...leadForm(company.companyId), ...change };
    const answer = await callRoute(sendCompanyLead, { body: form as never }, { locale: 'uk' });
    expectInvalid(answer, field);
    expect(JSON.stringify(answer.body)).toContain(words);
    expect(await inboxOf(company)).toEqual([]);
  });

  it('answers a robot that fills the hidden field as if accepted, and stores and mails nothing', async () => {
    const company = await leadReceiver();
    const form = leadForm(company.companyId, { website: 'https://cheap-pills.example' });
    const answer = await callRoute(sendCompanyLead, { body: form });
    expectStatus(answer, 201);
    expect(answer.body.data).toMatchObject({ status: 'new', name: form.name, company_name: 'Harbour Relocation' });
    // The same key sent again answers the same lead, as a stored one's does.
    expect((await callOk(sendCompanyLead, { body: form })).data.uuid).toBe(answer.body.data.uuid);
    expect(await inboxOf(company)).toEqual([]);
    expect(await mailsTo(form.email)).toEqual([]);
    expect(await mailsTo(company.user.email)).toEqual([]);
  });

  it.each([
    ['a lead a person could send', () => ({})],
    ['a service that is not public', (company: LeadReceiver) => ({ service_id: company.hiddenServiceId })],
    ['a company that is not public', () => ({ company_id: randomUUID() })],
    ['a form sent too quickly', () => ({ form_token: testFormToken('lead', 100) })],
    ['a forged form token', () => ({ form_token: 'lead.1.forged' })],
    ['no consent', () => ({ consent: false })],
  ])('answers a trapped lead exactly as an untrapped one, for %s', async (_, change) => {
    const company = await leadReceiver();
    const send = (website?: string) =>
      callRoute(
        sendCompanyLead,
        { body: { ...leadForm(company.companyId), ...change(company), website } },
        { locale: 'uk' },
      );
    const [real, trapped] = [await send(), await send('https://cheap-pills.example')];
    const shown = (answer: Awaited<ReturnType<typeof send>>) => {
      const body = structuredClone(answer.body) as { data?: Record<string, unknown> };
      if (body.data) for (const key of ['uuid', 'email', 'phone', 'created_at', 'updated_at']) delete body.data[key];
      return { status: answer.status, body };
    };
    expect(shown(trapped)).toEqual(shown(real));
    expect((await inboxOf(company)).length).toBe(real.status === 201 ? 1 : 0);
  });

  it(`measures the fill time on the server: a form sent within ${LEAD_TIMING.minFillMs} ms of its token is refused, and says to send it again`, async () => {
    const company = await leadReceiver();
    // A token the API issued just now, sent at once: whatever the client says of its own clock.
    const issued = await callOk(getFormToken, { query: { kind: 'lead' } });
    expect(issued.data).toMatchObject({ ready_in_ms: LEAD_TIMING.minFillMs, expires_in_ms: expect.any(Number) });
    const fast = leadForm(company.companyId, { form_token: issued.data.token, filled_ms: 60_000 } as never);
    const answer = await callRoute(sendCompanyLead, { body: fast }, { locale: 'ru' });
    expectInvalid(answer, 'form_token');
    expect(answer.body).toMatchObject({
      errors: { form_token: ['Форма отправлена слишком быстро. Проверьте её и отправьте ещё раз.'] },
    });
    expect(await inboxOf(company)).toEqual([]);
    // The same form, its token as old as a person needs: accepted.
    await callOk(sendCompanyLead, { body: { ...fast, form_token: testFormToken('lead', LEAD_TIMING.minFillMs) } });
    expect(await inboxOf(company)).toHaveLength(1);
  });

  it.each([
    ['no form token', undefined, ''],
    ['a forged form token', `lead.${Date.now().toString(36)}.${'A'.repeat(43)}`, 'Не вдалося перевірити форму'],
    ['a token re-dated by the client', 'redate', 'Не вдалося перевірити форму'],
    ['a token from the future', testFormToken('lead', -60_000), 'Не вдалося перевірити форму'],
    ['an expired form token', testFormToken('lead', FORM_TIMING.lead.maxAgeMs + 1_000), 'термін її дії минув'],
  ])('refuses a lead with %s with 422 at form_token, in the caller language', async (_, token, words) => {
    const company = await leadReceiver();
    const redated = () => {
      const [kind, , mac] = testFormToken('lead', 60_000).split('.');
      return `${kind}.${(Date.now() - 3_600_000).toString(36)}.${mac}`;
    };
    const form = leadForm(company.companyId, { form_token: token === 'redate' ? redated() : token });
    const answer = await callRoute(sendCompanyLead, { body: form as never }, { locale: 'uk' });
    expectInvalid(answer, 'form_token');
    expect(JSON.stringify(answer.body)).toContain(words);
    expect(await inboxOf(company)).toEqual([]);
  });

  it('answers the same lead again, writing and mailing nothing, for the same key sent again; 409 for another lead', async () => {
    const company = await leadReceiver();
    const form = leadForm(company.companyId);
    const first = await callOk(sendCompanyLead, { body: form });
    const again = await Promise.all([1, 2, 3].map(() => callRoute(sendCompanyLead, { body: form })));
    for (const answer of again) {
      expectStatus(answer, 201);
      expect(answer.body).toEqual(first);
    }
    expect(await inboxOf(company)).toEqual([first.data]);
    expect(await mailsTo(form.email)).toHaveLength(1);
    expect(await mailsTo(company.user.email)).toHaveLength(1);
    expect((await readLeadCounts(company.companyId, true)).unread).toBe(1);

    const other = await callRoute(sendCompanyLead, { body: { ...form, message: 'Something else' } }, { locale: 'uk' });
    expectStatus(other, 409);
    expect(other.body).toMatchObject({ error_code: 'conflict' });
    expect(await inboxOf(company)).toHaveLength(1);
  });

  it('makes a new lead of a key sent again after it expired', async () => {
    const company = await leadReceiver();
    const form = leadForm(company.companyId);
    const saved = LEAD_TIMING.idempotencySeconds;
    LEAD_TIMING.idempotencySeconds = 0;
    try {
      const first = await callOk(sendCompanyLead, { body: form });
      const second = await callOk(sendCompanyLead, { body: form });
      expect(second.data.uuid).not.toBe(first.data.uuid);
      expect(await inboxOf(company)).toHaveLength(2);
    } finally {
      LEAD_TIMING.idempotencySeconds = saved;
    }
  });

  it('counts leads per address, per e-mail address and per browser fingerprint: past the limit, 429', async () => {
    const company = await leadReceiver();
    const saved = { ...RATE_LIMITS.leadContact };
    Object.assign(RATE_LIMITS.leadContact, { limit: 2 });
    Object.assign(RATE_LIMITS.leadIp, { limit: 2 });
    Object.assign(RATE_LIMITS.leadFingerprint, { limit: 2 });
    try {
      const email = leadForm('').email;
      const byEmail = () =>
        callRoute(sendCompanyLead, { body: leadForm(company.companyId, { email, phone: undefined }) });
      const ip = randomIp();
      const byIp = () => callRoute(sendCompanyLead, { body: leadForm(company.companyId), ip });
      const browser = randomUUID();
      const byBrowser = () =>
        callRoute(sendCompanyLead, { body: leadForm(company.companyId), headers: { 'x-fingerprint': browser } });
      for (const send of [byEmail, byIp, byBrowser]) {
        expectStatus(await send(), 201);
        expectStatus(await send(), 201);
        const refused = await send();
        expectStatus(refused, 429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await inboxOf(company)).toHaveLength(6);
    } finally {
      Object.assign(RATE_LIMITS.leadContact, saved);
      Object.assign(RATE_LIMITS.leadIp, { limit: 30 });
      Object.assign(RATE_LIMITS.leadFingerprint, { limit: 20 });
    }
  });
});

describe('mail to the address a lead gives (nobody confirmed it)', () => {
  const PHISH = 'Your account is locked: log in at https://phish.example/login';

  it("sends a stranger's name and message nowhere but the inbox: the receipt is fixed text, the company and its page", async () => {
    const company = await leadReceiver();
    const victim = uniqueEmail('victim');
    const form = leadForm(company.companyId, { email: victim, name: `Bank ${PHISH}`, message: PHISH });
    await callOk(sendCompanyLead, { body: form }, { locale: 'uk' });
    const [receipt] = await mailsTo(victim);
    expect(receipt?.subject).toBe('Ваша заявка компанії Гарбор Релокейшн');
    expect(receipt?.body.text).toContain(`/uk/company/?id=${company.companyId}`);
    for (const part of [receipt?.subject, receipt?.body.text, receipt?.body.html]) {
      expect(part).not.toContain('phish');
      expect(part).not.toContain('Bank');
    }
    // The company still reads all of it (its owner's address is its account's).
    const [owners] = await mailsTo(company.user.email);
    expect(owners?.body.text).toContain(PHISH);
  });

  it('tells an owner whose address is not confirmed only that a lead came: what it says is in the inbox', async () => {
    const company = await leadReceiver({ email_verified: false, locale: 'ru' });
    await callOk(sendCompanyLead, { body: leadForm(company.companyId, { name: `Bank ${PHISH}`, message: PHISH }) });
    const [owners] = await mailsTo(company.user.email);
    expect(owners?.subject).toBe('Новая заявка компании Харбор Релокейшн');
    expect(owners?.body.text).toContain('/ru/admin/leads/?id=');
    expect(JSON.stringify(owners?.body)).not.toContain('phish');
    expect(owners?.subject).not.toContain('Bank');
  });

  it("says nothing the sender wrote to the platform forms' addresses either", async () => {
    const victim = uniqueEmail('victim');
    await callOk(sendProgramLead, { body: platformLeadForm({ email: victim, name: PHISH, message: PHISH }) });
    const [receipt] = await mailsTo(victim);
    expect(receipt?.subject).toBe('We have received your request');
    expect(JSON.stringify(receipt?.body)).not.toContain('phish');
  });

  it('counts one mailbox however its address is spelled: case, +tags, Gmail dots and googlemail', async () => {
    const company = await leadReceiver();
    const saved = { ...RATE_LIMITS.leadContact };
    Object.assign(RATE_LIMITS.leadContact, { limit: 3 });
    try {
      const user = `victim${randomUUID().slice(0, 8)}`;
      const spellings = [
        `${user}+1@gmail.com`,
        `${user.toUpperCase()}+2@GMail.com`,
        `${user.slice(0, 3)}.${user.slice(3)}@googlemail.com`,
        `${user}+4@gmail.com`,
      ];
      const answers = [];
      for (const email of spellings)
        answers.push(
          await callRoute(sendCompanyLead, { body: leadForm(company.companyId, { email, phone: undefined }) }),
        );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
      expect(await mailsTo(spellings[3]!)).toEqual([]);
    } finally {
      Object.assign(RATE_LIMITS.leadContact, saved);
    }
  });
});

describe.each([
  ['program', sendProgramLead],
  ['seminar', sendSeminarLead],
  ['passport', sendPassportLead],
] as const)('POST /v1/%s/lead', (kind, route) => {
  it("lands in the platform's inbox for staff, in no company's, and mails the visitor a copy", async () => {
    const form = platformLeadForm();
    const answer = await callRoute(route, { body: form }, { locale: 'uk' });
    expectStatus(answer, 201);
    expect(answer.body.data).toMatchObject({ kind, company_uuid: null, topic: form.topic, locale: 'uk' });
    const support = await asRole('customer_support');
    const lead = await callOk(getCompanyLead, { params: { id: answer.body.data.uuid } }, support);
    expect(lead.data).toMatchObject({ uuid: answer.body.data.uuid, read: true });
    const company = await leadReceiver();
    expectStatus(await callRoute(getCompanyLead, { params: { id: answer.body.data.uuid } }, company), 404);
    const [copy] = await mailsTo(form.email);
    expect(copy?.subject).toBe('Вашу заявку на Migralink отримано');
    expect(copy?.body.text).not.toContain(form.topic);
  });
});

describe("the profile's new_leads", () => {
  it("counts the company's unread leads for its owner, and the platform's for staff", async () => {
    const company = await leadReceiver();
    await callOk(sendCompanyLead, { body: leadForm(company.companyId) });
    await callOk(sendCompanyLead, { body: leadForm(company.companyId) });
    expect((await callOk(getProfile, {}, company)).data.new_leads).toBe(2);
    // The platform's inbox is shared by every test file that runs meanwhile: at least the lead sent here.
    await callOk(sendProgramLead, { body: platformLeadForm() });
    const support = await asRole('customer_support');
    expect((await callOk(getProfile, {}, support)).data.new_leads).toBeGreaterThanOrEqual(1);
    expect((await callOk(getProfile, {}, await asRole('client'))).data.new_leads).toBe(0);
  });
});
