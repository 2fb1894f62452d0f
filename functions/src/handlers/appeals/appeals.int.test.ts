import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerAppeal,
  getMyAppeal,
  getStaffAppeal,
  listAppealQueue,
  listMyAppeals,
  openAppeal,
  replyToAppeal,
  setAppealStatus,
} from '@migralink/shared/api/appeals';
import type { Role } from '@migralink/shared/enums';
import { APPEAL_LIMITS, type AppealStatus, type OpenAppealBody } from '@migralink/shared/schemas/appeals';
import { THREAD_FULL } from '#appeals/messages';
import { createAppeal } from '#data/appeals';
import { asRole, companyOwner, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';
import { PDF } from '#testing/certificates';
import { mailsTo } from '#testing/mailbox';
import { uploadedFile } from '#testing/uploads';

let support: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  support = await signedInUser({
    role: 'customer_support',
    first_name: 'Iryna',
    last_name: 'Bondar',
    email_verified: true,
    locale: 'uk',
  });
});

const appealBody = (overrides: Partial<OpenAppealBody> = {}): OpenAppealBody => ({
  subject: 'My company page shows the wrong city',
  message: 'The page says Berlin, but our office is in Hamburg.',
  ...overrides,
});

const opened = async (caller: Caller, body = appealBody()) => (await callOk(openAppeal, { body }, caller)).data;

/** Every appeal id of a queue, page after page (other test files add to the same queues). */
async function queue(status: AppealStatus): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const { data } = await callOk(listAppealQueue, { query: { status, cursor } }, support);
    expect(data.items.length).toBeLessThanOrEqual(APPEAL_LIMITS.perPage);
    ids.push(...data.items.map((item) => item.id));
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  return ids;
}
const only = (ids: string[], mine: string[]) => ids.filter((id) => mine.includes(id));

describe('POST /v1/account/appeals', () => {
  it.each(['client', 'partner', 'content_manager'] satisfies Role[])(
    'opens an appeal of a %s account with a checked file; it waits for support',
    async (role) => {
      const user = await asRole(role);
      const key = await uploadedFile(user, 'appeal_attachment', PDF, 'application/pdf');
      const answer = await callRoute(openAppeal, { body: appealBody({ attachment: { key, name: 'scan.pdf' } }) }, user);
      expectStatus(answer, 201);
      expect(answer.body.data).toMatchObject({ status: 'open', message_count: 1, company_id: null });
      const { data } = await callOk(getMyAppeal, { params: { id: answer.body.data.id } }, user);
      expect(data.messages).toEqual([
        expect.objectContaining({
          from: 'user',
          author_name: 'Ada Lovelace',
          message: appealBody().message,
          attachment: expect.objectContaining({ name: 'scan.pdf', content_type: 'application/pdf', size: PDF.length }),
        }),
      ]);
      const file = await fetch(data.messages[0]!.attachment!.url);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    },
  );

  it("is about the caller's own company only when asked", async () => {
    const owner = await companyOwner();
    expect((await opened(owner, appealBody({ about_company: true }))).company_id).toBe(owner.companyId);
    expect((await opened(owner)).company_id).toBeNull();
    expect((await opened(await asRole('client'), appealBody({ about_company: true }))).company_id).toBeNull();
  });

  it("refuses another user's upload (403) and a file that is not what it claims (422), storing nothing", async () => {
    const [user, stranger] = await Promise.all([asRole('client'), asRole('client')]);
    const theirs = await uploadedFile(stranger, 'appeal_attachment', PDF, 'application/pdf');
    const forged = await uploadedFile(user, 'appeal_attachment', Buffer.from('MZ not a pdf'), 'application/pdf');
    expectStatus(
      await callRoute(openAppeal, { body: appealBody({ attachment: { key: theirs, name: 'a.pdf' } }) }, user),
      403,
    );
    const refused = await callRoute(
      openAppeal,
      { body: appealBody({ attachment: { key: forged, name: 'a.pdf' } }) },
      user,
    );
    expect(refused).toMatchObject({ status: 422, body: { error_code: 'upload_rejected' } });
    expect((await callOk(listMyAppeals, {}, user)).data.items).toEqual([]);
  });

  it('refuses an empty subject and a text over its length, in Russian (422 per field)', async () => {
    const user = await asRole('client');
    const answer = await callRoute(
      openAppeal,
      { body: appealBody({ subject: ' ', message: 'я'.repeat(APPEAL_LIMITS.message + 1) }) },
      { ...user, locale: 'ru' },
    );
    expectInvalid(answer, 'subject', 'message');
  });
});

describe("an appeal is its user's alone", () => {
  it('answers another user 404 for its thread and a reply, and lists it only to its user', async () => {
    const [user, stranger] = await Promise.all([asRole('client'), asRole('partner')]);
    const { id } = await opened(user);
    expectStatus(await callRoute(getMyAppeal, { params: { id } }, stranger), 404);
    expectStatus(await callRoute(replyToAppeal, { params: { id }, body: { message: 'Mine now' } }, stranger), 404);
    expect((await callOk(listMyAppeals, {}, stranger)).data.items).toEqual([]);
    expect((await callOk(listMyAppeals, {}, user)).data.items.map((item) => item.id)).toEqual([id]);
  });

  it.each(['client', 'company', 'partner', 'content_manager'] satisfies Role[])(
    'refuses a %s account the queue, an appeal, an answer and a status (403)',
    async (role) => {
      const caller = role === 'company' ? await companyOwner() : await asRole(role);
      const { id } = await opened(await asRole('client'));
      const answers = await Promise.all([
        callRoute(listAppealQueue, {}, caller),
        callRoute(getStaffAppeal, { params: { id } }, caller),
        callRoute(answerAppeal, { params: { id }, body: { message: 'Hello' } }, caller),
        callRoute(setAppealStatus, { params: { id }, body: { status: 'closed' } }, caller),
      ]);
      expect(answers.map((answer) => [answer.status, (answer.body as { error_code?: string }).error_code])).toEqual(
        Array(4).fill([403, 'forbidden']),
      );
    },
  );
});

describe('GET /v1/admin/appeals', () => {
  it('lists open appeals the longest waiting first, with the seconds waited; an answer moves one out', async () => {
    const user = await asRole('client');
    const first = (await opened(user)).id;
    const second = (await opened(user)).id;
    expect(only(await queue('open'), [first, second])).toEqual([first, second]);
    const { data } = await callOk(listAppealQueue, {}, support);
    expect(data.items.every((item) => item.status === 'open' && item.waiting_seconds! >= 0)).toBe(true);
    await callOk(answerAppeal, { params: { id: first }, body: { message: 'Fixed.' } }, support);
    expect(only(await queue('open'), [first, second])).toEqual([second]);
    expect(only(await queue('answered'), [first, second])).toEqual([first]);
  });

  it('keeps the time an open appeal waits when its user writes again before support answers', async () => {
    const user = await asRole('client');
    const appeal = await opened(user);
    const again = await callOk(replyToAppeal, { params: { id: appeal.id }, body: { message: 'Any news?' } }, user);
    expect(again.data).toMatchObject({ status: 'open', status_at: appeal.status_at, message_count: 2 });
  });
});

describe('GET /v1/admin/appeals/{id}', () => {
  it('shows support the thread and, read-only, the account and the company it is about', async () => {
    const owner = await companyOwner('premium');
    const { id } = await opened(owner, appealBody({ about_company: true }));
    const { data } = await callOk(getStaffAppeal, { params: { id } }, support);
    expect(data.appeal).toMatchObject({ id, status: 'open', messages: [expect.objectContaining({ from: 'user' })] });
    expect(data.account).toMatchObject({ uuid: owner.user.id, email: owner.user.email, role: 'company' });
    expect(data.company).toMatchObject({ uuid: owner.companyId, plan: 'premium', published: true });
    expect(data.company?.owner).toEqual({ uuid: owner.user.id, email: owner.user.email });
  });

  it('answers 404 for an id no appeal has', async () => {
    expectStatus(await callRoute(getStaffAppeal, { params: { id: randomUUID() } }, support), 404);
  });
});

describe('the thread', () => {
  it("mails support's answer to the user in their language; the user's reply reopens it and mails the answerer", async () => {
    const user = await signedInUser({ locale: 'ru', email_verified: true });
    const { id } = await opened(user, appealBody({ subject: 'Не виден мой отзыв' }));
    const answered = await callRoute(answerAppeal, { params: { id }, body: { message: 'Мы вернули отзыв.' } }, support);
    expectStatus(answered, 201);
    expect(answered.body.data).toMatchObject({ status: 'answered', waiting_seconds: null, message_count: 2 });
    const [mail] = await mailsTo(user.user.email);
    expect(mail?.subject).toBe('Служба поддержки ответила на ваше обращение');
    expect(mail?.body.text).toContain('Мы вернули отзыв.');
    expect(mail?.body.text).toContain('«Не виден мой отзыв»');
    expect(mail?.body.text).toContain(`/ru/account/appeals/?id=${id}`);

    await callOk(setAppealStatus, { params: { id }, body: { status: 'closed' } }, support);
    const reopened = await callOk(replyToAppeal, { params: { id }, body: { message: 'Отзыв снова пропал.' } }, user);
    expect(reopened.data).toMatchObject({ status: 'open', message_count: 3 });
    const [notice] = await mailsTo(support.user.email);
    expect(notice?.subject).toBe('Користувач знову написав у зверненні, на яке ви відповіли');
    expect(notice?.body.text).toContain(`/uk/admin/appeals/?id=${id}`);
    expect(notice?.body.text).not.toContain('Отзыв снова пропал');
    const { data } = await callOk(getMyAppeal, { params: { id } }, user);
    expect(data.messages.map((message) => [message.from, message.author_name])).toEqual([
      ['user', 'Ada Lovelace'],
      ['support', 'Iryna Bondar'],
      ['user', 'Ada Lovelace'],
    ]);
  });

  it("never puts the user's subject in a mail to an unconfirmed address, and mails no unconfirmed staff address", async () => {
    const user = await signedInUser();
    const unconfirmed = await signedInUser({ role: 'customer_support' });
    const { id } = await opened(user, appealBody({ subject: 'Visit evil.example now' }));
    await callOk(answerAppeal, { params: { id }, body: { message: 'We looked.' } }, unconfirmed);
    const [mail] = await mailsTo(user.user.email);
    expect(mail?.body.text).toContain('We looked.');
    expect(mail?.body.text).not.toContain('evil.example');
    await callOk(replyToAppeal, { params: { id }, body: { message: 'Thanks' } }, user);
    expect(await mailsTo(unconfirmed.user.email)).toEqual([]);
  });

  it('refuses a message past the thread limit: 422 on message in the one error shape, in Ukrainian', async () => {
    const user = await asRole('client');
    const now = new Date().toISOString();
    const id = randomUUID();
    await createAppeal(
      {
        id,
        user_id: user.user.id,
        user_name: 'Ada Lovelace',
        user_email: user.user.email,
        subject: 'Long talk',
        status: 'answered',
        created_at: now,
        status_at: now,
        updated_at: now,
        messages: APPEAL_LIMITS.messages,
      },
      {
        id: randomUUID(),
        appeal_id: id,
        from: 'user',
        author_id: user.user.id,
        author_name: 'Ada',
        message: 'Hi',
        created_at: now,
      },
    );
    const answers = await Promise.all([
      callRoute(replyToAppeal, { params: { id }, body: { message: 'One more' } }, { ...user, locale: 'uk' }),
      callRoute(answerAppeal, { params: { id }, body: { message: 'One more' } }, { ...support, locale: 'uk' }),
    ]);
    for (const answer of answers) {
      expectInvalid(answer, 'message');
      expect(answer.body).toMatchObject({ errors: { message: [THREAD_FULL.uk] } });
    }
  });

  it('sets a status by hand; the same status again changes nothing', async () => {
    const { id } = await opened(await asRole('client'));
    const closed = await callOk(setAppealStatus, { params: { id }, body: { status: 'closed' } }, support);
    const again = await callOk(setAppealStatus, { params: { id }, body: { status: 'closed' } }, support);
    expect(again.data).toEqual({ ...closed.data });
    expectStatus(
      await callRoute(setAppealStatus, { params: { id: randomUUID() }, body: { status: 'open' } }, support),
      404,
    );
  });
});
