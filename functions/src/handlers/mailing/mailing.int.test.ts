import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmMailing,
  getAccountMailing,
  subscribeAccount,
  subscribeToMailing,
  unsubscribe,
} from '@migralink/shared/api/mailing';
import { MAILING_CONSENT, MAILING_CONSENT_VERSION } from '@migralink/shared/mailing-consent';
import type { MailingList } from '@migralink/shared/schemas/mailing';
import { routes } from '@migralink/shared/routes';
import { ledgerOf, subscriberIdOf, subscriptionsOf } from '#data/mailing';
import { RATE_LIMITS } from '#http/limits';
import { db } from '#lib/clients';
import { ipDigest } from '#mailing/consent';
import { confirmToken, unsubscribeToken } from '#mailing/tokens';
import { signedInUser, uniqueEmail } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, randomIp } from '#testing/call';
import { apiEvent, invoke } from '#testing/events';
import { testFormToken } from '#testing/forms';
import { lastMailTo, mailsTo } from '#testing/mailbox';
import { confirmedSubscribers, subscribeForm, tokenIn } from '#testing/mailing';
import { handler as notFound } from '../system/not-found';

const RU_MOVERS: MailingList = { locale: 'ru', topic: 'movers' };
const listsOf = async (email: string) =>
  (await subscriptionsOf(subscriberIdOf(email))).map(({ locale, topic }) => ({ locale, topic }));

/** Subscribes a fresh address from the footer and answers the token of its confirmation mail. */
async function requested(overrides: Parameters<typeof subscribeForm>[0] = {}) {
  const form = subscribeForm(overrides);
  await callOk(subscribeToMailing, { body: form }, { locale: form.locale });
  return { form, token: tokenIn(await lastMailTo(form.email), 'mailing/confirm') };
}

const confirm = (token: string) => callRoute(confirmMailing, { body: { token } }, { locale: 'ru' });

describe('POST /v1/mailing/subscribe', () => {
  it('mails a confirmation link in the page language and subscribes nobody until it is confirmed', async () => {
    const form = subscribeForm();
    const answer = await callRoute(subscribeToMailing, { body: form, ip: '10.20.30.40' }, { locale: 'ru' });
    expectStatus(answer, 202);
    expect(answer.body.data.message).toMatch(/Почти готово/);

    const [mail, ...more] = await mailsTo(form.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Подтвердите подписку на Migralink');
    expect(mail?.body.text).toContain('новости для тех, кто переезжает и новости для компаний');
    expect(tokenIn(mail, 'mailing/confirm')).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    expect(await listsOf(form.email)).toEqual([]);
    // The ledger: what was agreed to, word for word, when, from which page, and a keyed hash of the address.
    const [entry, ...others] = await ledgerOf(subscriberIdOf(form.email));
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      event: 'requested',
      email: form.email,
      lists: [RU_MOVERS, { locale: 'ru', topic: 'companies' }],
      via: 'form',
      page: '/ru/companies/',
      statement: { version: MAILING_CONSENT_VERSION, locale: 'ru', text: MAILING_CONSENT.ru },
      ip_hash: await ipDigest('10.20.30.40'),
    });
    expect(JSON.stringify(entry)).not.toContain('10.20.30.40');
  });

  it('answers an address on the lists and any other alike, with the same requests to the table', async () => {
    const [known] = await confirmedSubscribers(RU_MOVERS, 1);
    const requestsOf = async (email: string) => {
      const made: string[] = [];
      for (const name of ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems'] as const) {
        const original = db[name].bind(db) as (input: unknown) => Promise<never>;
        vi.spyOn(db, name).mockImplementation(((input: unknown) => {
          made.push(name);
          return original(input);
        }) as never);
      }
      const answer = await callRoute(subscribeToMailing, { body: subscribeForm({ email }) }, { locale: 'ru' });
      vi.restoreAllMocks();
      return { status: answer.status, body: answer.body, made };
    };
    const forKnown = await requestsOf(known!);
    const forStranger = await requestsOf(uniqueEmail('stranger'));
    expect(forKnown).toEqual(forStranger);
    expect(forKnown.status).toBe(202);
    // Both addresses get one confirmation mail; the known one stays subscribed as it was.
    expect((await mailsTo(known!)).map((mail) => mail.subject)).toEqual(['Подтвердите подписку на Migralink']);
    expect(await listsOf(known!)).toEqual([RU_MOVERS]);
  });

  it('refuses a form sent faster than a person fills it, and answers a robot alike while keeping nothing', async () => {
    const fast = subscribeForm({ form_token: testFormToken('mailing', 100) });
    expectInvalid(await callRoute(subscribeToMailing, { body: fast }), 'form_token');
    const robot = subscribeForm({ website: 'https://spam.example' });
    const answer = await callRoute(subscribeToMailing, { body: robot }, { locale: 'ru' });
    expectStatus(answer, 202);
    expect(answer.body.data.message).toMatch(/Почти готово/);
    expect(await mailsTo(robot.email)).toEqual([]);
    expect(await ledgerOf(subscriberIdOf(robot.email))).toEqual([]);
  });

  it('refuses a form without consent or topics, each at its field, in the caller language', async () => {
    const answer = await callRoute(
      subscribeToMailing,
      { body: subscribeForm({ consent: false, topics: [], page: 'https://elsewhere.example/' }) },
      { locale: 'uk' },
    );
    expectInvalid(answer, 'consent', 'topics', 'page');
    expect(JSON.stringify(answer.body)).toMatch(/[іїє]/);
  });

  describe('per mailbox', () => {
    const saved = RATE_LIMITS.mailingSubscribeMailbox.limit;
    afterEach(() => void (RATE_LIMITS.mailingSubscribeMailbox.limit = saved));

    it('refuses more confirmation mails to one inbox than its limit, however its address is spelled', async () => {
      RATE_LIMITS.mailingSubscribeMailbox.limit = 2;
      const email = uniqueEmail('victim');
      const spellings = [email, email.toUpperCase(), email.replace('@', '+again@')];
      const statuses = [];
      for (const spelling of spellings)
        statuses.push(
          (await callRoute(subscribeToMailing, { body: subscribeForm({ email: spelling }), ip: randomIp() })).status,
        );
      expect(statuses).toEqual([202, 202, 429]);
    });
  });
});

describe('POST /v1/mailing/confirm', () => {
  it('confirms once: the link used again answers that it is confirmed already and changes nothing', async () => {
    const { form, token } = await requested();
    const first = await confirm(token);
    expectStatus(first, 200);
    expect(first.body.data).toEqual({ outcome: 'confirmed', locale: 'ru', topics: ['movers', 'companies'] });
    expect(await listsOf(form.email)).toEqual([{ locale: 'ru', topic: 'companies' }, RU_MOVERS]);
    const ledger = await ledgerOf(subscriberIdOf(form.email));
    expect(ledger.map((entry) => entry.event)).toEqual(['requested', 'confirmed']);
    expect(ledger[1]).toMatchObject({
      via: 'confirmation',
      request_id: token.split('.')[0],
      ip_hash: expect.any(String),
    });

    const again = await confirm(token);
    expectStatus(again, 200);
    expect(again.body.data.outcome).toBe('already_confirmed');
    expect(await ledgerOf(subscriberIdOf(form.email))).toEqual(ledger);
  });

  it('confirms two presses at once once', async () => {
    const { form, token } = await requested({ topics: ['movers'] });
    const outcomes = (await Promise.all([confirm(token), confirm(token)])).map(
      (answer) => (answer.body as { data: { outcome: string } }).data.outcome,
    );
    expect(outcomes.sort()).toEqual(['already_confirmed', 'confirmed']);
    expect((await ledgerOf(subscriberIdOf(form.email))).filter((entry) => entry.event === 'confirmed')).toHaveLength(1);
  });

  it('refuses a changed link and a stale one with words of their own, changing nothing', async () => {
    const { form, token } = await requested();
    const [requestId, expires, mac] = token.split('.') as [string, string, string];
    const changed = [
      `${requestId}.${Number(expires) + 86_400}.${mac}`,
      `${requestId}.${expires}.${mac.slice(0, -2)}AA`,
    ];
    for (const link of changed) {
      const answer = await confirm(link);
      expectStatus(answer, 404);
      expect(answer.body).toMatchObject({ error_code: 'invalid_code', message: expect.stringMatching(/изменена/) });
    }
    const stale = await confirm(await confirmToken(requestId, Math.floor(Date.now() / 1000) - 1));
    expectStatus(stale, 404);
    expect(stale.body.message).toMatch(/истёк/);
    expect(await listsOf(form.email)).toEqual([]);
    expect((await ledgerOf(subscriberIdOf(form.email))).map((entry) => entry.event)).toEqual(['requested']);
  });
});

describe('POST /v1/unsubscribe', () => {
  const linkOf = async (email: string, list = RU_MOVERS) => unsubscribeToken(subscriberIdOf(email), list);

  it('takes the address off the one list its link names, at once; the link again changes nothing', async () => {
    const [subscriber] = await confirmedSubscribers(RU_MOVERS, 1);
    const link = await linkOf(subscriber!);
    const answer = await callRoute(unsubscribe, { query: { token: link } }, { locale: 'ru' });
    expectStatus(answer, 200);
    expect(answer.body.data).toEqual({ outcome: 'unsubscribed', locale: 'ru', topic: 'movers' });
    expect(await listsOf(subscriber!)).toEqual([]);
    const again = await callRoute(unsubscribe, { query: { token: link } });
    expectStatus(again, 200);
    expect(again.body.data.outcome).toBe('already_unsubscribed');
    expect((await ledgerOf(subscriberIdOf(subscriber!))).map((entry) => [entry.event, entry.via])).toEqual([
      ['confirmed', 'confirmation'],
      ['unsubscribed', 'unsubscribe_page'],
    ]);
  });

  it("takes a mail client's one-click POST (RFC 8058: a form body) and records it so", async () => {
    const [subscriber] = await confirmedSubscribers(RU_MOVERS, 1);
    const answer = await callRoute(unsubscribe, {
      query: { token: await linkOf(subscriber!) },
      raw: { body: 'List-Unsubscribe=One-Click' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectStatus(answer, 200);
    expect(await listsOf(subscriber!)).toEqual([]);
    expect((await ledgerOf(subscriberIdOf(subscriber!))).at(-1)).toMatchObject({
      event: 'unsubscribed',
      via: 'one_click',
    });
    // Only this route takes a form body: any other refuses it, as a page of another site could send one.
    const form = await callRoute(subscribeToMailing, {
      raw: { body: 'email=a%40b.example' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectStatus(form, 415);
  });

  it('refuses a changed link, and a link of another list, changing nothing', async () => {
    const [subscriber] = await confirmedSubscribers(RU_MOVERS, 1);
    const link = await linkOf(subscriber!);
    const [id, locale, , mac] = link.split('.');
    for (const changed of [`${id}.${locale}.companies.${mac}`, `${id}.uk.movers.${mac}`, `${link.slice(0, -2)}AA`]) {
      const answer = await callRoute(unsubscribe, { query: { token: changed } }, { locale: 'uk' });
      expectStatus(answer, 404);
      expect(answer.body.error_code).toBe('invalid_code');
    }
    expect(await listsOf(subscriber!)).toEqual([RU_MOVERS]);
  });

  it('changes nothing on a GET of a mail link: no route answers one', async () => {
    const [subscriber] = await confirmedSubscribers(RU_MOVERS, 1);
    const link = await linkOf(subscriber!);
    const { token } = await requested();
    const getRoutes = routes.filter((route) => route.method === 'GET').map((route) => route.path);
    expect(getRoutes).not.toContain(unsubscribe.path);
    expect(getRoutes).not.toContain(confirmMailing.path);
    for (const [path, query] of [
      [unsubscribe.path, `token=${link}`],
      [confirmMailing.path, `token=${token}`],
    ] as const) {
      const answer = await invoke(notFound, apiEvent({ method: 'GET', rawPath: path, rawQueryString: query }));
      expect(answer.status).toBe(404);
    }
    expect(await listsOf(subscriber!)).toEqual([RU_MOVERS]);
    expect((await confirm(token)).body).toMatchObject({ data: { outcome: 'confirmed' } });
  });
});

describe("a signed-in user's lists: POST /v1/subscribe and GET /v1/account/mailing", () => {
  it('subscribes a confirmed address at once, in the language asked, and keeps the other languages', async () => {
    const account = await signedInUser({ email_verified: true });
    await callOk(subscribeAccount, { body: { locale: 'en', topics: ['companies'] } }, account);
    const set = await callOk(subscribeAccount, { body: { locale: 'uk', topics: ['movers', 'companies'] } }, account);
    expect(set.data.lists).toHaveLength(3);
    const dropped = await callOk(subscribeAccount, { body: { locale: 'uk', topics: [] } }, account);
    expect(dropped.data).toEqual({ email_confirmed: true, lists: [{ locale: 'en', topic: 'companies' }] });
    expect((await callOk(getAccountMailing, {}, account)).data).toEqual(dropped.data);
    const ledger = await ledgerOf(subscriberIdOf(account.user.email));
    expect(ledger.map((entry) => [entry.event, entry.via, entry.user_id])).toEqual([
      ['subscribed', 'account', account.user.id],
      ['subscribed', 'account', account.user.id],
      ['unsubscribed', 'account', account.user.id],
    ]);
    expect(ledger[0]?.statement?.text).toBe(MAILING_CONSENT.en);
    expect(await mailsTo(account.user.email)).toEqual([]);
  });

  it("refuses an unconfirmed address a list, with the reason in the caller's language, and lets it leave one", async () => {
    const account = await signedInUser();
    const refused = await callRoute(
      subscribeAccount,
      { body: { locale: 'ru', topics: ['movers'] } },
      { ...account, locale: 'ru' },
    );
    expectStatus(refused, 403);
    expect(refused.body.message).toMatch(/подтвердите адрес/);
    expect((await callOk(getAccountMailing, {}, account)).data).toEqual({ email_confirmed: false, lists: [] });
    expect((await callOk(subscribeAccount, { body: { locale: 'ru', topics: [] } }, account)).data.lists).toEqual([]);
  });
});
