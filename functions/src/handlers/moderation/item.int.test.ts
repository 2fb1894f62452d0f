import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moderationItemRoute } from '@migralink/shared/api/moderation';
import type { CompanyContent } from '#data/company-items';
import { readVersions } from '#data/moderation';
import { asRole } from '#testing/accounts';
import { callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';
import {
  approve,
  draftCompany,
  draftService,
  edit,
  kindAndId,
  ownerAccount,
  publishedCompany,
  send,
} from '#testing/moderation';

const getItem = (caller: Caller, kind: 'company' | 'service', uuid: string) =>
  callRoute(moderationItemRoute, { params: { kind, uuid } }, caller);

describe('GET /v1/admin/moderation/{kind}/{uuid}', () => {
  it('shows an edit of a published company beside its approved version, with what changed per locale', async () => {
    const { company } = await publishedCompany(await ownerAccount());
    const revision = await edit(company.subject, (content: CompanyContent) => ({
      ...content,
      motto: { ...content.motto, ru: 'Переезд без забот' },
      offices: content.offices.map((office) => ({ ...office, address: { ...office.address, ru: 'Порту, Rua 1' } })),
      filled_locales: [],
    }));
    await send(company.subject);
    const { approved, draft } = (await readVersions(company.subject))!;

    const response = await getItem({ ...(await asRole('admin')), locale: 'ru' }, 'company', company.profile.id);
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({
      kind: 'company',
      uuid: company.profile.id,
      company_uuid: company.profile.id,
      revision,
      first_version: false,
      draft: JSON.parse(JSON.stringify(draft)),
      approved: JSON.parse(JSON.stringify(approved)),
    });
    expect(body.data.changes).toEqual([
      { path: 'motto.ru', before: 'Переезжайте уверенно', after: 'Переезд без забот' },
      { path: 'offices.0.address.ru', before: 'Лиссабон, Rua Augusta 100', after: 'Порту, Rua 1' },
    ]);
  });

  it('shows a first version of a service with no approved version and its company name', async () => {
    const { profile } = await draftCompany(await ownerAccount(), { name: { en: 'North Star', ru: 'Полярная' } });
    const service = await draftService(profile.id);
    await send(service.subject);
    const response = await getItem(await asRole('admin'), 'service', service.meta.id);
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({
      kind: 'service',
      uuid: service.meta.id,
      company_uuid: profile.id,
      company_name: 'North Star',
      name: 'D7 passive income visa',
      first_version: true,
      approved: null,
    });
    expect(body.data.changes).toContainEqual({
      path: 'name',
      before: null,
      after: expect.objectContaining({ en: 'D7 passive income visa' }),
    });
  });

  it("names a service's reference ids (countries, purposes, categories, time unit) in the moderator's language", async () => {
    const { profile } = await draftCompany(await ownerAccount());
    const service = await draftService(profile.id, {
      time_unit_id: 3,
      search_attributes: {
        country: 'PT',
        countries: ['UA'],
        immigration_purposes: [1, 2],
        categories: [101],
        main_category: 100,
      },
    });
    await send(service.subject);
    const response = await getItem({ ...(await asRole('admin')), locale: 'ru' }, 'service', service.meta.id);
    expectStatus(response, 200);
    expect(response.body.data.names).toEqual({
      countries: { PT: 'Португалия', UA: 'Украина' },
      purposes: { 1: 'Работа', 2: 'Учёба' },
      categories: { 100: 'Визы', 101: 'Рабочая виза' },
      time_units: { 3: 'Месяц' },
    });
  });

  it('names nothing for a company, which refers to no reference data', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    await send(subject);
    const response = await getItem(await asRole('admin'), 'company', profile.id);
    expectStatus(response, 200);
    expect(response.body.data.names).toEqual({ countries: {}, purposes: {}, categories: {}, time_units: {} });
  });

  it('answers 404 for what does not wait: unknown, approved, a draft not sent, or the wrong kind', async () => {
    const caller = await asRole('admin');
    const owner = await ownerAccount();
    const approved = await draftCompany(owner);
    await send(approved.subject);
    await approve(approved.subject);
    const notSent = await draftCompany(owner);
    const waitingService = await draftService(notSent.profile.id);
    await send(waitingService.subject);
    for (const [kind, uuid] of [
      ['company', randomUUID()],
      ['service', randomUUID()],
      ['company', approved.profile.id],
      ['company', notSent.profile.id],
      ['company', waitingService.meta.id],
    ] as const) {
      expect((await getItem(caller, kind, uuid)).body).toMatchObject({ code: 404, error_code: 'not_found' });
    }
  });

  it('refuses an unknown kind or a malformed id with 422', async () => {
    const caller = await asRole('admin');
    expectInvalid(
      await callRoute(moderationItemRoute, { raw: { params: { kind: 'office', uuid: randomUUID() } } }, caller),
      'kind',
    );
    expectInvalid(await getItem(caller, 'company', 'nope'), 'uuid');
  });

  it('is for admins only: 403 for a company account, even its own, 401 without a token', async () => {
    const { subject } = await draftCompany(await ownerAccount());
    await send(subject);
    const { kind, uuid } = kindAndId(subject);
    expect((await getItem(await asRole('company'), kind, uuid)).status).toBe(403);
    expect((await getItem({}, kind, uuid)).status).toBe(401);
  });
});
