import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyContactsViewed } from '@migralink/shared/api/company-account';
import { createAccountCompany } from '@migralink/shared/api/company-form';
import { putApprovedCompany } from '#data/companies';
import { contactViewsOn, countContactView, utcDay } from '#data/contact-views';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { reindexCompany } from '#search/reindex';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, type Caller } from '#testing/call';
import { companyFormFixture } from '#testing/forms';

const view = (caller: Caller, id: string) => callRoute(companyContactsViewed, { params: { id } }, caller);

async function publicCompany(published = true) {
  const profile = companyProfileFixture({ published });
  await putApprovedCompany(profile, companyContentFixture());
  await reindexCompany(profile.id);
  return profile.id;
}

describe('POST /v1/account/companies/{id}/contacts/viewed', () => {
  it('counts each signed-in viewer once per day, whatever the role', async () => {
    const id = await publicCompany();
    const [client, company] = [await signedInUser(), await asRole('company')];
    expect((await view(client, id)).status).toBe(204);
    expect((await view(client, id)).status).toBe(204);
    expect((await view(company, id)).status).toBe(204);
    expect(await contactViewsOn(id, utcDay(new Date()))).toBe(2);
  });

  it('answers 404 for a company the public cannot see, and 401 without a token', async () => {
    const client = await signedInUser();
    expect((await view(client, randomUUID())).status).toBe(404);
    expect((await view(client, await publicCompany(false))).status).toBe(404);
    const draft = await callOk(createAccountCompany, { body: companyFormFixture() }, await asRole('company'));
    expect((await view(client, draft.data.uuid!)).status).toBe(404);
    expect((await view({}, await publicCompany())).status).toBe(401);
  });
});

describe('countContactView', () => {
  it('counts a viewer again on the next UTC day, once', async () => {
    const id = randomUUID();
    const viewer = randomUUID();
    const monday = new Date('2026-03-02T23:59:00Z');
    const tuesday = new Date('2026-03-03T00:01:00Z');
    expect(await countContactView(id, viewer, monday)).toBe(true);
    expect(await countContactView(id, viewer, monday)).toBe(false);
    expect(await countContactView(id, viewer, tuesday)).toBe(true);
    expect(await countContactView(id, viewer, tuesday)).toBe(false);
    expect(await contactViewsOn(id, '2026-03-02')).toBe(1);
    expect(await contactViewsOn(id, '2026-03-03')).toBe(1);
  });

  it('counts two looks at once only once', async () => {
    const id = randomUUID();
    const viewer = randomUUID();
    const now = new Date('2026-03-04T10:00:00Z');
    const counted = await Promise.all([countContactView(id, viewer, now), countContactView(id, viewer, now)]);
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await contactViewsOn(id, '2026-03-04')).toBe(1);
  });
});
