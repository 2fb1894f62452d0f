import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffCompanyPreview, staffServicePreview } from '@migralink/shared/api/staff-preview';
import { asRole, companyOwner } from '#testing/accounts';
import { callRoute, expectInvalid, expectStatus } from '#testing/call';
import { draftCompany, draftService, edit, ownerAccount, publishedCompany, send } from '#testing/moderation';

describe('GET /v1/admin/preview/company/{uuid}', () => {
  it("shows any company's draft as its public page would, in the asked language, to an admin", async () => {
    const { profile, subject } = await draftCompany(await ownerAccount(), {
      name: { en: 'North Star', ru: 'Полярная звезда' },
      logo: '/media/logos/owner/logo.png',
    });
    await send(subject);
    const response = await callRoute(
      staffCompanyPreview,
      { params: { uuid: profile.id }, query: { locale: 'ru' } },
      await asRole('admin'),
    );
    expectStatus(response, 200);
    expect(response.body.data).toEqual({
      company: expect.objectContaining({
        uuid: profile.id,
        name: 'Полярная звезда',
        logo: '/media/logos/owner/logo.png',
      }),
      services: [],
      not_public: 0,
    });
  });

  it('shows the edit waiting for moderation with the public services the page lists, and counts the others', async () => {
    const { company, service } = await publishedCompany(await ownerAccount(), { service: true });
    await draftService(company.profile.id);
    await edit(company.subject, (content: { name: object }) => ({ ...content, name: { en: 'Renamed' } }));
    await send(company.subject);
    const admin = await asRole('admin');
    const response = await callRoute(staffCompanyPreview, { params: { uuid: company.profile.id } }, admin);
    expectStatus(response, 200);
    expect(response.body.data.company.name).toBe('Renamed');
    expect(response.body.data.services.map((shown) => shown.uuid)).toEqual([service!.meta.id]);
    expect(response.body.data.not_public).toBe(1);
  });

  it('answers 404 for an unknown company, 422 for a malformed id', async () => {
    const admin = await asRole('admin');
    expect((await callRoute(staffCompanyPreview, { params: { uuid: randomUUID() } }, admin)).status).toBe(404);
    expectInvalid(await callRoute(staffCompanyPreview, { params: { uuid: 'nope' } }, admin), 'uuid');
  });

  it('is for admins only: 403 for the company owner itself and for other staff, 401 without a token', async () => {
    const owner = await companyOwner();
    const input = { params: { uuid: owner.companyId } };
    expect((await callRoute(staffCompanyPreview, input, owner)).body).toMatchObject({ error_code: 'forbidden' });
    expect((await callRoute(staffCompanyPreview, input, await asRole('customer_support'))).status).toBe(403);
    expect((await callRoute(staffCompanyPreview, input, {})).status).toBe(401);
  });
});

describe('GET /v1/admin/preview/service/{uuid}', () => {
  it("shows any service's draft as its public page would, with its company's card, to an admin", async () => {
    const { profile } = await draftCompany(await ownerAccount(), { name: { en: 'North Star' } });
    const service = await draftService(profile.id, { background_image: '/backgrounds/sea.svg' });
    await send(service.subject);
    const response = await callRoute(
      staffServicePreview,
      { params: { uuid: service.meta.id }, query: { locale: 'en' } },
      await asRole('admin'),
    );
    expectStatus(response, 200);
    expect(response.body.data).toMatchObject({
      uuid: service.meta.id,
      name: 'D7 passive income visa',
      country: { id: 'PT', name: 'Portugal' },
      background_image: '/backgrounds/sea.svg',
      company: { uuid: profile.id, name: 'North Star' },
    });
  });

  it('answers 404 for an unknown service, and is refused to a company account and to no one signed in', async () => {
    expect(
      (await callRoute(staffServicePreview, { params: { uuid: randomUUID() } }, await asRole('admin'))).status,
    ).toBe(404);
    const owner = await companyOwner();
    const { meta } = await draftService(owner.companyId);
    expect((await callRoute(staffServicePreview, { params: { uuid: meta.id } }, owner)).status).toBe(403);
    expect((await callRoute(staffServicePreview, { params: { uuid: meta.id } }, {})).status).toBe(401);
  });
});
