import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setCompanyPlan } from '@migralink/shared/api/moderation';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { getCompany } from '#data/companies';
import { readList, readMembership } from '#data/search-lists';
import { asRole } from '#testing/accounts';
import { callRoute, expectInvalid, type Caller } from '#testing/call';
import { ownerAccount, publishedCompany } from '#testing/moderation';

const setPlan = (caller: Caller, uuid: string, plan: SubscriptionPackage) =>
  callRoute(setCompanyPlan, { params: { uuid }, body: { plan } }, caller);

describe('PUT /v1/admin/companies/{uuid}/plan', () => {
  it("sets a company's plan and its rank in every search list it is in", async () => {
    const { company } = await publishedCompany(await ownerAccount(), { service: true });
    const { id } = company.profile;
    expect((await getCompany(id))?.profile.plan).toBe('basic');

    const { status, body } = await setPlan(await asRole('admin'), id, 'premium');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { uuid: id, plan: 'premium' } });
    expect((await getCompany(id))?.profile.plan).toBe('premium');
    const lists = await readMembership(id);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect((await readList(list)).entries.find((entry) => entry.id === id)?.rank).toBe(3);
    }
  });

  it('answers 404 for an unknown company and creates nothing', async () => {
    const uuid = randomUUID();
    expect((await setPlan(await asRole('admin'), uuid, 'pro')).body).toMatchObject({ error_code: 'not_found' });
    expect(await getCompany(uuid)).toBeUndefined();
  });

  it('refuses an unknown plan and a malformed id with 422 per field', async () => {
    const caller = await asRole('admin');
    expectInvalid(
      await callRoute(setCompanyPlan, { params: { uuid: randomUUID() }, raw: { body: { plan: 'gold' } } }, caller),
      'plan',
    );
    expectInvalid(await setPlan(caller, 'nope', 'pro'), 'uuid');
  });

  it('is for admins only: 403 for a company account, 401 without a token', async () => {
    const { company } = await publishedCompany(await ownerAccount());
    expect((await setPlan(await asRole('company'), company.profile.id, 'premium')).status).toBe(403);
    expect((await setPlan({}, company.profile.id, 'premium')).status).toBe(401);
    expect((await getCompany(company.profile.id))?.profile.plan).toBe('basic');
  });
});
