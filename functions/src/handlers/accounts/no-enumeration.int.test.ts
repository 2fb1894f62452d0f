import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendResetEmail, signin, signup } from '@migralink/shared/api/accounts';
import type { RouteInput } from '@migralink/shared/route';
import { findUserIdByEmail, getUser } from '#data/users';
import type * as passwords from '#lib/passwords';
import { hashPassword, verifyPassword } from '#lib/passwords';
import { uniqueEmail } from '#testing/accounts';
import { callRoute } from '#testing/call';
import { mailsTo } from '#testing/mailbox';

/**
 * Whether an address has an account must not show in any answer: status,
 * headers and body are compared whole between a registered and a new address,
 * and both paths must do the same expensive work (scrypt), so that their
 * durations are of one class. The scrypt functions are wrapped to count calls.
 */
vi.mock('#lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
});
const scryptCalls = () => ({
  hash: vi.mocked(hashPassword).mock.calls.length,
  verify: vi.mocked(verifyPassword).mock.calls.length,
});
const PASSWORD = 'the owner passphrase 1';

type SignupBody = RouteInput<typeof signup>['body'];
const signupBody = (email: string, overrides: Partial<SignupBody> = {}): SignupBody => ({
  email,
  password: 'a newcomer passphrase 2',
  first_name: 'Eve',
  last_name: 'Mallory',
  role: 'client',
  ...overrides,
});
const signUp = (body: SignupBody, locale = 'en') => callRoute(signup, { body }, { locale });
const signIn = (email: string, password: string) => callRoute(signin, { body: { email, password } });

/** A registered owner, speaking Russian. */
async function registeredOwner() {
  const email = uniqueEmail('owner');
  expect((await signUp(signupBody(email, { password: PASSWORD, first_name: 'Olga' }), 'ru')).status).toBe(202);
  return { email, id: (await findUserIdByEmail(email))! };
}

describe('sign-up with a registered address', () => {
  it('answers exactly like a new address, creates and changes nothing, and warns the owner instead', async () => {
    const owner = await registeredOwner();
    const before = await getUser(owner.id);

    const taken = await signUp(signupBody(owner.email.toUpperCase()));
    const fresh = await signUp(signupBody(uniqueEmail('new')));
    expect(taken).toEqual(fresh);
    expect(taken.status).toBe(202);

    expect(await getUser(owner.id)).toEqual(before);
    expect((await signIn(owner.email, PASSWORD)).status).toBe(200);
    expect((await signIn(owner.email, 'a newcomer passphrase 2')).status).toBe(401);

    // The owner gets a warning in the owner's own language, with ways to sign in or reset; no new activation link.
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Подтвердите адрес электронной почты для Migralink',
      'Кто-то пытался зарегистрироваться с вашим адресом',
    ]);
    const warning = mails[1]!;
    expect(warning.body.text).toContain('Olga');
    expect(warning.body.text).not.toContain('Eve');
    expect(warning.body.text).toMatch(/\/ru\/login\//);
    expect(warning.body.text).toMatch(/\/ru\/forgot-password\//);
    expect(warning.body.text).not.toMatch(/code=/);
  });

  it('does the same scrypt work and sends one mail, as a new sign-up does', async () => {
    const owner = await registeredOwner();
    const newcomer = uniqueEmail('new');
    const work = async (email: string) => {
      vi.mocked(hashPassword).mockClear();
      vi.mocked(verifyPassword).mockClear();
      await signUp(signupBody(email));
      return scryptCalls();
    };
    const mailsBefore = (await mailsTo(owner.email)).length;
    expect(await work(owner.email)).toEqual({ hash: 1, verify: 0 });
    expect(await work(newcomer)).toEqual({ hash: 1, verify: 0 });
    expect(await mailsTo(owner.email)).toHaveLength(mailsBefore + 1);
    expect(await mailsTo(newcomer)).toHaveLength(1);
  });
});

describe('sign-in', () => {
  it('answers an unknown address exactly like a wrong password', async () => {
    const owner = await registeredOwner();
    const wrongPassword = await signIn(owner.email, 'not the password');
    const unknownAddress = await signIn(uniqueEmail('nobody'), 'not the password');
    expect(unknownAddress).toEqual(wrongPassword);
    expect(wrongPassword).toMatchObject({
      status: 401,
      body: { code: 401, error_code: 'invalid_credentials', message: 'The e-mail or the password is wrong.' },
    });
  });

  it('runs one full scrypt check for an unknown address too, with the same parameters as a real hash', async () => {
    const owner = await registeredOwner();
    const stored = (await getUser(owner.id))!.password_hash;
    vi.mocked(verifyPassword).mockClear();
    await signIn(owner.email, 'not the password');
    await signIn(uniqueEmail('nobody'), 'not the password');
    const [known, unknown] = vi.mocked(verifyPassword).mock.calls;
    expect(known?.[1]).toBe(stored);
    expect(unknown?.[0]).toBe('not the password');
    // The dummy hash has the parameters of a real one, so the check costs the same.
    expect(unknown?.[1].split('$').slice(0, 2)).toEqual(stored.split('$').slice(0, 2));
    expect(unknown?.[1]).not.toBe(stored);
    expect(await vi.mocked(verifyPassword).mock.results[1]?.value).toBe(false);
  });
});

describe('the reset mail', () => {
  it('answers the same status, headers and body for a registered and an unknown address, in every language', async () => {
    const owner = await registeredOwner();
    for (const locale of ['en', 'ru', 'uk']) {
      const ask = (email: string) => callRoute(sendResetEmail, { body: { email } }, { locale });
      const known = await ask(owner.email);
      const unknown = await ask(uniqueEmail('nobody'));
      expect(unknown).toEqual(known);
      expect(known.status).toBe(202);
    }
    expect((await mailsTo(owner.email)).filter((mail) => mail.subject === 'Сброс пароля Migralink')).toHaveLength(3);
  });
});
