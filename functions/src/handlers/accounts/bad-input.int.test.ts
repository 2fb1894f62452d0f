import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBody } from '@migralink/shared/errors';
import { accountEvent, uniqueEmail, type CallOptions } from '#testing/account-requests';
import { invoke } from '#testing/events';
import { handler as activateEmail } from './activate-email';
import { handler as changePassword } from './change-password';
import { handler as checkResetCode } from './check-reset-code';
import { handler as legacyActivateEmail } from './legacy-activate-email';
import { handler as legacyCheckResetCode } from './legacy-check-reset-code';
import { handler as legacyResetPassword } from './legacy-reset-password';
import { handler as legacySendResetEmail } from './legacy-send-reset-email';
import { handler as resetPassword } from './reset-password';
import { handler as sendActivationEmail } from './send-activation-email';
import { handler as sendResetEmail } from './send-reset-email';
import { handler as signin } from './signin';
import { handler as signup } from './signup';

type Handler = Parameters<typeof invoke>[0];

const GOOD_CODE = 'A'.repeat(43);
const signupBody = {
  email: 'someone@example.com',
  password: 'a perfectly fine passphrase',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'client',
};
const without = (key: string) => Object.fromEntries(Object.entries(signupBody).filter(([name]) => name !== key));

const codeRoute = (code: string, options: CallOptions = {}) => ({
  ...options,
  pathParameters: { code },
});

/** [what, handler, method, path, options, status, error_code, fields with errors] */
const CASES: [string, Handler, string, string, CallOptions, number, string, string[]][] = [
  ['signup: malformed JSON', signup, 'POST', '/v1/auth/signup', { body: '{"email":' }, 400, 'malformed_json', []],
  ['signup: no body', signup, 'POST', '/v1/auth/signup', {}, 422, 'validation_failed', ['email', 'password']],
  [
    'signup: a missing field',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: without('last_name') },
    422,
    'validation_failed',
    ['last_name'],
  ],
  [
    'signup: a bad e-mail',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: { ...signupBody, email: 'not-an-address' } },
    422,
    'validation_failed',
    ['email'],
  ],
  [
    'signup: a short password',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: { ...signupBody, password: 'short' } },
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signup: a common password',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: { ...signupBody, email: uniqueEmail(), password: 'Baseball1' } },
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signup: the address as password',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: { ...signupBody, email: 'grace.hopper@example.com', password: 'Grace.Hopper' } },
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signup: a staff role',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: { ...signupBody, role: 'admin' } },
    422,
    'validation_failed',
    ['role'],
  ],
  [
    'signup: a bad phone',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: { ...signupBody, phone: '12345' } },
    422,
    'validation_failed',
    ['phone'],
  ],
  [
    'signup: a form body',
    signup,
    'POST',
    '/v1/auth/signup',
    { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    415,
    'unsupported_media_type',
    [],
  ],
  ['signin: malformed JSON', signin, 'POST', '/v1/auth/signin', { body: '{' }, 400, 'malformed_json', []],
  [
    'signin: missing password',
    signin,
    'POST',
    '/v1/auth/signin',
    { body: { email: 'a@example.com' } },
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'signin: a bad e-mail',
    signin,
    'POST',
    '/v1/auth/signin',
    { body: { email: 'a@', password: 'x' } },
    422,
    'validation_failed',
    ['email'],
  ],
  [
    'send-email: a bad e-mail',
    sendResetEmail,
    'POST',
    '/v1/auth/send-email',
    { body: { email: 'nope' } },
    422,
    'validation_failed',
    ['email'],
  ],
  ['send-email: no body', sendResetEmail, 'POST', '/v1/auth/send-email', {}, 422, 'validation_failed', ['email']],
  [
    'older send-email: a bad e-mail',
    legacySendResetEmail,
    'POST',
    '/auth/send-email',
    { body: { email: 42 } },
    422,
    'validation_failed',
    ['email'],
  ],
  [
    'check-code: a bad code format',
    checkResetCode,
    'GET',
    '/v1/auth/check-code/x',
    codeRoute('x'),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'check-code: an unknown code',
    checkResetCode,
    'GET',
    `/v1/auth/check-code/${GOOD_CODE}`,
    codeRoute(GOOD_CODE),
    404,
    'invalid_code',
    [],
  ],
  [
    'older check-code: no code',
    legacyCheckResetCode,
    'GET',
    '/auth/check-code',
    {},
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'older check-code: an unknown code',
    legacyCheckResetCode,
    'GET',
    '/auth/check-code',
    { rawQueryString: `code=${GOOD_CODE}` },
    404,
    'invalid_code',
    [],
  ],
  [
    'reset: a bad code format',
    resetPassword,
    'POST',
    '/v1/auth/reset/x',
    codeRoute('x', { body: { password: 'a fine passphrase' } }),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'reset: a short password',
    resetPassword,
    'POST',
    `/v1/auth/reset/${GOOD_CODE}`,
    codeRoute(GOOD_CODE, { body: { password: '1234567' } }),
    422,
    'validation_failed',
    ['password'],
  ],
  [
    'reset: an unknown code',
    resetPassword,
    'POST',
    `/v1/auth/reset/${GOOD_CODE}`,
    codeRoute(GOOD_CODE, { body: { password: 'a fine passphrase' } }),
    404,
    'invalid_code',
    [],
  ],
  [
    'reset: malformed JSON',
    resetPassword,
    'POST',
    `/v1/auth/reset/${GOOD_CODE}`,
    codeRoute(GOOD_CODE, { body: '{"password"' }),
    400,
    'malformed_json',
    [],
  ],
  [
    'older reset: no code',
    legacyResetPassword,
    'POST',
    '/auth/reset',
    { body: { password: 'a fine passphrase' } },
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'older reset: an unknown code',
    legacyResetPassword,
    'POST',
    '/auth/reset',
    { body: { code: GOOD_CODE, password: 'a fine passphrase' } },
    404,
    'invalid_code',
    [],
  ],
  [
    'activation: a bad code format',
    activateEmail,
    'POST',
    '/v1/auth/email-activation/x',
    codeRoute('x'),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'activation: a code of 43 characters outside base64url',
    activateEmail,
    'POST',
    '/v1/auth/email-activation/x',
    codeRoute(`${'A'.repeat(42)}=`),
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'activation: an unknown code',
    activateEmail,
    'POST',
    `/v1/auth/email-activation/${GOOD_CODE}`,
    codeRoute(GOOD_CODE),
    404,
    'invalid_code',
    [],
  ],
  [
    'older activation: a bad code',
    legacyActivateEmail,
    'POST',
    '/auth/activate',
    { body: { code: 'x' } },
    422,
    'validation_failed',
    ['code'],
  ],
  [
    'send-activation-email: no token',
    sendActivationEmail,
    'POST',
    '/v1/auth/send-activation-email',
    {},
    401,
    'unauthenticated',
    [],
  ],
  [
    'send-activation-email: a garbage token',
    sendActivationEmail,
    'POST',
    '/v1/auth/send-activation-email',
    { token: 'garbage' },
    401,
    'unauthenticated',
    [],
  ],
  [
    'change-password: no token',
    changePassword,
    'POST',
    '/v1/auth/change-password',
    { body: { current_password: 'x', password: 'a fine passphrase' } },
    401,
    'unauthenticated',
    [],
  ],
];

describe('bad input to the account routes', () => {
  it.each(CASES)('%s: answers %#', async (_, handler, method, path, options, status, errorCode, fields) => {
    const response = await invoke(handler, accountEvent(method, path, options));
    expect(response.status).toBe(status);
    expect(z.safeParse(errorBody, response.body).success).toBe(true);
    expect(response.body).toMatchObject({ code: status, error_code: errorCode, message: expect.any(String) });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const field of fields) expect(response.body.errors?.[field]?.[0]).toEqual(expect.any(String));
  });

  it('writes field errors in the caller language', async () => {
    const response = await invoke(
      signup,
      accountEvent('POST', '/v1/auth/signup', {
        body: { ...signupBody, email: uniqueEmail(), password: 'iloveyou1' },
        headers: { 'x-localization': 'ru' },
      }),
    );
    expect(response).toMatchObject({
      status: 422,
      body: {
        message: 'Переданные данные некорректны.',
        errors: { password: ['Этот пароль слишком распространён, его легко подобрать. Выберите другой.'] },
      },
    });
  });
});
