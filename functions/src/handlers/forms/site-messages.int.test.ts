import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getFormToken } from '@migralink/shared/api/forms';
import {
  getSiteMessage,
  sendContactMessage,
  sendFeedback,
  suggestConstructorImprovement,
} from '@migralink/shared/api/site-messages';
import { ruleMessage, type Rule } from '@migralink/shared/schemas/rules';
import { companyContentFixture } from '#data/fixtures';
import { readSiteMessage } from '#data/site-messages';
import { RATE_LIMITS } from '#http/limits';
import { asRole, companyOwner, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, randomIp, type Caller } from '#testing/call';
import { testFormToken } from '#testing/forms';
import { mailsTo } from '#testing/mailbox';
import { contactForm, feedbackForm, improvementForm } from '#testing/site-messages';
import * as formsRules from '@migralink/shared/schemas/rules/forms';

let staff: Caller;
beforeAll(async () => {
  staff = await asRole('customer_support');
});

const stored = async (id: string) => (await callOk(getSiteMessage, { params: { id } }, staff)).data;

/** Every word of a mail a person reads: its subject, text and HTML. */
const wordsOf = (mail: { subject: string; body: { text?: string; html?: string } } | undefined) =>
  [mail?.subject, mail?.body.text, mail?.body.html].join('\n');

describe('POST /v1/contact', () => {
  it('stores the message for the staff inbox and mails the visitor a copy in their language that repeats nothing they wrote', async () => {
    const form = contactForm({ name: 'Мирослава', subject: 'Переезд с котом', message: 'Помогите с котом' });
    const answer = await callRoute(sendContactMessage, { body: form }, { locale: 'ru' });
    expectStatus(answer, 201);
    expect(answer.body.data).toEqual({
      id: expect.any(String),
      kind: 'contact',
      status: 'new',
      created_at: expect.any(String),
    });
    expect(await stored(answer.body.data.id)).toEqual({
      id: answer.body.data.id,
      kind: 'contact',
      status: 'new',
      name: 'Мирослава',
      email: form.email,
      subject: 'Переезд с котом',
      excerpt: 'Помогите с котом',
      message: 'Помогите с котом',
      page: null,
      locale: 'ru',
      email_confirmed: false,
      user_id: null,
      company_id: null,
      company_name: null,
      created_at: answer.body.data.created_at,
      status_at: answer.body.data.created_at,
      answers: [],
    });
    const [copy, ...more] = await mailsTo(form.email);
    expect(more).toEqual([]);
    expect(copy?.subject).toBe('Мы получили ваше сообщение');
    for (const written of ['Мирослава', 'Переезд', 'котом']) expect(wordsOf(copy)).not.toContain(written);
  });

  it("repeats what was written in the copy to a signed-in sender's own confirmed address", async () => {
    const sender = await signedInUser({ email_verified: true });
    const form = contactForm({ email: sender.user.email.toUpperCase(), name: 'Ada' });
    const { data } = await callOk(sendContactMessage, { body: form }, { ...sender, locale: 'uk' });
    expect(await stored(data.id)).toMatchObject({ email_confirmed: true, user_id: sender.user.id, locale: 'uk' });
    const copy = (await mailsTo(sender.user.email))[0];
    expect(copy?.subject).toBe('Ми отримали ваше повідомлення');
    expect(copy?.body.text).toContain('Вітаємо, Ada!');
    expect(copy?.body.text).toContain(form.message);
  });

  it('gives no words back to a signed-in sender who wrote another address, or whose address is not confirmed', async () => {
    const unconfirmed = await signedInUser({ email_verified: false });
    const confirmed = await signedInUser({ email_verified: true });
    const forms = [contactForm({ email: unconfirmed.user.email }), contactForm()];
    await callOk(sendContactMessage, { body: forms[0]! }, unconfirmed);
    await callOk(sendContactMessage, { body: forms[1]! }, confirmed);
    for (const form of forms) {
      const copies = await mailsTo(form.email);
      expect(copies).toHaveLength(1);
      expect(wordsOf(copies[0])).not.toContain(form.message);
    }
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Заполните это поле.'],
    ['an address that is none', { email: 'nobody-at-example.com' }, 'email', ''],
    ['no consent', { consent: false }, 'consent', ruleMessage(formsRules.consent, 'ru')],
    ['an overlong message', { message: 'x'.repeat(5001) }, 'message', '5000'],
    ['a subject of two lines', { subject: 'one\ntwo' }, 'subject', ''],
  ])('refuses %s with 422 at the field, in Russian, storing and mailing nothing', async (_, change, field, words) => {
    const form = { ...contactForm(), ...change };
    const answer = await callRoute(sendContactMessage, { body: form }, { locale: 'ru' });
    expectInvalid(answer, field);
    expect(JSON.stringify(answer.body)).toMatch(/[а-яё]/i);
    expect(JSON.stringify(answer.body)).toContain(words);
    expect(await mailsTo(form.email)).toEqual([]);
  });

  it.each<[string, () => string, Rule]>([
    ['sent sooner than a person fills it', () => testFormToken('contact', 200), formsRules.tooFast],
    ['with the token of another form', () => testFormToken('lead', 12_000), formsRules.formToken],
    ['with a forged token', () => 'contact.1.forged', formsRules.formToken],
    ['open longer than a token lives', () => testFormToken('contact', 13 * 60 * 60 * 1000), formsRules.formExpired],
  ])('refuses a form %s with 422 on form_token, saying why in Russian', async (_, token, rule) => {
    // Signed when the test runs: a token's age counts from then.
    const form = contactForm({ form_token: token() });
    const answer = await callRoute(sendContactMessage, { body: form }, { locale: 'ru' });
    expectInvalid(answer, 'form_token');
    expect(answer.body).toMatchObject({ errors: { form_token: [ruleMessage(rule, 'ru')] } });
    expect(await mailsTo(form.email)).toEqual([]);
  });

  it('refuses a token the API has just issued: the form waits its ready_in_ms', async () => {
    const { data } = await callOk(getFormToken, { query: { kind: 'contact' } });
    expect(data.ready_in_ms).toBe(2000);
    const early = await callRoute(sendContactMessage, { body: contactForm({ form_token: data.token }) });
    expectInvalid(early, 'form_token');
  });

  it('answers a robot that fills the hidden field as if stored, and stores and mails nothing', async () => {
    const form = contactForm({ website: 'https://cheap-pills.example' });
    const answer = await callRoute(sendContactMessage, { body: form });
    expectStatus(answer, 201);
    expect(answer.body.data).toMatchObject({ kind: 'contact', status: 'new' });
    expect(await readSiteMessage(answer.body.data.id, true)).toBeUndefined();
    expect(await mailsTo(form.email)).toEqual([]);
  });
});

describe('the public forms’ rate limits', () => {
  const limits = { ...RATE_LIMITS.siteMessageMailbox };
  afterEach(() => Object.assign(RATE_LIMITS.siteMessageMailbox, limits));

  it('count the mailbox written in either form, however it is spelled: past the limit 429 with Retry-After', async () => {
    Object.assign(RATE_LIMITS.siteMessageMailbox, { limit: 2 });
    const email = contactForm().email;
    const [mailbox, domain] = email.split('@');
    await callOk(sendContactMessage, { body: contactForm({ email }) });
    await callOk(sendFeedback, { body: feedbackForm({ email: `${mailbox!.toUpperCase()}+tag@${domain}` }) });
    const refused = await callRoute(sendContactMessage, { body: contactForm({ email }), ip: randomIp() });
    expectStatus(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('POST /v1/feedback', () => {
  it('stores the feedback with the page it was sent from and mails a copy without the words', async () => {
    const form = feedbackForm();
    const { data } = await callOk(sendFeedback, { body: form }, { locale: 'uk' });
    expect(await stored(data.id)).toMatchObject({ kind: 'feedback', page: '/uk/visa-free-map/', subject: null });
    const [copy] = await mailsTo(form.email);
    expect(copy?.subject).toBe('Дякуємо за відгук про сайт');
    expect(wordsOf(copy)).not.toContain('tap on a phone');
    expect(wordsOf(copy)).not.toContain(form.name);
  });

  it('refuses a feedback form with a wrong token kind or missing fields, at each field', async () => {
    const answer = await callRoute(
      sendFeedback,
      { body: { ...feedbackForm({ form_token: testFormToken('contact', 12_000) }), message: '' } },
      { locale: 'ru' },
    );
    expectInvalid(answer, 'message');
    const token = await callRoute(sendFeedback, {
      body: feedbackForm({ form_token: testFormToken('contact', 12_000) }),
    });
    expectInvalid(token, 'form_token');
  });
});

describe('POST /v1/account/constructor-improvements', () => {
  it("stores a company's suggestion with its account and company, and copies it to the account's confirmed address", async () => {
    const owner = await companyOwner();
    const account = await signedInUser({ role: 'company', company_id: owner.companyId, email_verified: true });
    const form = improvementForm();
    const answer = await callRoute(suggestConstructorImprovement, { body: form }, { ...account, locale: 'ru' });
    expectStatus(answer, 201);
    expect(await stored(answer.body.data.id)).toMatchObject({
      kind: 'improvement',
      name: 'Ada Lovelace',
      email: account.user.email,
      subject: 'Copy a service',
      page: form.page,
      email_confirmed: true,
      user_id: account.user.id,
      company_id: owner.companyId,
      company_name: 'Harbour Relocation',
    });
    // The name is kept on the message in every language as it was when sent: opening it reads no company.
    const record = (await readSiteMessage(answer.body.data.id))?.message;
    expect(record?.company_name).toEqual(companyContentFixture().name);
    const [copy] = await mailsTo(account.user.email);
    expect(copy?.subject).toBe('Thank you for your suggestion');
    expect(copy?.body.text).toContain(form.message);
  });

  it("sends an unconfirmed account's copy without its words", async () => {
    const owner = await companyOwner();
    const form = improvementForm();
    await callOk(suggestConstructorImprovement, { body: form }, owner);
    const [copy] = await mailsTo(owner.user.email);
    expect(copy?.subject).toBe('Thank you for your suggestion');
    expect(wordsOf(copy)).not.toContain(form.message);
    expect(wordsOf(copy)).not.toContain(form.subject);
  });

  it.each(['client', 'partner', 'customer_support'] as const)('is refused to a %s account (403)', async (role) => {
    const answer = await callRoute(suggestConstructorImprovement, { body: improvementForm() }, await asRole(role));
    expectStatus(answer, 403);
  });

  it('is refused without a sign-in (401)', async () => {
    expectStatus(await callRoute(suggestConstructorImprovement, { body: improvementForm() }), 401);
  });

  it('refuses a suggestion sent too quickly, or without a subject, in Russian', async () => {
    const owner = await companyOwner();
    const fast = await callRoute(
      suggestConstructorImprovement,
      { body: improvementForm({ form_token: testFormToken('improvement', 100) }) },
      { ...owner, locale: 'ru' },
    );
    expect(fast.body).toMatchObject({ errors: { form_token: [ruleMessage(formsRules.tooFast, 'ru')] } });
    const empty = await callRoute(
      suggestConstructorImprovement,
      { body: improvementForm({ subject: '' }) },
      { ...owner, locale: 'ru' },
    );
    expectInvalid(empty, 'subject');
    expect(empty.body).toMatchObject({ errors: { subject: ['Заполните это поле.'] } });
  });
});
