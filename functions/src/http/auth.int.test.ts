import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dataEnvelope } from '@migralink/shared/envelope';
import { defineRoute } from '@migralink/shared/route';
import { changeUserPassword } from '#data/user-updates';
import { keys } from '#data/keys';
import { createUser, type User } from '#data/users';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { signToken } from '#lib/tokens';
import { apiEvent, invoke } from '#testing/events';
import { signTestToken } from '#testing/tokens';
import { createHandler } from './handler';

/** The token check against the account as stored in DynamoDB Local (the default lookup, no stub). */
const route = defineRoute({
  operationId: 'staffOnly',
  method: 'GET',
  path: '/v1/test/staff',
  summary: 'A route for customer support',
  tag: 'test',
  auth: 'bearer',
  roles: ['customer_support'],
  response: dataEnvelope(z.object({ user: z.string(), role: z.string() })),
  handler: 'test/staff',
  access: { table: ['GetItem'] },
});
const handler = createHandler(route, async ({ principal }) => ({
  data: { user: principal.userId, role: principal.role },
}));
const call = (token: string) => invoke(handler, apiEvent({ headers: { authorization: `Bearer ${token}` } }));

const newUser = (role: User['role']) =>
  createUser({
    email: `auth-${randomUUID()}@example.com`,
    password_hash: 'scrypt$N=131072,r=8,p=1$c2FsdA==$a2V5',
    role,
    first_name: 'Token',
    last_name: 'Holder',
  });

const setRole = (userId: string, role: User['role']) =>
  db.UpdateItem({
    TableName: config.tableName,
    Key: { ...keys.user.item(userId) },
    UpdateExpression: 'SET #role = :role',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':role': role },
  });

describe('a token checked against the stored account', () => {
  it('lets in the token of an existing account with its current password version', async () => {
    const user = await newUser('customer_support');
    expect(await call(await signToken(user))).toMatchObject({
      status: 200,
      body: { data: { user: user.id, role: 'customer_support' } },
    });
  });

  it('refuses (401) a token issued before the password was changed', async () => {
    const user = await newUser('customer_support');
    const before = await signToken(user);
    const changed = await changeUserPassword({
      userId: user.id,
      passwordHash: 'scrypt$N=131072,r=8,p=1$bmV3$bmV3',
      expectedVersion: user.password_version,
    });
    expect(changed?.password_version).toBe(user.password_version + 1);
    expect(await call(before)).toMatchObject({ status: 401, body: { code: 401, error_code: 'unauthenticated' } });
    expect((await call(await signToken(changed!))).status).toBe(200);
  });

  it('refuses (401) the token of a user that was deleted', async () => {
    const user = await newUser('customer_support');
    const token = await signToken(user);
    expect((await call(token)).status).toBe(200);
    await db.DeleteItem({ TableName: config.tableName, Key: { ...keys.user.item(user.id) } });
    expect(await call(token)).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
  });

  it('refuses (401) a validly signed token of a user that never existed', async () => {
    const token = await signTestToken({ sub: randomUUID(), role: 'admin', pwv: 1 });
    expect(await call(token)).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
  });

  it('applies a role change at once, in both directions', async () => {
    const user = await newUser('client');
    const token = await signToken(user);
    expect((await call(token)).status).toBe(403);
    await setRole(user.id, 'customer_support');
    expect(await call(token)).toMatchObject({ status: 200, body: { data: { role: 'customer_support' } } });
    await setRole(user.id, 'client');
    expect(await call(token)).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
  });
});
