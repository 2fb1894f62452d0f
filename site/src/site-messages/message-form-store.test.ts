import { beforeEach, describe, expect, it } from 'vitest';
import { getFormToken } from '@migralink/shared/api/forms';
import { sendContactMessage, sendFeedback, suggestConstructorImprovement } from '@migralink/shared/api/site-messages';
import { useFakeApi } from '@/api/fake-api';
import { refusal, testProfile } from '@/api/testing';
import { createMessageForm } from './message-form-store';

const api = useFakeApi();
beforeEach(() => {
  let issued = 0;
  api.answer(getFormToken, (call) => ({
    status: 200,
    body: {
      data: {
        token: `${new URL(call.url, 'http://x').searchParams.get('kind')}.token-${++issued}`,
        ready_in_ms: 2000,
        expires_in_ms: 43_200_000,
      },
    },
  }));
});

const sent = (kind: string) => ({
  status: 201,
  body: {
    data: { id: '3f0c6b1e-8d2a-4c5f-9e7b-1a2b3c4d5e6f', kind, status: 'new', created_at: '2026-11-25T10:00:00.000Z' },
  },
});
/** Lets the token's fetch and wait run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const posts = () => api.calls.filter((call) => call.method === 'POST');

function form(kind: 'contact' | 'feedback' | 'improvement') {
  return createMessageForm(kind, { page: () => '/uk/visa-free-map/?from=UA', wait: () => Promise.resolve() });
}

describe('a form to the platform’s staff', () => {
  it('asks for a token of its kind when it opens, and keeps Send disabled until the token is old enough', async () => {
    const waits: (() => void)[] = [];
    const store = createMessageForm('feedback', {
      page: () => '/',
      wait: () => new Promise<void>((resolve) => waits.push(resolve)),
    });
    store.open();
    expect(store.$token.get()).toBe('loading');
    await settle();
    expect(api.calls[0]?.url).toBe('/v1/forms/token?kind=feedback');
    expect(store.$token.get()).toBe('loading');
    waits[0]!();
    await settle();
    expect(store.$token.get()).toBe('ready');
  });

  it("sends the contacts page's form with its token, leaving out an empty subject and the empty hidden field", async () => {
    api.answer(sendContactMessage, sent('contact'));
    const store = form('contact');
    store.open(testProfile({ first_name: 'Olena', last_name: 'Kovalenko', email: 'olena@example.com' }));
    await settle();
    store.form.assign({ message: '  Как переехать с котом?  ', consent: true });
    expect(await store.submit()).toBe(true);
    expect(posts()[0]).toMatchObject({ url: '/v1/contact' });
    expect(posts()[0]?.body).toEqual({
      name: 'Olena Kovalenko',
      email: 'olena@example.com',
      message: 'Как переехать с котом?',
      consent: true,
      form_token: 'contact.token-1',
    });
  });

  it('sends feedback with the page it was sent from, and a suggestion with only its subject, message and page', async () => {
    api.answer(sendFeedback, sent('feedback'));
    api.answer(suggestConstructorImprovement, sent('improvement'));
    const feedback = form('feedback');
    feedback.open();
    await settle();
    feedback.form.assign({ name: 'Taras', email: 'taras@example.com', message: 'Карта хороша', consent: true });
    await feedback.submit();
    expect(posts()[0]?.body).toMatchObject({ page: '/uk/visa-free-map/?from=UA', form_token: 'feedback.token-1' });
    const improvement = form('improvement');
    improvement.open();
    await settle();
    improvement.form.assign({ subject: 'Копировать услугу', message: 'Дайте копировать услугу' });
    expect(await improvement.submit()).toBe(true);
    expect(posts()[1]?.body).toEqual({
      subject: 'Копировать услугу',
      message: 'Дайте копировать услугу',
      page: '/uk/visa-free-map/?from=UA',
      form_token: 'improvement.token-2',
    });
  });

  it('checks the fields before sending: name, address, message and consent of a public form', async () => {
    const store = form('contact');
    store.open();
    await settle();
    expect(await store.submit()).toBe(false);
    expect(Object.keys(store.form.request.$state.get().problems.fields).sort()).toEqual([
      'consent',
      'email',
      'message',
      'name',
    ]);
    expect(posts()).toEqual([]);
  });

  it('renews a token the API refused, and shows why at the field', async () => {
    api.answer(sendContactMessage, refusal(422, 'validation_failed', { form_token: ['Отправлено слишком быстро.'] }));
    const store = form('contact');
    store.open();
    await settle();
    store.form.assign({ name: 'Olena', email: 'olena@example.com', message: 'Вопрос', consent: true });
    expect(await store.submit()).toBe(false);
    expect(store.form.request.$state.get().problems.general).toEqual({ text: 'Отправлено слишком быстро.' });
    await settle();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });
});
