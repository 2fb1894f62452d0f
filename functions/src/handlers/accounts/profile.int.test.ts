import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { profile } from '@migralink/shared/schemas/auth';
import { getUser } from '#data/users';
import { signedInUser } from '#testing/accounts';
import { apiEvent, invoke } from '#testing/events';
import { signTestToken } from '#testing/tokens';
import { handler as getProfile } from './get-profile';
import { handler as updateProfile } from './update-profile';

const read = (headers: Record<string, string>) =>
  invoke(getProfile, apiEvent({ method: 'GET', rawPath: '/v1/auth/profile', headers }));
const update = (headers: Record<string, string>, body: unknown) =>
  invoke(updateProfile, apiEvent({ method: 'PUT', rawPath: '/v1/auth/profile', headers, body: JSON.stringify(body) }));

const form = { first_name: 'Grace', last_name: 'Hopper' };

describe('GET /v1/auth/profile', () => {
  it('answers the signed-in user as the account screens show it', async () => {
    const { user, headers } = await signedInUser({ role: 'company', phone: '+4915112345678' });
    const { status, body } = await read(headers);
    expect(status).toBe(200);
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
    ['no token', async () => ({})],
    [
      'a token of a user that does not exist',
      async () => ({ authorization: `Bearer ${await signTestToken({ sub: randomUUID() })}` }),
    ],
  ])('answers %s with 401 in the error shape', async (_, headers) => {
    expect(await read(await headers())).toMatchObject({
      status: 401,
      body: { code: 401, error_code: 'unauthenticated' },
    });
  });
});

describe('PUT /v1/auth/profile', () => {
  it('changes names, position, phone, mail preference and language, and answers the new profile', async () => {
    const { user, headers } = await signedInUser();
    const { status, body } = await update(headers, {
      first_name: '  Grace ',
      last_name: 'Hopper',
      position: 'Rear admiral',
      phone: '+380501234567',
      email_notifications: false,
      language: 'uk',
    });
    expect(status).toBe(200);
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
    expect((await read(headers)).body.data).toEqual(body.data);
  });

  it('leaves out fields as they are, clears position and phone with null, and never touches role or e-mail', async () => {
    const { user, headers } = await signedInUser({ phone: '+4915112345678', position: 'CTO', locale: 'ru' });
    const { status, body } = await update(headers, {
      ...form,
      phone: null,
      position: '',
      role: 'admin',
      email: 'someone-else@example.com',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ phone: null, position: null, language: 'ru', role: 'client', email: user.email });
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
    const { user, headers } = await signedInUser();
    const { status, body } = await update(headers, sent);
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'validation_failed' });
    expect(Object.keys(body.errors).sort()).toEqual(fields);
    expect(await getUser(user.id)).toEqual(user);
  });

  it('answers no token with 401', async () => {
    expect(await update({ 'content-type': 'application/json' }, form)).toMatchObject({
      status: 401,
      body: { error_code: 'unauthenticated' },
    });
  });

  it('does not create a user for a token whose user does not exist (a conditional update, not a put)', async () => {
    const id = randomUUID();
    const token = await signTestToken({ sub: id });
    const response = await update({ authorization: `Bearer ${token}`, 'content-type': 'application/json' }, form);
    expect(response).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
    expect(await getUser(id)).toBeUndefined();
  });
});
