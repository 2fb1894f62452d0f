import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signin } from '@migralink/shared/api/accounts';
import type { Session } from '@migralink/shared/schemas/auth';
import { fakeApi } from '@/kit/fake-api';
import { $auth, signOut } from '@/stores/auth';
import { createLogin } from './login-store';

const session: Session = {
  token: 'token-1',
  user: {
    uuid: 'u-1',
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    position: null,
    phone: null,
    avatar: null,
    role: 'client',
    email_verified: true,
    email_notifications: true,
    language: 'en',
    new_leads: 0,
    new_messages: 0,
    registered_at: '2026-11-23T10:00:00.000Z',
    company: null,
  },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signOut();
});
afterEach(() => api.restore());

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
    api.answer(signin, {
      status: 401,
      body: { message: 'Wrong e-mail or password', code: 401, error_code: 'invalid_credentials' },
    });
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
    api.answer(signin, {
      status: 422,
      body: { message: 'Invalid', code: 422, errors: { email: ['Not an address we know how to read'] } },
    });
    const login = createLogin({ locale: 'en', go: vi.fn() });
    fill(login, 'ann@example.com', 'secret-pass');
    await login.submit(null);
    expect(login.form.request.$state.get().problems.fields).toEqual({
      email: { text: 'Not an address we know how to read' },
    });
  });

  it('sends once while a sign-in is on its way', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.answer(signin, () => new Promise((resolve) => (answer = resolve)));
    const login = createLogin({ locale: 'en', go: vi.fn() });
    fill(login, 'ann@example.com', 'secret-pass');
    const first = login.submit(null);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(login.form.request.$state.get().phase).toBe('loading');
    expect(await login.submit(null)).toBe(false);
    answer({ status: 200, body: { data: session } });
    expect(await first).toBe(true);
    expect(api.calls).toHaveLength(1);
  });
});
