import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getProfile, grantRole, signin } from '@migralink/shared/api/accounts';
import { getCompanyPage } from '@migralink/shared/api/catalogue';
import { blockUser, getStaffUser, searchUsers, unblockUser } from '@migralink/shared/api/staff';
import { STAFF_ROLES, type Role } from '@migralink/shared/enums';
import { getUser } from '#data/users';
import { hashPassword } from '#lib/passwords';
import { companyOwner, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';

const block = (caller: Caller, uuid: string) => callRoute(blockUser, { params: { uuid } }, caller);
const unblock = (caller: Caller, uuid: string) => callRoute(unblockUser, { params: { uuid } }, caller);
const search = (caller: Caller, email: string) => callRoute(searchUsers, { query: { email } }, caller);
const auditOf = async (admin: Caller, uuid: string) =>
  (await callOk(getStaffUser, { params: { uuid } }, admin)).data.audit;

const OTHER_ROLES = ['client', 'company', 'partner', 'customer_support', 'content_manager'] as const;

describe('the users screen', () => {
  it('finds a user by the exact address and by its beginning, in any letter case, for admins', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const label = `find-${randomUUID().slice(0, 8)}`;
    const first = await signedInUser({ email: `${label}-a@example.com` });
    const second = await signedInUser({ email: `${label}-b@example.com` });

    const exact = await search(admin, first.user.email.toUpperCase());
    expectStatus(exact, 200);
    expect(exact.body.data.items.map((user) => user.uuid)).toEqual([first.user.id]);
    const prefix = await search(admin, label);
    expectStatus(prefix, 200);
    expect(prefix.body.data.items.map((user) => user.email)).toEqual([first.user.email, second.user.email]);
    expect(prefix.body.data.items[0]).toMatchObject({ role: 'client', blocked_at: null });
  });

  it.each(OTHER_ROLES)('refuses a %s the list of users, a block and a role change with 403', async (role) => {
    const caller = await signedInUser({ role });
    const { user } = await signedInUser();
    expect((await search(caller, user.email)).status).toBe(403);
    expect((await block(caller, user.id)).status).toBe(403);
    expect((await callRoute(grantRole, { params: { uuid: user.id }, body: { role: 'admin' } }, caller)).status).toBe(
      403,
    );
    expect(await getUser(user.id)).toEqual(user);
  });

  it('answers a cursor of another list with 422 on the cursor', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const response = await callRoute(searchUsers, { query: { email: 'a', cursor: 'bm90LWEta2V5' } }, admin);
    expectInvalid(response, 'cursor');
  });
});

describe('blocking a user', () => {
  it("refuses the blocked user's very next request, and takes their company off the public site", async () => {
    const admin = await signedInUser({ role: 'admin' });
    const owner = await companyOwner();
    expect((await callRoute(getProfile, {}, owner)).status).toBe(200);
    expect((await callRoute(getCompanyPage, { params: { uuid: owner.companyId } })).status).toBe(200);

    const response = await block(admin, owner.user.id);
    expectStatus(response, 200);
    expect(response.body.data.blocked_at).not.toBeNull();
    // The token check reads the account uncached on every request: the next one already sees the block.
    expect((await callRoute(getProfile, {}, owner)).status).toBe(401);
    expect((await callRoute(getCompanyPage, { params: { uuid: owner.companyId } })).status).toBe(404);

    expectStatus(await unblock(admin, owner.user.id), 200);
    expect((await callRoute(getProfile, {}, owner)).status).toBe(200);
    expect((await auditOf(admin, owner.user.id)).map((entry) => entry.action)).toEqual(['unblock', 'block']);
  });

  it('answers a blocked user signing in as a wrong password would, and lets them in again once unblocked', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const password = 'Tropical-otter-lantern-2026';
    const { user } = await signedInUser({ password_hash: await hashPassword(password) });
    const signIn = () => callRoute(signin, { body: { email: user.email, password } });
    expect((await signIn()).status).toBe(200);
    expectStatus(await block(admin, user.id), 200);
    expect(await signIn()).toMatchObject({ status: 401, body: { error_code: 'invalid_credentials' } });
    expectStatus(await unblock(admin, user.id), 200);
    expect((await signIn()).status).toBe(200);
  });

  it('does not let an admin block themself, so the platform keeps an admin', async () => {
    const admin = await signedInUser({ role: 'admin' });
    expect(await block(admin, admin.user.id)).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
    expect((await callRoute(getProfile, {}, admin)).status).toBe(200);
  });

  it('answers an unknown user with 404', async () => {
    const admin = await signedInUser({ role: 'admin' });
    expect((await block(admin, randomUUID())).status).toBe(404);
  });
});

describe('the audit trail', () => {
  it.each(STAFF_ROLES)('records who gave the %s role, when, from which role', async (role: Role) => {
    const admin = await signedInUser({ role: 'admin' });
    const { user } = await signedInUser();
    const before = new Date().toISOString();
    await callOk(grantRole, { params: { uuid: user.id }, body: { role } }, admin);
    const [entry, ...rest] = await auditOf(admin, user.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'role',
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      from: 'client',
      to: role,
    });
    expect(entry!.at >= before).toBe(true);
  });

  it('records nothing when the role stays the same', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const { user } = await signedInUser({ role: 'partner' });
    await callOk(grantRole, { params: { uuid: user.id }, body: { role: 'partner' } }, admin);
    expect(await auditOf(admin, user.id)).toEqual([]);
  });
});
