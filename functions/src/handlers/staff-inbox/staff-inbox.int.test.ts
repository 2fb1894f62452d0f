import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSiteMessage,
  getSiteMessage,
  listSiteMessages,
  sendContactMessage,
  sendFeedback,
  setSiteMessageStatus,
} from '@migralink/shared/api/site-messages';
import type { Role } from '@migralink/shared/enums';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import {
  SITE_MESSAGE_LIMITS,
  type SiteMessageKind,
  type SiteMessageStatus,
} from '@migralink/shared/schemas/site-messages';
import { RATE_LIMITS } from '#http/limits';
import { asRole, companyOwner, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';
import { mailsTo } from '#testing/mailbox';
import { contactForm, feedbackForm } from '#testing/site-messages';
import * as siteMessagesRules from '@migralink/shared/schemas/rules/site-messages';

let staff: Caller;
beforeAll(async () => {
  staff = await signedInUser({ role: 'customer_support', first_name: 'Iryna', last_name: 'Bondar' });
});

/** Every message of a list, page after page by cursor (other test files add to the same lists). */
async function wholeList(status?: SiteMessageStatus, kind?: SiteMessageKind): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const { data } = await callOk(listSiteMessages, { query: { status, kind, cursor } }, staff);
    expect(data.items.length).toBeLessThanOrEqual(SITE_MESSAGE_LIMITS.perPage);
    ids.push(...data.items.map((item) => item.id));
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  return ids;
}

/** The list item of a message, wherever it is in the new contact messages. */
async function listed(id: string) {
  let cursor: string | undefined;
  do {
    const { data } = await callOk(listSiteMessages, { query: { status: 'new', kind: 'contact', cursor } }, staff);
    const item = data.items.find((candidate) => candidate.id === id);
    if (item) return item;
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  return undefined;
}

const only = (ids: string[], mine: string[]) => ids.filter((id) => mine.includes(id));

/** The one mail of that subject to an address (the copy and the answers are delivered together, in no set order). */
async function mailTitled(address: string, subject: string) {
  const mails = (await mailsTo(address)).filter((mail) => mail.subject === subject);
  expect(mails).toHaveLength(1);
  return mails[0];
}

const sendContact = async (form = contactForm()) => (await callOk(sendContactMessage, { body: form })).data.id;

describe('the staff inbox is shown only to the roles that work it', () => {
  it.each(['client', 'company', 'partner', 'content_manager'] satisfies Role[])(
    'refuses a %s account the list, a message, an answer and a status (403)',
    async (role) => {
      const caller = role === 'company' ? await companyOwner() : await asRole(role);
      const id = await sendContact();
      const answers = await Promise.all([
        callRoute(listSiteMessages, {}, caller),
        callRoute(getSiteMessage, { params: { id } }, caller),
        callRoute(answerSiteMessage, { params: { id }, body: { message: 'Hello' } }, caller),
        callRoute(setSiteMessageStatus, { params: { id }, body: { status: 'closed' } }, caller),
      ]);
      expect(answers.map((answer) => [answer.status, (answer.body as { error_code?: string }).error_code])).toEqual(
        Array(4).fill([403, 'forbidden']),
      );
      expect((await callOk(getSiteMessage, { params: { id } }, staff)).data.status).toBe('new');
    },
  );

  it('refuses an anonymous caller (401) and lets an admin in', async () => {
    expectStatus(await callRoute(listSiteMessages, {}), 401);
    expectStatus(await callRoute(listSiteMessages, {}, await asRole('admin')), 200);
  });
});

describe('GET /v1/admin/messages', () => {
  it('lists the new messages oldest first, by cursor, each once; one kind alone when asked', async () => {
    const contact = await sendContact();
    const feedback = (await callOk(sendFeedback, { body: feedbackForm() })).data.id;
    const later = await sendContact();
    const mine = [contact, feedback, later];
    expect(only(await wholeList(), mine)).toEqual(mine);
    expect(only(await wholeList('new', 'feedback'), mine)).toEqual([feedback]);
    expect(only(await wholeList('new', 'contact'), mine)).toEqual([contact, later]);
  });

  it('shows the beginning of a long message on one line in the list', async () => {
    const id = await sendContact(contactForm({ message: `${'Слово '.repeat(60)}\nконец` }));
    expect((await listed(id))?.excerpt).toMatch(/^(Слово ){33}Сл…$/);
  });

  it('refuses a cursor that is not one of the list, in Russian (422 on cursor)', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE', gsi2pk: 'MSGS#new', gsi2sk: 'x' }));
    const answer = await callRoute(
      listSiteMessages,
      { query: { status: 'closed', cursor: forged.toString('base64url') } },
      { ...staff, locale: 'ru' },
    );
    expectInvalid(answer, 'cursor');
    expect(JSON.stringify(answer.body)).toContain('Начните с первой страницы');
  });
});

describe('GET /v1/admin/messages/{id}', () => {
  it('answers 404 for an id no message has', async () => {
    expectStatus(await callRoute(getSiteMessage, { params: { id: randomUUID() } }, staff), 404);
  });
});

describe('POST /v1/admin/messages/{id}/answers', () => {
  it("mails staff's answer to the visitor, without their own words, and the message moves to the answered", async () => {
    const form = contactForm({ message: 'Мой секретный вопрос про визу' });
    const id = (await callOk(sendContactMessage, { body: form }, { locale: 'ru' })).data.id;
    const answer = await callRoute(
      answerSiteMessage,
      { params: { id }, body: { message: 'Мы позвоним вам завтра.' } },
      staff,
    );
    expectStatus(answer, 201);
    expect(answer.body.data).toMatchObject({
      status: 'answered',
      answers: [
        {
          id: expect.any(String),
          message: 'Мы позвоним вам завтра.',
          author_name: 'Iryna Bondar',
          created_at: expect.any(String),
        },
      ],
    });
    expect(answer.body.data.status_at).toBe(answer.body.data.answers[0]!.created_at);
    const mail = await mailTitled(form.email, 'Команда Migralink ответила на ваше сообщение');
    expect(mail?.body.text).toContain('Мы позвоним вам завтра.');
    expect(mail?.body.text).toContain('/ru/contacts/');
    expect(`${mail?.body.text}${mail?.body.html}`).not.toContain('секретный');
    expect(await wholeList('new')).not.toContain(id);
    expect(await wholeList('answered')).toContain(id);
  });

  it('repeats what a sender wrote under the answer when their address is confirmed', async () => {
    const sender = await signedInUser({ email_verified: true, locale: 'uk' });
    const form = contactForm({ email: sender.user.email, message: 'Як додати офіс?' });
    const id = (await callOk(sendContactMessage, { body: form }, { ...sender, locale: 'uk' })).data.id;
    await callOk(answerSiteMessage, { params: { id }, body: { message: 'У редакторі компанії.' } }, staff);
    const mail = await mailTitled(sender.user.email, 'Команда Migralink відповіла на ваше повідомлення');
    expect(mail?.body.text).toContain('У редакторі компанії.');
    expect(mail?.body.text).toContain('Як додати офіс?');
  });

  it('refuses an empty answer at its field, and an unknown message with 404', async () => {
    const id = await sendContact();
    expectInvalid(
      await callRoute(answerSiteMessage, { params: { id }, body: { message: ' ' } }, { ...staff, locale: 'ru' }),
      'message',
    );
    expectStatus(
      await callRoute(answerSiteMessage, { params: { id: randomUUID() }, body: { message: 'Hi' } }, staff),
      404,
    );
  });

  describe('limits', () => {
    const limits = { ...RATE_LIMITS.siteMessageAnswers };
    afterEach(() => Object.assign(RATE_LIMITS.siteMessageAnswers, limits));

    it(`keeps at most ${SITE_MESSAGE_LIMITS.answers} answers: the next is 422 on message, mailing nothing`, async () => {
      Object.assign(RATE_LIMITS.siteMessageAnswers, { limit: 100 });
      const form = contactForm();
      const id = await sendContact(form);
      for (let answer = 1; answer <= SITE_MESSAGE_LIMITS.answers; answer++)
        await callOk(answerSiteMessage, { params: { id }, body: { message: `Answer ${answer}` } }, staff);
      const full = await callRoute(
        answerSiteMessage,
        { params: { id }, body: { message: 'One more' } },
        {
          ...staff,
          locale: 'ru',
        },
      );
      expectInvalid(full, 'message');
      expect(full.body).toMatchObject({
        errors: { message: [ruleMessage(siteMessagesRules.messageThreadFull, 'ru')] },
      });
      const { data } = await callOk(getSiteMessage, { params: { id } }, staff);
      expect(data.answers.map((answer) => answer.message)).toEqual(
        Array.from({ length: SITE_MESSAGE_LIMITS.answers }, (_, index) => `Answer ${index + 1}`),
      );
      expect(await mailsTo(form.email)).toHaveLength(1 + SITE_MESSAGE_LIMITS.answers);
    });

    it('counts the answers to one message: past the limit 429, the answer neither stored nor mailed', async () => {
      Object.assign(RATE_LIMITS.siteMessageAnswers, { limit: 2 });
      const form = contactForm();
      const id = await sendContact(form);
      for (const text of ['First', 'Second'])
        await callOk(answerSiteMessage, { params: { id }, body: { message: text } }, staff);
      expectStatus(await callRoute(answerSiteMessage, { params: { id }, body: { message: 'Third' } }, staff), 429);
      expect((await callOk(getSiteMessage, { params: { id } }, staff)).data.answers).toHaveLength(2);
      expect(await mailsTo(form.email)).toHaveLength(3);
    });
  });
});

describe('PUT /v1/admin/messages/{id}/status', () => {
  it('closes a message (it leaves the new ones for the closed) and opens it again', async () => {
    const id = await sendContact();
    const closed = await callOk(setSiteMessageStatus, { params: { id }, body: { status: 'closed' } }, staff);
    expect(closed.data.status).toBe('closed');
    expect(await wholeList('new')).not.toContain(id);
    expect(await wholeList('closed', 'contact')).toContain(id);
    const again = await callOk(setSiteMessageStatus, { params: { id }, body: { status: 'closed' } }, staff);
    expect(again.data.status_at).toBe(closed.data.status_at);
    await callOk(setSiteMessageStatus, { params: { id }, body: { status: 'new' } }, staff);
    expect(await wholeList('closed')).not.toContain(id);
    expect(await wholeList('new', 'contact')).toContain(id);
  });

  it('answers 404 for an unknown message and 422 for a status that is none', async () => {
    const unknown = await callRoute(
      setSiteMessageStatus,
      { params: { id: randomUUID() }, body: { status: 'closed' } },
      staff,
    );
    expectStatus(unknown, 404);
    const id = await sendContact();
    const wrong = await callRoute(setSiteMessageStatus, { params: { id }, body: { status: 'spam' as never } }, staff);
    expectInvalid(wrong, 'status');
  });
});
