import { afterEach, describe, expect, it } from 'vitest';
import {
  activateEmail,
  changePassword,
  checkResetCode,
  legacySendResetEmail,
  resetPassword,
  sendActivationEmail,
  sendResetEmail,
  signin,
  signup,
} from '@migralink/shared/api/accounts';
import type { Route } from '@migralink/shared/route';
import { hashCode, newCode } from '#accounts/codes';
import { RATE_LIMITS, type RateRule } from '#http/limits';
import { putCode } from '#data/codes';
import { EDGE_HEADERS } from '#http/edge';
import { createUser } from '#data/users';
import { hashPassword } from '#lib/passwords';
import { signToken } from '#lib/tokens';
import { uniqueEmail } from '#testing/accounts';
import { callRoute, randomIp, type RouteResponse } from '#testing/call';
import { mailsTo } from '#testing/mailbox';

/**
 * Tests shrink limits in the one place they live, and put them back after.
 * Windows are fixed and aligned to the clock; a day-long window keeps a test
 * from straddling a window boundary (which would reset its counters).
 */
const DAY = 86_400;
const saved = new Map<RateRule, RateRule>();
function shrink(rule: RateRule, limit: number, windowSeconds = DAY) {
  if (!saved.has(rule)) saved.set(rule, { ...rule });
  Object.assign(rule, { limit, windowSeconds });
}
afterEach(() => {
  for (const [rule, original] of saved) Object.assign(rule, original);
  saved.clear();
});

const PASSWORD = 'rate limited passphrase';

async function existingUser() {
  return createUser({
    email: uniqueEmail('limits'),
    password_hash: await hashPassword(PASSWORD),
    role: 'client',
    first_name: 'Rita',
    last_name: 'Limit',
  });
}

const signIn = (email: string, password: string, ip: string) => callRoute(signin, { body: { email, password }, ip });

function expectRateLimited(response: RouteResponse<Route>, windowSeconds = DAY) {
  expect(response).toMatchObject({
    status: 429,
    body: { code: 429, error_code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in limits', () => {
  it('stop guessing from one address at one account with 429 and Retry-After', async () => {
    shrink(RATE_LIMITS.signinAccountIp, 3);
    const user = await existingUser();
    const attacker = randomIp();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(user.email, `guess ${attempt}`, attacker)).status).toBe(401);
    }
    expectRateLimited(await signIn(user.email, 'guess 4', attacker));
    // Refused before the password is checked: even the right password waits.
    expectRateLimited(await signIn(user.email, PASSWORD, attacker));
  });

  it('do not lock the real user out: guessing from one address leaves the owner at another address alone', async () => {
    shrink(RATE_LIMITS.signinAccountIp, 3);
    const user = await existingUser();
    const attacker = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) await signIn(user.email, `guess ${attempt}`, attacker);
    expect((await signIn(user.email, 'guess again', attacker)).status).toBe(429);
    expect((await signIn(user.email, PASSWORD, randomIp())).status).toBe(200);
  });

  it('do not count successful sign-ins', async () => {
    shrink(RATE_LIMITS.signinIp, 2);
    shrink(RATE_LIMITS.signinAccountIp, 2);
    shrink(RATE_LIMITS.signinAccount, 2);
    const user = await existingUser();
    const ip = randomIp();
    for (let attempt = 0; attempt < 4; attempt++) expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
    expect((await signIn(user.email, 'one typo', ip)).status).toBe(401);
    expect((await signIn(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('slow failures per account from everywhere, never locking the owner out', async () => {
    shrink(RATE_LIMITS.signinAccount, 3);
    RATE_LIMITS.signinAccount.slowMs = 300;
    const user = await existingUser();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await signIn(user.email, `distributed ${attempt}`, randomIp())).status).toBe(401);
    }
    const started = performance.now();
    expect((await signIn(user.email, PASSWORD, randomIp())).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('keep the per-account ceiling generous and short, above what one address may try', () => {
    const { signinAccount, signinAccountIp } = RATE_LIMITS;
    expect(signinAccount.windowSeconds).toBeLessThanOrEqual(5 * 60);
    expect(signinAccount.limit).toBeGreaterThan(signinAccountIp.limit);
  });

  it('cap failures per client address over many accounts', async () => {
    shrink(RATE_LIMITS.signinIp, 2);
    const ip = randomIp();
    expect((await signIn(uniqueEmail(), 'stuffing 1', ip)).status).toBe(401);
    expect((await signIn(uniqueEmail(), 'stuffing 2', ip)).status).toBe(401);
    expectRateLimited(await signIn(uniqueEmail(), 'stuffing 3', ip));
  });

  it('count a request that did not come through CloudFront by its source address, whatever viewer it names', async () => {
    shrink(RATE_LIMITS.signinIp, 2);
    const ip = randomIp();
    const spoofing = (attempt: number) =>
      callRoute(signin, {
        body: { email: uniqueEmail(), password: `spoofed ${attempt}` },
        ip,
        headers: { [EDGE_HEADERS.viewerAddress]: `${randomIp()}:443` },
      });
    expect((await spoofing(1)).status).toBe(401);
    expect((await spoofing(2)).status).toBe(401);
    expectRateLimited(await spoofing(3));
  });

  it('limit a registered and an unknown address alike, so a 429 tells nothing either', async () => {
    shrink(RATE_LIMITS.signinAccountIp, 1);
    const user = await existingUser();
    const ip = randomIp();
    const unknown = uniqueEmail('nobody');
    await signIn(user.email, 'wrong', ip);
    await signIn(unknown, 'wrong', ip);
    const known = await signIn(user.email, 'wrong', ip);
    const other = await signIn(unknown, 'wrong', ip);
    expectRateLimited(known);
    expectRateLimited(other);
    // Retry-After may differ by the second that ticked between the two calls; all else is equal.
    const withoutRetryAfter = ({ headers, ...rest }: typeof known) => ({
      ...rest,
      headers: { ...headers, 'retry-after': undefined },
    });
    expect(withoutRetryAfter(other)).toEqual(withoutRetryAfter(known));
  });
});

describe('limits on the other account routes', () => {
  it('limit sign-ups per address, answered with 429 and Retry-After', async () => {
    shrink(RATE_LIMITS.signupAccount, 2);
    const email = uniqueEmail('signup');
    const body = { email, password: 'a fine passphrase', first_name: 'S', last_name: 'U', role: 'client' } as const;
    const signUp = () => callRoute(signup, { body });
    expect((await signUp()).status).toBe(202);
    expect((await signUp()).status).toBe(202);
    expectRateLimited(await signUp());
    // One activation mail and one warning; the refused attempt mailed nothing.
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('limit sign-ups per client address', async () => {
    shrink(RATE_LIMITS.signupIp, 1);
    const ip = randomIp();
    const body = () =>
      ({
        email: uniqueEmail(),
        password: 'a fine passphrase',
        first_name: 'S',
        last_name: 'U',
        role: 'client',
      }) as const;
    expect((await callRoute(signup, { body: body(), ip })).status).toBe(202);
    expectRateLimited(await callRoute(signup, { body: body(), ip }));
  });

  it('limit reset mails per address, registered or not, on the /v1 and the older path together', async () => {
    shrink(RATE_LIMITS.resetMailAccount, 2);
    const user = await existingUser();
    const unknown = uniqueEmail('nobody');
    const ask = (route: typeof sendResetEmail | typeof legacySendResetEmail, email: string) =>
      callRoute(route, { body: { email } });
    for (const email of [user.email, unknown]) {
      expect((await ask(sendResetEmail, email)).status).toBe(202);
      expect((await ask(legacySendResetEmail, email)).status).toBe(202);
    }
    const known = await ask(sendResetEmail, user.email);
    const other = await ask(sendResetEmail, unknown);
    expectRateLimited(known);
    expectRateLimited(other);
    expect(other.body).toEqual(known.body);
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it('limit reset mails per client address', async () => {
    shrink(RATE_LIMITS.resetMailIp, 1);
    const ip = randomIp();
    const ask = () => callRoute(sendResetEmail, { body: { email: uniqueEmail() }, ip });
    expect((await ask()).status).toBe(202);
    expectRateLimited(await ask());
  });

  it('limit code checks, resets and activations per client address', async () => {
    shrink(RATE_LIMITS.checkCodeIp, 1);
    shrink(RATE_LIMITS.resetIp, 1);
    shrink(RATE_LIMITS.activationIp, 1);
    const ip = randomIp();
    const unknownCode = newCode();
    const options = { ip, params: { code: unknownCode } };
    const check = () => callRoute(checkResetCode, options);
    const reset = () => callRoute(resetPassword, { ...options, body: { password: 'whatever it is' } });
    const activate = () => callRoute(activateEmail, options);
    for (const route of [check, reset, activate]) {
      expect((await route()).status).toBe(404);
      expectRateLimited(await route());
    }
  });

  it('limit activation mails per signed-in user', async () => {
    shrink(RATE_LIMITS.activationMailAccount, 1);
    const user = await existingUser();
    const token = await signToken(user);
    const resend = () => callRoute(sendActivationEmail, {}, { token });
    expect((await resend()).status).toBe(202);
    expectRateLimited(await resend());
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('limit wrong current passwords on change-password, so a stolen token cannot guess the password', async () => {
    shrink(RATE_LIMITS.changePasswordAccount, 2);
    const user = await existingUser();
    const token = await signToken(user);
    const change = (current: string) =>
      callRoute(changePassword, { body: { current_password: current, password: 'a different passphrase' } }, { token });
    expect((await change('guess one')).status).toBe(422);
    expect((await change('guess two')).status).toBe(422);
    expectRateLimited(await change(PASSWORD));
  });

  it('let a code still work after a refused attempt from another address', async () => {
    shrink(RATE_LIMITS.activationIp, 1);
    const user = await existingUser();
    const code = newCode();
    await putCode('activation', hashCode(code), user.id, 3600);
    const ip = randomIp();
    const activate = (ipAddress: string) => callRoute(activateEmail, { ip: ipAddress, params: { code } });
    const other = newCode();
    await callRoute(activateEmail, { ip, params: { code: other } });
    expect((await activate(ip)).status).toBe(429);
    expect((await activate(randomIp())).status).toBe(200);
  });
});
