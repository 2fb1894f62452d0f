import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getProfile, updateProfile } from '@migralink/shared/api/accounts';
import type { RouteInput } from '@migralink/shared/route';
import { profile } from '@migralink/shared/schemas/auth';
import { getUser } from '#data/users';
import { signedInUser } from '#testing/accounts';
import { callRoute, expectStatus, type Caller } from '#testing/call';
import { signTestToken } from '#testing/tokens';

const read = (caller: Caller) => callRoute(getProfile, {}, caller);
const update = (caller: Caller, body: RouteInput<typeof updateProfile>['body']) =>
  callRoute(updateProfile, { body }, caller);
/** A body the account screen never sends. */
const updateWith = (caller: Caller, body: unknown) => callRoute(updateProfile, { raw: { body } }, caller);

const form = { first_name: 'Grace', last_name: 'Hopper' };

describe('GET /v1/auth/profile', () => {
  it('answers the signed-in user as the account screens show it', async () => {
    const caller = await signedInUser({ role: 'company', phone: '+4915112345678' });
    const { user } = caller;
    const response = await read(caller);
    expectStatus(response, 200);
    const { body } = response;
    expect(z.safeParse(profile, body.data).success).toBe(true);
    expect(body.data).toEqual({
      uuid: user.id,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      position: null,
      phone: '+4915112345678',
      avatar: null,
      role: 'company',
      email_verified: false,
      email_notifications: true,
      language: 'en',
      new_leads: 0,
      new_messages: 0,
      registered_at: user.created_at,
      company: null,
    });
  });

  it.each([
    ['no token', async (): Promise<Caller> => ({})],
    ['a token of a user that does not exist', async () => ({ token: await signTestToken({ sub: randomUUID() }) })],
  ])('answers %s with 401 in the error shape', async (_, caller) => {
    expect(await read(await caller())).toMatchObject({
      status: 401,
      body: { code: 401, error_code: 'unauthenticated' },
    });
  });
});

describe('PUT /v1/auth/profile', () => {
  it('changes names, position, phone, mail preference and language, and answers the new profile', async () => {
    const caller = await signedInUser();
    const { user } = caller;
    const response = await update(caller, {
      first_name: '  Grace ',
      last_name: 'Hopper',
      position: 'Rear admiral',
      phone: '+380501234567',
      email_notifications: false,
      language: 'uk',
    });
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({
      uuid: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      position: 'Rear admiral',
      phone: '+380501234567',
      email_notifications: false,
      language: 'uk',
    });
    expect(await getUser(user.id)).toMatchObject({
      first_name: 'Grace',
      phone: '+380501234567',
      email_notifications: false,
      locale: 'uk',
    });
    const again = await read(caller);
    expectStatus(again, 200);
    expect(again.body.data).toEqual(body.data);
  });

  it('leaves out fields as they are, clears position and phone with null, and never touches role or e-mail', async () => {
    const caller = await signedInUser({ phone: '+4915112345678', position: 'CTO', locale: 'ru' });
    const { user } = caller;
    const response = await updateWith(caller, {
      ...form,
      phone: null,
      position: '',
      role: 'admin',
      email: 'someone-else@example.com',
    });
    expectStatus(response, 200);
    expect(response.body.data).toMatchObject({
      phone: null,
      position: null,
      language: 'ru',
      role: 'client',
      email: user.email,
    });
    const stored = await getUser(user.id);
    expect(stored).toMatchObject({
      role: 'client',
      email: user.email,
      password_hash: user.password_hash,
      locale: 'ru',
    });
    expect(stored?.password_version).toBe(user.password_version);
  });

  it.each([
    ['a name of the wrong type', { ...form, first_name: 42 }, ['first_name']],
    ['a missing last name', { first_name: 'Grace' }, ['last_name']],
    ['a blank first name', { ...form, first_name: '   ' }, ['first_name']],
    ['names that are too long', { first_name: 'x'.repeat(81), last_name: 'y'.repeat(81) }, ['first_name', 'last_name']],
    ['a position that is too long', { ...form, position: 'p'.repeat(121) }, ['position']],
    ['a phone without the international prefix', { ...form, phone: '0501234567' }, ['phone']],
    ['a phone with letters', { ...form, phone: '+49 151 CALLME' }, ['phone']],
    ['an unknown language', { ...form, language: 'de' }, ['language']],
    ['a mail preference that is not a boolean', { ...form, email_notifications: 'yes' }, ['email_notifications']],
  ])('refuses %s with 422 per field and changes nothing', async (_, sent, fields) => {
    const caller = await signedInUser();
    const { user } = caller;
    const response = await updateWith(caller, sent);
    expectStatus(response, 422);
    const { body } = response;
    expect(body).toMatchObject({ code: 422, error_code: 'validation_failed' });
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(fields);
    expect(await getUser(user.id)).toEqual(user);
  });

  it('answers no token with 401', async () => {
    expect(await update({}, form)).toMatchObject({
      status: 401,
      body: { error_code: 'unauthenticated' },
    });
  });

  it('does not create a user for a token whose user does not exist (a conditional update, not a put)', async () => {
    const id = randomUUID();
    const token = await signTestToken({ sub: id });
    const response = await update({ token }, form);
    expect(response).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
    expect(await getUser(id)).toBeUndefined();
  });
});
