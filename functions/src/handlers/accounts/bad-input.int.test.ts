import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  activateEmail,
  changePassword,
  checkResetCode,
  legacyActivateEmail,
  legacyCheckResetCode,
  legacyResetPassword,
  legacySendResetEmail,
  resetPassword,
  sendActivationEmail,
  sendResetEmail,
  signin,
  signup,
} from '@migralink/shared/api/accounts';
import { errorBody } from '@migralink/shared/schemas/error-body';
import type { Route } from '@migralink/shared/route';
import { uniqueEmail } from '#testing/accounts';
import { callRoute, type RouteResponse } from '#testing/call';

type Call = () => Promise<RouteResponse<Route>>;

const GOOD_CODE = 'A'.repeat(43);
const signupBody = {
  email: 'someone@example.com',
  password: 'a perfectly fine passphrase',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'client',
} as const;
const without = (key: string) => Object.fromEntries(Object.entries(signupBody).filter(([name]) => name !== key));

/** [what, the call, status, error_code, fields with errors] */
const CASES: [string, Call, number, string, string[]][] = [
  ['signup: malformed JSON', () => callRoute(signup, { raw: { body: '{"email":' } }), 400, 'malformed_json', []],
  ['signup: no body', () => callRoute(signup, { raw: {} }), 422, 'validation_failed', ['email', 'password']],
  [
    'signup: a missing field',
    () => callRoute(signup, { raw: { body: without('last_name') } }),
    422,
    'validation_failed',
    ['last_name'],
  ],
  [
    'signup: a bad e-mail',
    () => callRoute(signup, { body: { ...signupBody, email: 'not-an-address' } }),
    422,
    'validation_failed',
    ['email'],
  ],
  [
    'signup: a short password',
    () => callRoute(signup, { body: { ...signupBody, password: 'short' } }),
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signup: a common password',
    () => callRoute(signup, { body: { ...signupBody, email: uniqueEmail(), password: 'Baseball1' } }),
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signup: the address as password',
    () => callRoute(signup, { body: { ...signupBody, email: 'grace.hopper@example.com', password: 'Grace.Hopper' } }),
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signup: a staff role',
    () => callRoute(signup, { raw: { body: { ...signupBody, role: 'admin' } } }),
    422,
    'validation_failed',
    ['role'],
  ],
  [
    'signup: a bad phone',
    () => callRoute(signup, { body: { ...signupBody, phone: '12345' } }),
    422,
    'validation_failed',
    ['phone'],
  ],
  [
    'signup: a form body',
    () =>
      callRoute(signup, {
        raw: { body: 'email=a' },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    415,
    'unsupported_media_type',
    [],
  ],
  ['signin: malformed JSON', () => callRoute(signin, { raw: { body: '{' } }), 400, 'malformed_json', []],
  [
    'signin: missing password',
    () => callRoute(signin, { raw: { body: { email: 'a@example.com' } } }),
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signin: a bad e-mail',
    () => callRoute(signin, { body: { email: 'a@', password: 'x' } }),
    422,
    'validation_failed',
    ['email'],
  ],
  [
    'send-email: a bad e-mail',
    () => callRoute(sendResetEmail, { body: { email: 'nope' } }),
    422,
    'validation_failed',
    ['email'],
  ],
  ['send-email: no body', () => callRoute(sendResetEmail, { raw: {} }), 422, 'validation_failed', ['email']],
  [
    'older send-email: a bad e-mail',
    () => callRoute(legacySendResetEmail, { raw: { body: { email: 42 } } }),
    422,
    'validation_failed',
    ['email'],
  ],
  [
    'check-code: a bad code format',
    () => callRoute(checkResetCode, { params: { code: 'x' } }),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'check-code: an unknown code',
    () => callRoute(checkResetCode, { params: { code: GOOD_CODE } }),
    404,
    'invalid_code',
    [],
  ],
  ['older check-code: no code', () => callRoute(legacyCheckResetCode, { raw: {} }), 422, 'validation_failed', ['code']],
  [
    'older check-code: an unknown code',
    () => callRoute(legacyCheckResetCode, { query: { code: GOOD_CODE } }),
    404,
    'invalid_code',
    [],
  ],
  [
    'reset: a bad code format',
    () => callRoute(resetPassword, { params: { code: 'x' }, body: { password: 'a fine passphrase' } }),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'reset: a short password',
    () => callRoute(resetPassword, { params: { code: GOOD_CODE }, body: { password: '1234567' } }),
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'reset: an unknown code',
    () => callRoute(resetPassword, { params: { code: GOOD_CODE }, body: { password: 'a fine passphrase' } }),
    404,
    'invalid_code',
    [],
  ],
  [
    'reset: malformed JSON',
    () => callRoute(resetPassword, { params: { code: GOOD_CODE }, raw: { body: '{"password"' } }),
    400,
    'malformed_json',
    [],
  ],
  [
    'older reset: no code',
    () => callRoute(legacyResetPassword, { raw: { body: { password: 'a fine passphrase' } } }),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'older reset: an unknown code',
    () => callRoute(legacyResetPassword, { body: { code: GOOD_CODE, password: 'a fine passphrase' } }),
    404,
    'invalid_code',
    [],
  ],
  [
    'activation: a bad code format',
    () => callRoute(activateEmail, { params: { code: 'x' } }),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'activation: a code of 43 characters outside base64url',
    () => callRoute(activateEmail, { params: { code: `${'A'.repeat(42)}=` } }),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'activation: an unknown code',
    () => callRoute(activateEmail, { params: { code: GOOD_CODE } }),
    404,
    'invalid_code',
    [],
  ],
  [
    'older activation: a bad code',
    () => callRoute(legacyActivateEmail, { body: { code: 'x' } }),
    422,
    'validation_failed',
    ['code'],
  ],
  ['send-activation-email: no token', () => callRoute(sendActivationEmail, {}), 401, 'unauthenticated', []],
  [
    'send-activation-email: a garbage token',
    () => callRoute(sendActivationEmail, {}, { token: 'garbage' }),
    401,
    'unauthenticated',
    [],
  ],
  [
    'change-password: no token',
    () => callRoute(changePassword, { body: { current_password: 'x', password: 'a fine passphrase' } }),
    401,
    'unauthenticated',
    [],
  ],
];

describe('bad input to the account routes', () => {
  it.each(CASES)('%s: answers %#', async (_, call, status, errorCode, fields) => {
    const response = await call();
    expect(response.status).toBe(status);
    const shape = z.safeParse(errorBody, response.body);
    expect(shape.success).toBe(true);
    expect(response.body).toMatchObject({ code: status, error_code: errorCode, message: expect.any(String) });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const field of fields) expect(shape.data?.errors?.[field]?.[0]).toEqual(expect.any(String));
  });

  it('writes field errors in the caller language', async () => {
    const response = await callRoute(
      signup,
      { body: { ...signupBody, email: uniqueEmail(), password: 'iloveyou1' } },
      { locale: 'ru' },
    );
    expect(response).toMatchObject({
      status: 422,
      body: {
        message: 'Переданные данные некорректны.',
        errors: { password: ['Этот пароль слишком распространён, его легко подобрать. Выберите другой.'] },
      },
    });
  });

  it.each([
    ['eight NULs', '\0'.repeat(8), /^Пароль не должен содержать управляющих символов/],
    ['a tab in a passphrase', 'correct horse\tbattery staple', /^Пароль не должен содержать управляющих символов/],
    ['DEL', 'passphrase\u007F', /^Пароль не должен содержать управляющих символов/],
    ['eight spaces', ' '.repeat(8), /^Этот пароль слишком легко подобрать/],
    ['one letter eight times', 'aaaaaaaa', /^Этот пароль слишком легко подобрать/],
    ['a row of keys', 'йцукенгш', /^Этот пароль слишком легко подобрать/],
  ])('refuses a sign-up with %s: 422 with the reason under password, in Russian', async (_, password, reason) => {
    const response = await callRoute(
      signup,
      { body: { ...signupBody, email: uniqueEmail(), password } },
      { locale: 'ru' },
    );
    expect(response).toMatchObject({
      status: 422,
      body: { error_code: 'validation_failed', errors: { password: [expect.stringMatching(reason)] } },
    });
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual(['password']);
  });
});
