import { describe, expect, it } from 'vitest';
import {
  checkResetCode,
  legacyCheckResetCode,
  legacyResetPassword,
  legacySendResetEmail,
  resetPassword,
  sendActivationEmail,
  sendResetEmail,
  signin,
} from '@migralink/shared/api/accounts';
import { hashCode, newCode } from '#accounts/codes';
import { putCode } from '#data/codes';
import { createUser, getUser, type User } from '#data/users';
import { hashPassword } from '#lib/passwords';
import { signToken } from '#lib/tokens';
import { uniqueEmail } from '#testing/accounts';
import { callRoute, expectStatus, type Caller } from '#testing/call';
import { codeIn, lastMailTo, mailsTo } from '#testing/mailbox';

const OLD_PASSWORD = 'old but gold 1999';
const NEW_PASSWORD = 'brand new passphrase 2026';

/** An existing account (its address not confirmed yet) with a real password, created directly in the table. */
async function existingUser(locale: User['locale'] = 'en'): Promise<User> {
  return createUser({
    email: uniqueEmail('reset'),
    password_hash: await hashPassword(OLD_PASSWORD),
    role: 'client',
    first_name: 'Grace',
    last_name: 'Hopper',
    locale,
  });
}

const call = {
  sendEmail: (email: string, caller: Caller = {}) => callRoute(sendResetEmail, { body: { email } }, caller),
  check: (code: string) => callRoute(checkResetCode, { params: { code } }),
  reset: (code: string, password: string, caller: Caller = {}) =>
    callRoute(resetPassword, { params: { code }, body: { password } }, caller),
  signin: (email: string, password: string) => callRoute(signin, { body: { email, password } }),
  useToken: (token: string) => callRoute(sendActivationEmail, {}, { token }),
};

async function mailedResetCode(user: User): Promise<string> {
  expect((await call.sendEmail(user.email)).status).toBe(202);
  return codeIn(await lastMailTo(user.email), 'reset-password');
}

describe('password reset by mail', () => {
  it('mails a link in the user language, sets the new password, ends older tokens and signs in', async () => {
    const user = await existingUser('uk');
    const oldToken = await signToken(user);
    expect((await call.useToken(oldToken)).status).toBe(202);

    const asked = await call.sendEmail(user.email.toUpperCase(), { locale: 'ru' });
    expect(asked).toMatchObject({
      status: 202,
      body: {
        data: {
          message: 'Если этот адрес зарегистрирован, мы отправили на него ссылку для сброса пароля. Проверьте почту.',
        },
      },
    });
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe('Скидання пароля Migralink');
    expect(mail.body.text).toMatch(/\/uk\/reset-password\/\?code=[A-Za-z0-9_-]{43}\n/);
    const code = codeIn(mail, 'reset-password');

    expect(await call.check(code)).toEqual(expect.objectContaining({ status: 200, body: { data: { valid: true } } }));

    const reset = await call.reset(code, NEW_PASSWORD);
    expectStatus(reset, 200);
    expect(reset).toMatchObject({
      status: 200,
      body: { data: { token: expect.any(String), user: { uuid: user.id, email_verified: true } } },
    });
    const stored = await getUser(user.id);
    expect(stored).toMatchObject({ password_version: user.password_version + 1, email_verified: true });
    expect(stored?.password_hash).not.toBe(user.password_hash);
    expect((await lastMailTo(user.email)).subject).toBe('Пароль Migralink змінено');

    // The old token is refused, the new one works; only the new password signs in.
    expect(await call.useToken(oldToken)).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
    expect((await call.useToken(reset.body.data.token)).status).toBe(202);
    expect(await call.signin(user.email, OLD_PASSWORD)).toMatchObject({
      status: 401,
      body: { error_code: 'invalid_credentials' },
    });
    expect((await call.signin(user.email, NEW_PASSWORD)).status).toBe(200);

    // The code is used up.
    expect(await call.check(code)).toMatchObject({ status: 404, body: { error_code: 'invalid_code' } });
    expect(await call.reset(code, 'yet another passphrase')).toMatchObject({
      status: 404,
      body: { error_code: 'invalid_code' },
    });
  });

  it('lets only the newest link work', async () => {
    const user = await existingUser();
    const first = await mailedResetCode(user);
    const second = await mailedResetCode(user);
    expect(second).not.toBe(first);
    expect((await call.check(first)).status).toBe(404);
    expect((await call.reset(first, NEW_PASSWORD)).status).toBe(404);
    expect((await call.check(second)).status).toBe(200);
    expect((await call.reset(second, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets one of two simultaneous resets with the same code win, and only one', async () => {
    const user = await existingUser();
    const code = await mailedResetCode(user);
    const results = await Promise.all([
      call.reset(code, 'first racer passphrase'),
      call.reset(code, 'second racer passphrase'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 404]);
    expect((await getUser(user.id))?.password_version).toBe(user.password_version + 1);
    const winner = results[0]?.status === 200 ? 'first racer passphrase' : 'second racer passphrase';
    expect((await call.signin(user.email, winner)).status).toBe(200);
  });

  it('refuses an expired code with 404 invalid_code', async () => {
    const user = await existingUser();
    const code = newCode();
    await putCode('reset', hashCode(code), user.id, 3600, Date.now() - 3601 * 1000);
    expect(await call.check(code)).toMatchObject({ status: 404, body: { error_code: 'invalid_code' } });
    expect((await call.reset(code, NEW_PASSWORD)).status).toBe(404);
    expect((await getUser(user.id))?.password_hash).toBe(user.password_hash);
  });

  it('refuses an activation code as a reset code', async () => {
    const user = await existingUser();
    const code = newCode();
    await putCode('activation', hashCode(code), user.id, 3600);
    expect((await call.check(code)).status).toBe(404);
    expect((await call.reset(code, NEW_PASSWORD)).status).toBe(404);
  });

  it('refuses a common password or the address with 422 in the caller language, and keeps the code', async () => {
    const user = await existingUser();
    const code = await mailedResetCode(user);
    expect(await call.reset(code, 'Qwertyuiop', { locale: 'uk' })).toMatchObject({
      status: 422,
      body: { errors: { password: ['Цей пароль надто поширений, його легко підібрати. Оберіть інший.'] } },
    });
    expect(await call.reset(code, user.email.split('@')[0]!)).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password must not be your e-mail address.'] } },
    });
    expect(await call.reset(code, 'short')).toMatchObject({
      status: 422,
      body: { errors: { password: [expect.any(String)] } },
    });
    expect((await call.reset(code, NEW_PASSWORD)).status).toBe(200);
  });

  it('mails nothing for an unknown address and answers exactly as for a known one', async () => {
    const user = await existingUser();
    const unknown = uniqueEmail('nobody');
    const known = await call.sendEmail(user.email);
    const other = await call.sendEmail(unknown);
    expect(other.status).toBe(known.status);
    expect(other.body).toEqual(known.body);
    expect(other.headers).toEqual(known.headers);
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('the older reset paths', () => {
  it('mail, check and reset exactly like the /v1 ones', async () => {
    const user = await existingUser();
    const legacySend = (email: string) => callRoute(legacySendResetEmail, { body: { email } });
    const legacyCheck = (code: string) => callRoute(legacyCheckResetCode, { query: { code } });
    const legacyReset = (body: { code: string; password: string }) => callRoute(legacyResetPassword, { body });

    const unknown = await legacySend(uniqueEmail('nobody'));
    const known = await legacySend(user.email);
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);
    expect(known.body).toEqual((await call.sendEmail(uniqueEmail('nobody'))).body);

    const code = codeIn(await lastMailTo(user.email), 'reset-password');
    expect(await legacyCheck(code)).toMatchObject({ status: 200, body: { data: { valid: true } } });
    expect(await legacyCheck('A'.repeat(43))).toMatchObject({ status: 404, body: { error_code: 'invalid_code' } });
    expect(await legacyCheck('bad')).toMatchObject({ status: 422, body: { errors: { code: [expect.any(String)] } } });

    expect(await legacyReset({ code, password: 'password1' })).toMatchObject({ status: 422 });
    const reset = await legacyReset({ code, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ status: 200, body: { data: { user: { uuid: user.id } } } });
    expect(await legacyReset({ code, password: NEW_PASSWORD })).toMatchObject({
      status: 404,
      body: { error_code: 'invalid_code' },
    });
    expect((await call.signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });
});
