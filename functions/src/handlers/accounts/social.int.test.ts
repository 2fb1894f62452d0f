import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import * as z from 'zod/mini';
import { getProfile, socialLogin, socialSignup } from '@migralink/shared/api/accounts';
import { getPartnerArea } from '@migralink/shared/api/partners';
import { errorBody } from '@migralink/shared/schemas/error-body';
import { session, type SIGNUP_ROLES } from '@migralink/shared/schemas/auth';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { startGoogleStandIn } from '#testing/google';

// Configuration is read once, on import: point it at the local key server first, then import
// (callRoute loads the handlers on their first call).
const google = await startGoogleStandIn();
const savedEnv = { ...process.env };
process.env.GOOGLE_CLIENT_ID = google.clientId;
process.env.GOOGLE_JWKS_URL = google.jwksUrl;
const { verifyToken } = await import('#http/auth');
const { findUserIdByEmail, getUser } = await import('#data/users');
const { verifyPassword } = await import('#lib/passwords');
const { signedInUser } = await import('#testing/accounts');

afterAll(async () => {
  process.env = savedEnv;
  await google.close();
});

const newAddress = () => `google-${randomUUID()}@example.com`;
const login = (idToken: string, caller: Caller = {}) => callRoute(socialLogin, { body: { id_token: idToken } }, caller);
const signup = (idToken: string, role: (typeof SIGNUP_ROLES)[number] = 'client', caller: Caller = {}) =>
  callRoute(socialSignup, { body: { id_token: idToken, role } }, caller);

describe('POST /v1/auth/social/login', () => {
  it('signs in the account of the address Google proved', async () => {
    const { user } = await signedInUser({ email_verified: true, role: 'company' });
    const response = await login(await google.sign({ email: user.email.toUpperCase() }));
    expectStatus(response, 200);
    const { body } = response;
    expect(z.safeParse(session, body.data).success).toBe(true);
    expect(body.data.user).toMatchObject({ uuid: user.id, email: user.email, role: 'company', email_verified: true });
    expect(await verifyToken(body.data.token)).toMatchObject({ userId: user.id, role: 'company' });
  });

  it('accepts the issuer without its scheme, as Google also writes it', async () => {
    const { user } = await signedInUser({ email_verified: true });
    expect((await login(await google.sign({ email: user.email, iss: 'accounts.google.com' }))).status).toBe(200);
  });

  it('confirms an unconfirmed address, and ends the password and tokens nobody proved the address for', async () => {
    const { user, token } = await signedInUser();
    const response = await login(await google.sign({ email: user.email }));
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data.user.email_verified).toBe(true);
    const stored = await getUser(user.id);
    expect(stored).toMatchObject({ email_verified: true, password_version: user.password_version + 1 });
    expect(stored?.password_hash).not.toBe(user.password_hash);
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    const profileWith = (bearer: string) => callRoute(getProfile, {}, { token: bearer });
    expect((await profileWith(token)).status).toBe(401);
    expect((await profileWith(body.data.token)).status).toBe(200);
  });

  it('answers an unknown address with 404 that says to sign up, and creates nothing', async () => {
    const email = newAddress();
    const { status, body } = await login(await google.sign({ email }), { locale: 'ru' });
    expect(status).toBe(404);
    expect(z.safeParse(errorBody, body).success).toBe(true);
    expect(body).toMatchObject({ code: 404, error_code: 'not_found', message: expect.stringMatching(/регистр/i) });
    expect(await findUserIdByEmail(email)).toBeUndefined();
  });
});

describe('POST /v1/auth/social/signup', () => {
  it('registers an unknown address as confirmed, with the chosen role and the names from Google, and signs in', async () => {
    const email = newAddress();
    const response = await signup(await google.sign({ email }), 'company', { locale: 'uk' });
    expectStatus(response, 201);
    const { body } = response;
    expect(z.safeParse(session, body.data).success).toBe(true);
    expect(body.data.user).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      role: 'company',
      email_verified: true,
      language: 'uk',
    });
    const id = await findUserIdByEmail(email);
    expect(id).toBe(body.data.user.uuid);
    expect(await verifyToken(body.data.token)).toMatchObject({ userId: id, role: 'company' });
    const stored = await getUser(id!);
    expect(stored?.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(await verifyPassword('', stored!.password_hash)).toBe(false);
  });

  it("keeps the partner whose code a company account brings, and counts its sign-up, as the sign-up form's", async () => {
    const partner = await signedInUser({ role: 'partner', email_verified: true });
    const { data } = await callOk(getPartnerArea, {}, partner);
    const signUpsNow = async () => (await callOk(getPartnerArea, {}, partner)).data.months[0]?.signups ?? 0;
    const before = await signUpsNow();
    const brought = async (role: (typeof SIGNUP_ROLES)[number], partner_code: string) => {
      const email = newAddress();
      const body = { id_token: await google.sign({ email }), role, partner_code };
      expectStatus(await callRoute(socialSignup, { body }), 201);
      return (await getUser((await findUserIdByEmail(email))!))!;
    };
    expect((await brought('company', data.code)).partner_id).toBe(partner.user.id);
    // A client is nobody's referral; a code no partner has attributes nothing and refuses nothing.
    expect((await brought('client', data.code)).partner_id).toBeUndefined();
    expect((await brought('company', 'ZZZZ2222')).partner_id).toBeUndefined();
    expect(await signUpsNow()).toBe(before + 1);
  });

  it('takes the names from `name` when Google sends no given and family names', async () => {
    const email = newAddress();
    const token = await google.sign({
      email,
      given_name: undefined,
      family_name: undefined,
      name: 'Ada King Lovelace',
    });
    const response = await signup(token);
    expectStatus(response, 201);
    expect(response.body.data.user).toMatchObject({ first_name: 'Ada', last_name: 'King Lovelace' });
  });

  it('signs in to the account an address already has, keeping its role and names', async () => {
    const { user } = await signedInUser({ email_verified: true, role: 'partner', first_name: 'Katherine' });
    const response = await signup(await google.sign({ email: user.email }), 'company');
    expectStatus(response, 201);
    expect(response.body.data.user).toMatchObject({ uuid: user.id, role: 'partner', first_name: 'Katherine' });
    expect(await getUser(user.id)).toEqual(user);
  });

  it('refuses a staff role with 422', async () => {
    const email = newAddress();
    const response = await callRoute(socialSignup, {
      raw: { body: { id_token: await google.sign({ email }), role: 'admin' } },
    });
    expectStatus(response, 422);
    expect(Object.keys(response.body.errors ?? {})).toEqual(['role']);
    expect(await findUserIdByEmail(email)).toBeUndefined();
  });
});

const badTokens: [string, (email: string) => Promise<string> | string][] = [
  ['for another client (audience)', (email) => google.sign({ email, aud: 'someone-else.apps.googleusercontent.com' })],
  ['from another issuer', (email) => google.sign({ email, iss: 'https://evil.example.com' })],
  ['expired', (email) => google.sign({ email }, { expiresIn: '-5m' })],
  ['with an unverified address', (email) => google.sign({ email, email_verified: false })],
  ['with the address verification as text', (email) => google.sign({ email, email_verified: 'true' })],
  ['without an address', () => google.sign({})],
  ['signed by another key', (email) => google.sign({ email }, { foreignKey: true })],
  ['unsigned (alg: none)', (email) => google.unsigned({ email })],
  [
    'signed with HS256 by our own token secret',
    (email) =>
      new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(google.clientId)
        .setSubject('1')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(process.env.JWT_SECRET)),
  ],
  [
    'with its payload changed after signing',
    async (email) => {
      const [head, , signature] = (await google.sign({ email: newAddress() })).split('.');
      const payload = JSON.parse(Buffer.from((await google.sign({ email })).split('.')[1]!, 'base64url').toString());
      return `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    },
  ],
  ['that is no JWT at all', () => 'definitely-not-a-json-web-token'],
];

describe.each([
  ['login', (token: string) => login(token)],
  ['signup', (token: string) => signup(token)],
])('Google %s with a bad ID token', (_, send) => {
  it.each(badTokens)(
    'answers a token %s with 401 in the error shape, signing in and creating nobody',
    async (__, make) => {
      const { user } = await signedInUser({ email_verified: true });
      for (const email of [user.email, newAddress()]) {
        const { status, body } = await send(await make(email));
        expect(status).toBe(401);
        expect(z.safeParse(errorBody, body).success).toBe(true);
        expect(body).toMatchObject({ code: 401, error_code: 'unauthenticated' });
        expect(body).not.toHaveProperty('token');
      }
      expect(await getUser(user.id)).toEqual(user);
    },
  );
});

it('creates each user once when the same new address signs up twice at the same time', async () => {
  const email = newAddress();
  const token = await google.sign({ email });
  const [first, second] = await Promise.all([signup(token), signup(token)]);
  expectStatus(first, 201);
  expectStatus(second, 201);
  expect(first.body.data.user.uuid).toBe(second.body.data.user.uuid);
});
