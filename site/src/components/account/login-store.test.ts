import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signin } from '@migralink/shared/api/accounts';
import { useFakeApi } from '@/api/fake-api';
import { $auth, signOut } from '@/stores/auth';
import { createLogin } from './login-store';
import { heldAnswer, refusal, testSession } from '@/api/testing';

const session = testSession();

const api = useFakeApi();
beforeEach(() => {
  signOut();
});

function fill(login: ReturnType<typeof createLogin>, email: string, password: string) {
  login.form.set('email', email);
  login.form.set('password', password);
}

describe('the sign-in store', () => {
  it('refuses an empty form without calling the API', async () => {
    const go = vi.fn();
    const login = createLogin({ locale: 'en', go });
    expect(await login.submit(null)).toBe(false);
    expect(login.form.request.$state.get()).toEqual({
      phase: 'failed',
      problems: { fields: { email: { key: 'errors.field.required' }, password: { key: 'errors.field.required' } } },
    });
    expect(api.calls).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed address, keeps the session and goes where it was asked', async () => {
    api.answer(signin, { status: 200, body: { data: session } });
    const go = vi.fn();
    const login = createLogin({ locale: 'ru', go });
    fill(login, '  ann@example.com ', 'secret-pass');
    expect(await login.submit('/ru/account/profile/')).toBe(true);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/v1/auth/signin', { email: 'ann@example.com', password: 'secret-pass' }],
    ]);
    expect($auth.get()).toEqual(session);
    expect(go).toHaveBeenCalledWith('/ru/account/profile/');
    expect(login.form.request.$state.get().phase).toBe('done');
  });

  it('shows the API refusal as the general error and stays', async () => {
    api.answer(signin, refusal(401, 'invalid_credentials'));
    const go = vi.fn();
    const login = createLogin({ locale: 'en', go });
    fill(login, 'ann@example.com', 'wrong');
    expect(await login.submit(null)).toBe(false);
    expect(login.form.request.$state.get()).toEqual({
      phase: 'failed',
      problems: { general: { key: 'errors.code.invalid_credentials' }, fields: {} },
    });
    expect($auth.get().token).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('puts the API per-field messages under their fields', async () => {
    api.answer(signin, refusal(422, undefined, { email: ['Not an address we know how to read'] }));
    const login = createLogin({ locale: 'en', go: vi.fn() });
    fill(login, 'ann@example.com', 'secret-pass');
    await login.submit(null);
    expect(login.form.request.$state.get().problems.fields).toEqual({
      email: { text: 'Not an address we know how to read' },
    });
  });

  it('sends once while a sign-in is on its way', async () => {
    const held = heldAnswer();
    api.answer(signin, held.answer);
    const login = createLogin({ locale: 'en', go: vi.fn() });
    fill(login, 'ann@example.com', 'secret-pass');
    const first = login.submit(null);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(login.form.request.$state.get().phase).toBe('loading');
    expect(await login.submit(null)).toBe(false);
    held.give({ status: 200, body: { data: session } });
    expect(await first).toBe(true);
    expect(api.calls).toHaveLength(1);
  });
});
