import { describe, expect, it } from 'vitest';
import { sendResetEmail } from '@migralink/shared/api/accounts';
import { useFakeApi } from '@/api/fake-api';
import { createForgotPassword } from './forgot-password-store';
import { offline, refusal } from '@/api/testing';

const api = useFakeApi();

describe('the reset request store', () => {
  it('refuses what is no address without calling the API', async () => {
    const forgot = createForgotPassword();
    forgot.form.set('email', 'ann');
    expect(await forgot.submit()).toBe(false);
    expect(forgot.form.request.$state.get().problems.fields).toEqual({ email: { key: 'errors.field.email' } });
    expect(forgot.$sentTo.get()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('asks for the mail with the trimmed address and confirms where it went', async () => {
    api.answer(sendResetEmail, { status: 202, body: { data: { message: 'If the address has an account…' } } });
    const forgot = createForgotPassword();
    forgot.form.set('email', ' ann@example.com ');
    expect(await forgot.submit()).toBe(true);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/v1/auth/send-email', { email: 'ann@example.com' }],
    ]);
    expect(forgot.$sentTo.get()).toBe('ann@example.com');
  });

  it('shows a refusal (too many requests) and confirms nothing', async () => {
    api.answer(sendResetEmail, refusal(429, 'rate_limited'));
    const forgot = createForgotPassword();
    forgot.form.set('email', 'ann@example.com');
    expect(await forgot.submit()).toBe(false);
    expect(forgot.form.request.$state.get().problems).toEqual({
      general: { key: 'errors.code.rate_limited' },
      fields: {},
    });
    expect(forgot.$sentTo.get()).toBeNull();
  });

  it('says so when no answer came', async () => {
    api.answer(sendResetEmail, offline);
    const forgot = createForgotPassword();
    forgot.form.set('email', 'ann@example.com');
    await forgot.submit();
    expect(forgot.form.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
  });
});
