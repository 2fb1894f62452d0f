import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { grantRole } from '@migralink/shared/api/accounts';
import type { Role } from '@migralink/shared/enums';
import { getUser } from '#data/users';
import { signedInUser } from '#testing/accounts';
import { callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';

const grant = (caller: Caller, uuid: string, role: Role) =>
  callRoute(grantRole, { params: { uuid }, body: { role } }, caller);

describe('PUT /v1/admin/users/{uuid}/role', () => {
  it("lets an admin change a user's role, which applies to the user's tokens at once, and answers the profile", async () => {
    const admin = await signedInUser({ role: 'admin' });
    const promoted = await signedInUser({ role: 'client' });
    const response = await grant(admin, promoted.user.id, 'admin');
    expectStatus(response, 200);
    expect(response.body.data).toMatchObject({ uuid: promoted.user.id, email: promoted.user.email, role: 'admin' });
    expect(await getUser(promoted.user.id)).toEqual({ ...promoted.user, role: 'admin' });

    // The token signed while a client now acts as an admin, and a demoted admin loses the rights.
    const { user } = await signedInUser();
    expect((await grant(promoted, user.id, 'content_manager')).status).toBe(200);
    expect((await grant(admin, promoted.user.id, 'client')).status).toBe(200);
    expect((await grant(promoted, user.id, 'client')).status).toBe(403);
    expect((await getUser(user.id))?.role).toBe('content_manager');
  });

  it('leaves a user alone when the role is the one it already has', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const { user } = await signedInUser({ role: 'partner' });
    expect((await grant(admin, user.id, 'partner')).status).toBe(200);
    expect(await getUser(user.id)).toEqual(user);
  });

  it.each(['client', 'company', 'partner', 'customer_support', 'content_manager'] as const)(
    'refuses a %s with 403 and changes nothing',
    async (role) => {
      const caller = await signedInUser({ role });
      const { user } = await signedInUser();
      const response = await grant(caller, user.id, 'admin');
      expect(response).toMatchObject({ status: 403, body: { code: 403, error_code: 'forbidden' } });
      expect(await getUser(user.id)).toEqual(user);
    },
  );

  it('answers no token with 401', async () => {
    const { user } = await signedInUser();
    expect((await grant({}, user.id, 'admin')).status).toBe(401);
  });

  it('answers an unknown user with 404 and creates nobody', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const id = randomUUID();
    const response = await grant(admin, id, 'client');
    expect(response).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    expect(await getUser(id)).toBeUndefined();
  });

  it('refuses an unknown role and a malformed id with 422 per field', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const { user } = await signedInUser();
    expectInvalid(
      await callRoute(grantRole, { params: { uuid: user.id }, raw: { body: { role: 'superuser' } } }, admin),
      'role',
    );
    expectInvalid(await grant(admin, 'not-a-uuid', 'client'), 'uuid');
  });

  it('does not let an admin change their own role (the last admin would lock everyone out)', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const response = await grant(admin, admin.user.id, 'client');
    expect(response).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
    expect((await getUser(admin.user.id))?.role).toBe('admin');
  });
});
