import { describe, expect, it } from 'vitest';
import {
  activateEmail,
  changePassword,
  legacyActivateEmail,
  sendActivationEmail,
  signin,
  signup,
} from '@migralink/shared/api/accounts';
import type { RouteInput } from '@migralink/shared/route';
import { findUserIdByEmail, getUser } from '#data/users';
import { uniqueEmail } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { codeIn, lastMailTo, mailsTo } from '#testing/mailbox';

const PASSWORD = 'analytical engine 1843';

type SignupBody = RouteInput<typeof signup>['body'];

/** `locale` is the caller's language (`X-Localization`). */
const call = {
  signup: (body: SignupBody, locale?: string) => callRoute(signup, { body }, { locale }),
  signin: (email: string, password: string) => callRoute(signin, { body: { email, password } }),
  activate: (code: string, locale?: string) => callRoute(activateEmail, { params: { code } }, { locale }),
  resend: (token: string) => callRoute(sendActivationEmail, {}, { token }),
  changePassword: (token: string, body: RouteInput<typeof changePassword>['body'], locale?: string) =>
    callRoute(changePassword, { body }, { token, locale }),
};

const newAccount = (email: string, overrides: Partial<SignupBody> = {}): SignupBody => ({
  email,
  password: PASSWORD,
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'company',
  ...overrides,
});

/** Signs up, reads the activation mail and activates: a confirmed account with its session. */
async function activatedAccount(email = uniqueEmail()) {
  expect((await call.signup(newAccount(email))).status).toBe(202);
  return (await callOk(activateEmail, { params: { code: codeIn(await lastMailTo(email), 'activate') } })).data;
}

describe('sign-up, activation, sign-in and password change, end to end', () => {
  it('walks the whole way, and the token from before the password change stops working', async () => {
    const email = uniqueEmail('Flow');

    // Sign up in Russian: the account speaks Russian, nothing is confirmed yet.
    const signedUp = await call.signup(newAccount(email, { phone: '+4915112345678' }), 'ru');
    expect(signedUp).toMatchObject({
      status: 202,
      body: { data: { message: 'Проверьте почту: мы отправили письмо на указанный адрес.' } },
    });
    const userId = await findUserIdByEmail(email);
    expect(await getUser(userId!)).toMatchObject({
      email: email.toLowerCase(),
      role: 'company',
      locale: 'ru',
      email_verified: false,
      phone: '+4915112345678',
      password_version: 1,
    });

    // The activation mail, in Russian, links to the site's activation page.
    const [activationMail] = await mailsTo(email);
    expect(activationMail?.subject).toBe('Подтвердите адрес электронной почты для Migralink');
    expect(activationMail?.body.text).toMatch(/\/ru\/activate\/\?code=[A-Za-z0-9_-]{43}\n/);
    expect(activationMail?.body.html).toContain('lang="ru"');

    // Signing in before activation works; the profile says the address is not confirmed.
    const early = await call.signin(email, PASSWORD);
    expectStatus(early, 200);
    expect(early).toMatchObject({ status: 200, body: { data: { user: { email_verified: false } } } });

    // Activation confirms the address, signs in and mails the welcome.
    const activated = await call.activate(codeIn(activationMail!, 'activate'));
    expectStatus(activated, 200);
    expect(activated).toMatchObject({
      status: 200,
      body: { data: { token: expect.any(String), user: { uuid: userId, email_verified: true, role: 'company' } } },
    });
    expect((await getUser(userId!))?.email_verified).toBe(true);
    expect((await lastMailTo(email)).subject).toBe('Добро пожаловать в Migralink');

    // Sign in; the token works on a route that needs one.
    const signedIn = await call.signin(email.toUpperCase(), PASSWORD);
    expectStatus(signedIn, 200);
    const oldToken = signedIn.body.data.token;
    expect((await call.resend(oldToken)).status).toBe(202);

    // Change the password: a new token comes back, a mail tells the owner.
    const changed = await call.changePassword(oldToken, {
      current_password: PASSWORD,
      password: 'difference engine 1822',
    });
    expectStatus(changed, 200);
    expect(changed).toMatchObject({ status: 200, body: { data: { user: { uuid: userId } } } });
    const newToken = changed.body.data.token;
    expect(newToken).not.toBe(oldToken);
    expect((await lastMailTo(email)).subject).toBe('Пароль Migralink изменён');

    // Every token from before is refused; the new one works.
    for (const token of [oldToken, activated.body.data.token, early.body.data.token]) {
      expect(await call.resend(token)).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
    }
    expect(await call.resend(newToken)).toMatchObject({
      status: 202,
      body: { data: { message: 'Your e-mail address is already confirmed.' } },
    });

    // Only the new password signs in.
    expect((await call.signin(email, PASSWORD)).status).toBe(401);
    expect((await call.signin(email, 'difference engine 1822')).status).toBe(200);
  });
});

describe('activation codes', () => {
  it('work once: a second use says the address is confirmed already (409) and signs no one in', async () => {
    const email = uniqueEmail();
    await call.signup(newAccount(email));
    const code = codeIn(await lastMailTo(email), 'activate');
    expect((await call.activate(code)).status).toBe(200);
    const again = await call.activate(code, 'ru');
    expect(again).toMatchObject({
      status: 409,
      body: { code: 409, error_code: 'conflict', message: 'Ваш адрес уже подтверждён.' },
    });
    expect(again.body).not.toHaveProperty('data');
  });

  it('work once even when two uses race', async () => {
    const email = uniqueEmail();
    await call.signup(newAccount(email));
    const code = codeIn(await lastMailTo(email), 'activate');
    const statuses = (await Promise.all([call.activate(code), call.activate(code), call.activate(code)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it('answers an unknown code with 404 invalid_code and a malformed one with 422', async () => {
    expect(await call.activate('A'.repeat(43))).toMatchObject({ status: 404, body: { error_code: 'invalid_code' } });
    expect(await call.activate('too-short')).toMatchObject({
      status: 422,
      body: { error_code: 'validation_failed', errors: { code: [expect.any(String)] } },
    });
  });

  it('are replaced by a newer link asked for while signed in', async () => {
    const email = uniqueEmail();
    await call.signup(newAccount(email), 'uk');
    const first = codeIn(await lastMailTo(email), 'activate');
    const signedIn = await call.signin(email, PASSWORD);
    expectStatus(signedIn, 200);
    const { token } = signedIn.body.data;

    expect(await call.resend(token)).toMatchObject({
      status: 202,
      body: { data: { message: 'We have sent a new confirmation link to your address.' } },
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Підтвердіть адресу електронної пошти для Migralink');
    const second = codeIn(mails[1]!, 'activate');
    expect(second).not.toBe(first);

    expect((await call.activate(first)).status).toBe(404);
    expect((await call.activate(second)).status).toBe(200);
  });

  it('are not mailed again once the address is confirmed', async () => {
    const email = uniqueEmail();
    const { token } = await activatedAccount(email);
    const before = (await mailsTo(email)).length;
    expect((await call.resend(token)).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('are taken by the older path POST /auth/activate too, with the same answers', async () => {
    const email = uniqueEmail();
    await call.signup(newAccount(email));
    const code = codeIn(await lastMailTo(email), 'activate');
    const legacy = (code: string) => callRoute(legacyActivateEmail, { body: { code } });
    expect(await legacy(code)).toMatchObject({
      status: 200,
      body: { data: { user: { email_verified: true } } },
    });
    expect(await legacy(code)).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
    expect(await callRoute(legacyActivateEmail, { raw: { body: {} } })).toMatchObject({
      status: 422,
      body: { errors: { code: [expect.any(String)] } },
    });
  });
});

describe('change-password', () => {
  it('refuses a wrong current password and a common new one with 422 field errors, and changes nothing', async () => {
    const email = uniqueEmail();
    const { token, user } = await activatedAccount(email);
    const response = await call.changePassword(
      token,
      { current_password: 'not my password', password: 'Password123' },
      'ru',
    );
    expect(response).toMatchObject({
      status: 422,
      body: {
        error_code: 'validation_failed',
        errors: {
          current_password: ['Текущий пароль указан неверно.'],
          password: ['Этот пароль слишком распространён, его легко подобрать. Выберите другой.'],
        },
      },
    });
    expect((await getUser(user.uuid))?.password_version).toBe(1);
    expect((await call.resend(token)).status).toBe(202);
  });

  it('refuses the e-mail address as the new password', async () => {
    const email = uniqueEmail();
    const { token } = await activatedAccount(email);
    const response = await call.changePassword(token, { current_password: PASSWORD, password: email.toUpperCase() });
    expectStatus(response, 422);
    expect(response).toMatchObject({ status: 422, body: { errors: { password: [expect.any(String)] } } });
    expect(response.body.errors?.current_password).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const response = await callRoute(changePassword, { body: { current_password: 'x', password: 'y'.repeat(10) } });
    expect(response).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
  });
});
