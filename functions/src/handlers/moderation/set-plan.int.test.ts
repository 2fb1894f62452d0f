import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCompany } from '#data/companies';
import { readList, readMembership } from '#data/search-lists';
import { ownerAccount, publishedCompany } from '#testing/moderation';
import { admin, companyAccount, setPlan } from '#testing/moderation-requests';

describe('PUT /v1/admin/companies/{uuid}/plan', () => {
  it("sets a company's plan and its rank in every search list it is in", async () => {
    const { company } = await publishedCompany(await ownerAccount(), { service: true });
    const { id } = company.profile;
    expect((await getCompany(id))?.profile.plan).toBe('basic');

    const { status, body } = await setPlan(await admin(), id, { plan: 'premium' });
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
    expect((await setPlan(await admin(), uuid, { plan: 'pro' })).body).toMatchObject({ error_code: 'not_found' });
    expect(await getCompany(uuid)).toBeUndefined();
  });

  it('refuses an unknown plan and a malformed id with 422 per field', async () => {
    const caller = await admin();
    expect((await setPlan(caller, randomUUID(), { plan: 'gold' })).body.errors).toEqual({ plan: [expect.any(String)] });
    expect((await setPlan(caller, 'nope', { plan: 'pro' })).body.errors).toEqual({ uuid: [expect.any(String)] });
  });

  it('is for admins only: 403 for a company account, 401 without a token', async () => {
    const { company } = await publishedCompany(await ownerAccount());
    expect((await setPlan(await companyAccount(), company.profile.id, { plan: 'premium' })).status).toBe(403);
    expect((await setPlan({}, company.profile.id, { plan: 'premium' })).status).toBe(401);
    expect((await getCompany(company.profile.id))?.profile.plan).toBe('basic');
  });
});
