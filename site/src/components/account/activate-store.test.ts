import { beforeEach, describe, expect, it } from 'vitest';
import { activateEmail } from '@migralink/shared/api/accounts';
import { useFakeApi } from '@/api/fake-api';
import { $auth, signIn, signOut } from '@/stores/auth';
import { createActivation } from './activate-store';
import { offline, refusal, testSession } from '@/api/testing';

const CODE = 'a'.repeat(43);

const api = useFakeApi();
beforeEach(() => {
  signOut();
});

describe('the activation store', () => {
  it('is working until the API answers, then activated and signed in', async () => {
    const session = testSession('token-2', { first_name: 'Анна', last_name: 'Тестова' });
    api.answer(activateEmail, { status: 200, body: { data: session } });
    const activation = createActivation();
    expect(activation.$state.get()).toEqual({ status: 'loading' });
    await activation.start(CODE);
    expect(api.calls.map((call) => [call.method, call.url])).toEqual([['POST', `/v1/auth/email-activation/${CODE}`]]);
    expect(activation.$state.get()).toEqual({ status: 'ready', data: { status: 'activated', name: 'Анна Тестова' } });
    expect($auth.get()).toEqual({ token: 'token-2', user: session.user });
  });

  it('sends a code once, however often it is started', async () => {
    api.answer(activateEmail, { status: 200, body: { data: testSession() } });
    const activation = createActivation();
    await Promise.all([activation.start(CODE), activation.start(CODE)]);
    await activation.start(CODE);
    expect(api.calls).toHaveLength(1);
  });

  it('calls a link without a well-formed code invalid without asking the API', async () => {
    const activation = createActivation();
    await activation.start('short');
    expect(activation.$state.get()).toEqual({ status: 'ready', data: { status: 'invalid', signedIn: false } });
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['a used code', refusal(422, 'invalid_code')],
    ['an unknown code', refusal(404, 'not_found')],
  ])('calls %s invalid, telling whether the user is signed in', async (_, answer) => {
    signIn(testSession('token-1', { email_verified: false }));
    api.answer(activateEmail, answer);
    const activation = createActivation();
    await activation.start(CODE);
    expect(activation.$state.get()).toEqual({ status: 'ready', data: { status: 'invalid', signedIn: true } });
  });

  it('says the address is confirmed already when a spent link is opened by its confirmed owner', async () => {
    signIn(testSession());
    api.answer(activateEmail, refusal(404, 'invalid_code'));
    const activation = createActivation();
    await activation.start(CODE);
    expect(activation.$state.get()).toEqual({ status: 'ready', data: { status: 'already_confirmed', signedIn: true } });
  });

  it('says the address is confirmed already when the API says the link was used, in another browser too', async () => {
    api.answer(activateEmail, refusal(409, 'conflict'));
    const activation = createActivation();
    await activation.start(CODE);
    expect(activation.$state.get()).toEqual({
      status: 'ready',
      data: { status: 'already_confirmed', signedIn: false },
    });
    expect($auth.get().token).toBeNull();
  });

  it('fails when no answer came, and sends the code again on retry', async () => {
    api.answerOnce(activateEmail, offline);
    const activation = createActivation();
    await activation.start(CODE);
    expect(activation.$state.get()).toEqual({ status: 'failed', error: new TypeError('Failed to fetch') });
    expect($auth.get().token).toBeNull();

    api.answer(activateEmail, { status: 200, body: { data: testSession() } });
    await activation.retry();
    expect(api.calls).toHaveLength(2);
    expect(activation.$state.get()).toMatchObject({ status: 'ready', data: { status: 'activated' } });
  });

  it('fails on a server error rather than calling the link invalid', async () => {
    api.answer(activateEmail, refusal(500, 'internal_error'));
    const activation = createActivation();
    await activation.start(CODE);
    expect(activation.$state.get().status).toBe('failed');
  });
});
