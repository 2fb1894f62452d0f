import { describe, expect, it, vi } from 'vitest';
import { getMyAppeal, listMyAppeals, openAppeal, replyToAppeal } from '@migralink/shared/api/appeals';
import { useFakeApi } from '@/api/fake-api';
import { refusal } from '@/api/testing';
import { APPEAL_ID, appealOf, appealSummary, listPage } from '../testing';
import { createMyAppeals } from './my-appeals-store';

const api = useFakeApi();

describe("the user's appeals store", () => {
  it('opens a new appeal and shows it; an empty subject is refused before any call', async () => {
    api.answer(listMyAppeals, listPage([], null));
    const store = createMyAppeals({ onSessionExpired: vi.fn() });
    await store.start(null, true);
    expect(store.$view.get()).toEqual({ kind: 'new' });
    store.newAppeal.set('message', 'Оплатила тариф, а счёта нет.');
    expect(await store.sendNew()).toBe(false);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    api.answer(openAppeal, { status: 201, body: { data: appealSummary() } });
    api.answer(getMyAppeal, { status: 200, body: { data: appealOf() } });
    store.newAppeal.set('subject', '  Не приходит счёт ');
    store.newAppeal.set('about_company', true);
    expect(await store.sendNew()).toBe(true);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'Не приходит счёт',
      message: 'Оплатила тариф, а счёта нет.',
      about_company: true,
    });
    expect(store.$view.get()).toEqual({ kind: 'open', id: APPEAL_ID });
    expect(store.$notice.get()).toBe('sent');
    expect(store.item.$state.get()).toEqual({ status: 'ready', data: appealOf() });
  });

  it('replies in the opened appeal and reads it again; a full thread shows at the field', async () => {
    api.answer(listMyAppeals, listPage([appealSummary()], null));
    api.answer(getMyAppeal, { status: 200, body: { data: appealOf({ status: 'closed' }) } });
    const store = createMyAppeals({ onSessionExpired: vi.fn() });
    await store.start(APPEAL_ID, false);
    api.answerOnce(replyToAppeal, { status: 201, body: { data: appealSummary() } });
    api.answer(getMyAppeal, { status: 200, body: { data: appealOf({ status: 'open', message_count: 2 }) } });
    store.reply.form.set('message', 'Сумма в счёте другая.');
    expect(await store.reply.submit()).toBe(true);
    expect(api.calls.at(-2)).toMatchObject({
      method: 'POST',
      url: `/v1/account/appeals/${APPEAL_ID}/messages`,
      body: { message: 'Сумма в счёте другая.' },
    });
    expect(store.item.$state.get()).toMatchObject({ status: 'ready', data: { status: 'open' } });
    expect(store.reply.form.$values.get().message).toBe('');

    api.answer(
      replyToAppeal,
      refusal(422, 'validation_failed', { message: ['В этом обращении уже максимум сообщений.'] }),
    );
    store.reply.form.set('message', 'Ещё одно');
    expect(await store.reply.submit()).toBe(false);
    expect(store.reply.form.request.$state.get().problems.fields.message).toEqual({
      text: 'В этом обращении уже максимум сообщений.',
    });
  });
});
