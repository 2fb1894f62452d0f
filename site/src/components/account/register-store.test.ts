import { describe, expect, it, vi } from 'vitest';
import { signup } from '@migralink/shared/api/accounts';
import { useFakeApi } from '@/api/fake-api';
import { createRegister } from './register-store';
import { heldAnswer, offline, refusal } from '@/api/testing';

const api = useFakeApi();

const accepted = { status: 202, body: { data: { message: 'Check your mailbox' } } };

function filled(variant: 'register' | 'partner' = 'register', go = vi.fn()) {
  const register = createRegister({ locale: 'ru', variant, go });
  register.form.assign({
    first_name: ' Anna ',
    last_name: 'Lee ',
    email: ' ann@example.com ',
    password: 'long-enough-1',
  });
  return register;
}

describe('the registration store', () => {
  it('starts as a client account, or as a partner on the partner page', () => {
    expect(createRegister({ locale: 'en', variant: 'register', go: vi.fn() }).form.$values.get().role).toBe('client');
    expect(createRegister({ locale: 'en', variant: 'partner', go: vi.fn() }).form.$values.get().role).toBe('partner');
  });

  it('checks every field with the contract’s rules before calling the API', async () => {
    const register = createRegister({ locale: 'en', variant: 'register', go: vi.fn() });
    register.form.assign({ first_name: 'x'.repeat(81), email: 'not-an-address', password: 'short', phone: '030 123' });
    expect(await register.submit()).toBe(false);
    expect(register.form.request.$state.get().problems).toEqual({
      fields: {
        first_name: { key: 'errors.field.too_long', params: { max: 80 } },
        last_name: { key: 'errors.field.required' },
        email: { key: 'errors.field.email' },
        password: { key: 'errors.field.password_length', params: { min: 8 } },
        phone: { key: 'errors.field.phone' },
      },
    });
    expect(api.calls).toEqual([]);
  });

  it('registers with trimmed values, no phone when none was given, and leaves to check the mailbox', async () => {
    api.answer(signup, accepted);
    const go = vi.fn();
    const register = filled('register', go);
    register.form.set('role', 'company');
    expect(await register.submit()).toBe(true);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/v1/auth/signup',
        { first_name: 'Anna', last_name: 'Lee', email: 'ann@example.com', password: 'long-enough-1', role: 'company' },
      ],
    ]);
    expect(go).toHaveBeenCalledWith('/ru/registration-success/?email=ann%40example.com');
    expect(register.form.request.$state.get().phase).toBe('done');
  });

  it("sends the partner's code the cookie holds when it is read, for a company account only", async () => {
    api.answer(signup, accepted);
    api.answer(signup, accepted);
    let cookies = '';
    const register = createRegister({ locale: 'en', variant: 'register', go: vi.fn(), cookies: () => cookies });
    register.form.assign({ first_name: 'Anna', last_name: 'Lee', email: 'ann@example.com', password: 'long-enough-1' });
    register.form.set('role', 'company');
    // Set after the form opened, as a partner's link followed in another tab sets it.
    cookies = 'utm_source=x; partner_ref=AB2CD3EF';
    await register.submit();
    register.form.set('role', 'client');
    await register.submit();
    expect(api.calls.map((call) => (call.body as { partner_code?: string }).partner_code)).toEqual([
      'AB2CD3EF',
      undefined,
    ]);
  });

  it('sends a partner’s phone as + and digits', async () => {
    api.answer(signup, accepted);
    const register = filled('partner');
    register.form.set('phone', '+49 (30) 123-456');
    await register.submit();
    expect(api.calls[0]?.body).toMatchObject({ role: 'partner', phone: '+4930123456' });
  });

  it('shows the API’s per-field errors under their fields and stays', async () => {
    api.answer(signup, refusal(422, 'validation_failed', { email: ['This address is taken'], 'phone.0': ['No'] }));
    const go = vi.fn();
    const register = filled('register', go);
    expect(await register.submit()).toBe(false);
    expect(register.form.request.$state.get()).toEqual({
      phase: 'failed',
      problems: {
        general: { key: 'errors.code.validation_failed' },
        fields: { email: { text: 'This address is taken' }, phone: { text: 'No' } },
      },
    });
    expect(go).not.toHaveBeenCalled();
  });

  it('says so when no answer came, and sends again on the next submit', async () => {
    api.answerOnce(signup, offline);
    const register = filled();
    expect(await register.submit()).toBe(false);
    expect(register.form.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
    api.answer(signup, accepted);
    expect(await register.submit()).toBe(true);
    expect(api.calls).toHaveLength(2);
  });

  it('sends once while a registration is on its way', async () => {
    const held = heldAnswer();
    api.answer(signup, held.answer);
    const register = filled();
    const first = register.submit();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(register.form.request.$state.get().phase).toBe('loading');
    expect(await register.submit()).toBe(false);
    held.give(accepted);
    expect(await first).toBe(true);
    expect(api.calls).toHaveLength(1);
  });
});
