import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkResetCode, resetPassword } from '@migralink/shared/api/accounts';
import { useFakeApi } from '@/api/fake-api';
import { $auth, signOut } from '@/stores/auth';
import { createResetPassword } from './reset-password-store';
import { heldAnswer, offline, refusal, testSession } from '@/api/testing';

const CODE = 'b'.repeat(43);
const VALID = { status: 200, body: { data: { valid: true } } };

const api = useFakeApi();
beforeEach(() => {
  signOut();
});

async function checked(go = vi.fn()) {
  api.answer(checkResetCode, VALID);
  const reset = createResetPassword({ locale: 'uk', go });
  await reset.check(CODE);
  return reset;
}

describe('the password reset store', () => {
  it('checks the link first: loading, then valid with its code', async () => {
    api.answer(checkResetCode, VALID);
    const reset = createResetPassword({ locale: 'uk', go: vi.fn() });
    const checking = reset.check(CODE);
    expect(reset.$link.get()).toEqual({ status: 'loading' });
    await checking;
    expect(api.calls.map((call) => [call.method, call.url])).toEqual([['GET', `/v1/auth/check-code/${CODE}`]]);
    expect(reset.$link.get()).toEqual({ status: 'ready', data: { status: 'valid', code: CODE } });
  });

  it('calls a malformed link invalid without asking, and a refused one after asking', async () => {
    const reset = createResetPassword({ locale: 'uk', go: vi.fn() });
    await reset.check(null);
    expect(reset.$link.get()).toEqual({ status: 'ready', data: { status: 'invalid' } });
    expect(api.calls).toEqual([]);

    api.answer(checkResetCode, refusal(422, 'invalid_code'));
    await reset.check(CODE);
    expect(reset.$link.get()).toEqual({ status: 'ready', data: { status: 'invalid' } });
  });

  it('fails when no answer came, and checks again on retry', async () => {
    api.answerOnce(checkResetCode, offline);
    const reset = createResetPassword({ locale: 'uk', go: vi.fn() });
    await reset.check(CODE);
    expect(reset.$link.get().status).toBe('failed');
    api.answer(checkResetCode, VALID);
    await reset.retry();
    expect(reset.$link.get()).toEqual({ status: 'ready', data: { status: 'valid', code: CODE } });
  });

  it('drops the answer to a check the screen no longer waits for', async () => {
    const held = heldAnswer();
    api.answer(checkResetCode, held.answer);
    const reset = createResetPassword({ locale: 'uk', go: vi.fn() });
    const checking = reset.check(CODE);
    reset.cancel();
    held.give(refusal(422, 'invalid_code'));
    await checking;
    expect(reset.$link.get()).toEqual({ status: 'loading' });
  });

  it('asks for a new password of the contract’s length, then the same again', async () => {
    const reset = await checked();
    reset.form.assign({ password: 'short', repeat: '' });
    await reset.submit();
    expect(reset.form.request.$state.get().problems.fields).toEqual({
      password: { key: 'errors.field.password_length', params: { min: 8 } },
    });
    reset.form.assign({ password: 'long-enough-1', repeat: 'long-enough-2' });
    expect(await reset.submit()).toBe(false);
    expect(reset.form.request.$state.get().problems.fields).toEqual({
      repeat: { key: 'errors.field.passwords_differ' },
    });
    expect(api.calls).toHaveLength(1);
  });

  it('sets the password with the link’s code, signs in and leaves for the profile', async () => {
    const go = vi.fn();
    const reset = await checked(go);
    const session = testSession('token-3');
    api.answer(resetPassword, { status: 200, body: { data: session } });
    reset.form.assign({ password: 'long-enough-1', repeat: 'long-enough-1' });
    expect(await reset.submit()).toBe(true);
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      url: `/v1/auth/reset/${CODE}`,
      body: { password: 'long-enough-1' },
    });
    expect($auth.get().token).toBe('token-3');
    expect(go).toHaveBeenCalledWith('/uk/account/profile/');
  });

  it('turns to the invalid link when the code was spent while the form was open', async () => {
    const go = vi.fn();
    const reset = await checked(go);
    api.answer(resetPassword, refusal(422, 'invalid_code'));
    reset.form.assign({ password: 'long-enough-1', repeat: 'long-enough-1' });
    expect(await reset.submit()).toBe(false);
    expect(reset.$link.get()).toEqual({ status: 'ready', data: { status: 'invalid' } });
    expect($auth.get().token).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the API’s word on the password under its field', async () => {
    const reset = await checked();
    api.answer(resetPassword, refusal(422, 'validation_failed', { password: ['Too common'] }));
    reset.form.assign({ password: 'password1', repeat: 'password1' });
    await reset.submit();
    expect(reset.form.request.$state.get().problems.fields).toEqual({ password: { text: 'Too common' } });
    expect(reset.$link.get()).toMatchObject({ data: { status: 'valid' } });
  });

  it('sends nothing before the link is known to be valid', async () => {
    const reset = createResetPassword({ locale: 'uk', go: vi.fn() });
    reset.form.assign({ password: 'long-enough-1', repeat: 'long-enough-1' });
    expect(await reset.submit()).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
