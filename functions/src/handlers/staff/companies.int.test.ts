import { describe, expect, it } from 'vitest';
import { getCompanyPage } from '@migralink/shared/api/catalogue';
import { getStaffCompany, listStaffCompanies, setStaffCompanyPublished } from '@migralink/shared/api/staff';
import { keys } from '#data/keys';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { companyOwner, signedInUser } from '#testing/accounts';
import { callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';
import { draftCompany, ownerAccount } from '#testing/moderation';

const find = (caller: Caller, name: string) => callRoute(listStaffCompanies, { query: { name } }, caller);
const open = (caller: Caller, uuid: string) => callRoute(getStaffCompany, { params: { uuid } }, caller);
const setPublished = (caller: Caller, uuid: string, published: boolean) =>
  callRoute(setStaffCompanyPublished, { params: { uuid }, body: { published } }, caller);

/** The company's audit entries, oldest first, as stored. */
async function auditOf(companyId: string) {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
    ExpressionAttributeValues: { ':pk': keys.company.partition(companyId), ':audit': 'AUDIT#' },
  });
  return Items.map(({ action, actor_email }) => ({ action, actor_email }));
}

describe('the companies screen', () => {
  it('finds a company by the beginning of its name as its address spells it, with plan, state and owner', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const owner = await companyOwner('pro');
    const response = await find(admin, `Company ${owner.companyId.slice(0, 8)}`);
    expectStatus(response, 200);
    expect(response.body.data.items).toEqual([
      {
        uuid: owner.companyId,
        name: 'Harbour Relocation',
        slug: `company-${owner.companyId.slice(0, 8)}`,
        plan: 'pro',
        status: 'approved',
        published: true,
        owner: { uuid: owner.user.id, email: owner.user.email },
      },
    ]);
    expect((await find(admin, '—')).body).toEqual({ data: { items: [], next_cursor: null } });
  });

  it('unpublishes and publishes a company, each recorded with who did it', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const owner = await companyOwner();
    expect(await setPublished(admin, owner.companyId, false)).toMatchObject({
      status: 200,
      body: { data: { published: false } },
    });
    expect((await callRoute(getCompanyPage, { params: { uuid: owner.companyId } })).status).toBe(404);
    expectStatus(await setPublished(admin, owner.companyId, true), 200);
    expect((await callRoute(getCompanyPage, { params: { uuid: owner.companyId } })).status).toBe(200);
    expect(await auditOf(owner.companyId)).toEqual([
      { action: 'unpublish', actor_email: admin.user.email },
      { action: 'publish', actor_email: admin.user.email },
    ]);
  });

  it("opens a company with its audit trail, newest first, and answers an unknown one's with 404", async () => {
    const [admin, other] = [await signedInUser({ role: 'admin' }), await signedInUser({ role: 'admin' })];
    const owner = await companyOwner();
    const untouched = await open(admin, owner.companyId);
    expectStatus(untouched, 200);
    expect(untouched.body.data).toMatchObject({ company: { uuid: owner.companyId, published: true }, audit: [] });
    expectStatus(await setPublished(admin, owner.companyId, false), 200);
    expectStatus(await setPublished(other, owner.companyId, true), 200);

    const opened = await open(admin, owner.companyId);
    expectStatus(opened, 200);
    expect(opened.body.data.company).toMatchObject({
      uuid: owner.companyId,
      published: true,
      owner: { uuid: owner.user.id },
    });
    expect(opened.body.data.audit).toEqual([
      { at: expect.any(String), action: 'publish', actor_id: other.user.id, actor_email: other.user.email },
      { at: expect.any(String), action: 'unpublish', actor_id: admin.user.id, actor_email: admin.user.email },
    ]);
    expect(opened.body.data.audit[0]!.at >= opened.body.data.audit[1]!.at).toBe(true);
    expect((await open(admin, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses to publish a company never approved (409), recording nothing', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const { profile } = await draftCompany(await ownerAccount());
    expect(await setPublished(admin, profile.id, true)).toMatchObject({ status: 409 });
    expect(await auditOf(profile.id)).toEqual([]);
  });

  it.each(['client', 'company', 'partner', 'customer_support', 'content_manager'] as const)(
    'refuses a %s the list, a company and the publishing (403), changing nothing',
    async (role) => {
      const caller = await signedInUser({ role });
      const owner = await companyOwner();
      expect((await find(caller, 'company')).status).toBe(403);
      expect((await open(caller, owner.companyId)).status).toBe(403);
      expect((await setPublished(caller, owner.companyId, false)).status).toBe(403);
      expect((await callRoute(getCompanyPage, { params: { uuid: owner.companyId } })).status).toBe(200);
    },
  );

  it('answers an unknown company with 404 and a foreign cursor with 422', async () => {
    const admin = await signedInUser({ role: 'admin' });
    expect((await setPublished(admin, crypto.randomUUID(), false)).status).toBe(404);
    expectInvalid(await callRoute(listStaffCompanies, { query: { name: 'a', cursor: 'bm9wZQ' } }, admin), 'cursor');
  });
});
