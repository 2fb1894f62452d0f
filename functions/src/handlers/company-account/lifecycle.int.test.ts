import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCompanyPage } from '@migralink/shared/api/catalogue';
import {
  companyOnboarding,
  getAccountCompany,
  moderateCompany,
  previewCompany,
  publishCompany,
  unpublishCompany,
} from '@migralink/shared/api/company-account';
import { createAccountCompany, updateAccountCompany } from '@migralink/shared/api/company-form';
import type { Locale } from '@migralink/shared/locales';
import type { RouteInput } from '@migralink/shared/route';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { decide, readVersions } from '#data/moderation';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { companyFormFixture } from '#testing/forms';
import * as commonRules from '@migralink/shared/schemas/rules/common';

type Step = typeof moderateCompany | typeof publishCompany | typeof unpublishCompany;

const step = (caller: Caller, route: Step, uuid: string) => callRoute(route, { params: { uuid } }, caller);
const sendToModeration = (caller: Caller, uuid: string, locale?: Locale) =>
  step({ ...caller, locale }, moderateCompany, uuid);
const publishAs = (caller: Caller, uuid: string) => step(caller, publishCompany, uuid);
const publicPage = (uuid: string) => callRoute(getCompanyPage, { params: { uuid } });
const update = (caller: Caller, body: RouteInput<typeof updateAccountCompany>['body']) =>
  callRoute(updateAccountCompany, { body }, caller);

/** The company as its editor loads it. */
const editor = async (caller: Caller) => (await callOk(getAccountCompany, {}, caller)).data;

async function ownerWithCompany(body = companyFormFixture()) {
  const owner = await asRole('company');
  const company = await callOk(createAccountCompany, { body }, owner);
  return { owner, uuid: company.data.uuid! };
}

/** The staff decision, as the moderation routes take it, on the revision that waits. */
async function approve(uuid: string) {
  const subject = { kind: 'company', companyId: uuid } as const;
  const versions = await readVersions<CompanyProfile, CompanyContent>(subject);
  await decide(subject, versions!, versions!.meta.revision, { approve: true }, new Date().toISOString());
}

describe('moderation and publishing of a company', () => {
  it('goes draft → on_moderation → approved → published, and a later edit waits while the public keeps the approved text', async () => {
    // An incomplete draft (no language complete) cannot be sent.
    const { owner, uuid } = await ownerWithCompany(companyFormFixture({ motto: '', description: '' }));
    const incomplete = await sendToModeration(owner, uuid, 'ru');
    expectStatus(incomplete, 422);
    expect(incomplete.body.errors).toEqual({
      motto: [ruleMessage(commonRules.required, 'ru')],
      description: [ruleMessage(commonRules.required, 'ru')],
      name: [ruleMessage(commonRules.required, 'ru')],
      'offices.0.address': [ruleMessage(commonRules.required, 'ru')],
      'offices.0.office_employees.0.position': [ruleMessage(commonRules.required, 'ru')],
      'company_achievements.0.description': [ruleMessage(commonRules.required, 'ru')],
      'company_benefits.0.description': [ruleMessage(commonRules.required, 'ru')],
    });
    const english = await sendToModeration(owner, uuid);
    expectStatus(english, 422);
    expect(english.body.errors).toEqual({
      motto: [ruleMessage(commonRules.required, 'en')],
      description: [ruleMessage(commonRules.required, 'en')],
    });

    expect((await update(owner, companyFormFixture())).status).toBe(200);
    expect((await publishAs(owner, uuid)).status).toBe(409);
    expect((await sendToModeration(owner, uuid)).status).toBe(204);
    expect((await editor(owner)).status).toBe('on_moderation');
    const twice = await sendToModeration(owner, uuid);
    expectStatus(twice, 409);
    expect(twice.body.error_code).toBe('conflict');
    expect((await publicPage(uuid)).status).toBe(404);

    await approve(uuid);
    expect(await editor(owner)).toMatchObject({ status: 'approved', has_approved_version: true, published: false });
    // Approved and unchanged: nothing new to send.
    expect((await sendToModeration(owner, uuid)).status).toBe(409);

    const published = await publishAs(owner, uuid);
    expect(published).toMatchObject({ status: 200, body: { data: { published: true, status: 'approved' } } });
    const shown = await publicPage(uuid);
    expectStatus(shown, 200);
    expect(shown.body.data).toMatchObject({ uuid, name: 'Alpha Migration', motto: 'We move you' });

    // The editor sends back what it loaded (ids included), with the name changed.
    const loaded = await editor(owner);
    const edited = await update(owner, { ...loaded, name: 'Alpha Migration Plus' });
    expectStatus(edited, 200);
    expect(edited.body.data).toMatchObject({
      name: 'Alpha Migration Plus',
      status: 'draft',
      published: true,
      has_approved_version: true,
    });
    const stillShown = await publicPage(uuid);
    expectStatus(stillShown, 200);
    expect(stillShown.body.data.name).toBe('Alpha Migration');
    expect((await editor(owner)).name).toBe('Alpha Migration Plus');
    const draftPreview = await callRoute(previewCompany, {}, owner);
    expectStatus(draftPreview, 200);
    expect(draftPreview.body.data).toEqual({ ...shown.body.data, name: 'Alpha Migration Plus' });

    // The edit waits to be sent and approved: the checklist is not done while the public sees an older version.
    const onboarding = await callRoute(companyOnboarding, {}, owner);
    expectStatus(onboarding, 200);
    const { steps } = onboarding.body.data;
    expect(steps.filter((s) => s.done).map((s) => s.id)).toEqual([
      'company_created',
      'profile_written',
      'office_added',
      'published',
    ]);

    const hidden = await step(owner, unpublishCompany, uuid);
    expect(hidden).toMatchObject({ status: 200, body: { data: { published: false, status: 'draft' } } });
    expect((await publicPage(uuid)).status).toBe(404);
  });

  it('withdraws a sent revision from moderation when the owner edits it', async () => {
    const { owner, uuid } = await ownerWithCompany();
    expect((await sendToModeration(owner, uuid)).status).toBe(204);
    const loaded = await editor(owner);
    const edited = await update(owner, { ...loaded, motto: 'Moving made simple' });
    expectStatus(edited, 200);
    expect(edited.body.data).toMatchObject({ status: 'draft', motto: 'Moving made simple' });
    const stored = await readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId: uuid });
    expect(stored?.meta).toMatchObject({ status: 'draft', revision: 2, submitted_at: null });
    expect((await sendToModeration(owner, uuid)).status).toBe(204);
  });

  it('previews in the asked language as the public would, falling back to English', async () => {
    const { owner } = await ownerWithCompany();
    const response = await callRoute(previewCompany, { query: { locale: 'ru' } }, owner);
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({ name: 'Alpha Migration', filled_locales: ['en'], plan: 'basic' });
    expect(body.data.offices[0]!.phones).toEqual([{ phone_number: '+49301234567', messengers: ['whatsapp'] }]);
  });
});

describe('ownership', () => {
  it.each([
    ['moderate', moderateCompany],
    ['publish', publishCompany],
    ['unpublish', unpublishCompany],
  ] as const)(
    "answers another company account's %s of my company with 404, and a client with 403",
    async (_, route) => {
      const { uuid } = await ownerWithCompany();
      const other = await ownerWithCompany(companyFormFixture({ name: 'Other' }));
      expect((await step(other.owner, route, uuid)).status).toBe(404);
      expect((await step(await asRole('company'), route, uuid)).status).toBe(404);
      expect((await step(await signedInUser(), route, uuid)).status).toBe(403);
      expect((await step(other.owner, route, randomUUID())).status).toBe(404);
    },
  );

  it("never shows another company's data: each account reads and changes its own", async () => {
    const mine = await ownerWithCompany();
    const other = await ownerWithCompany(companyFormFixture({ name: 'Other' }));
    expect(await editor(other.owner)).toMatchObject({ uuid: other.uuid, name: 'Other' });
    const changed = await update(other.owner, companyFormFixture({ name: 'Changed' }));
    expectStatus(changed, 200);
    expect(changed.body.data.uuid).toBe(other.uuid);
    expect(await editor(mine.owner)).toMatchObject({
      uuid: mine.uuid,
      name: 'Alpha Migration',
    });
    expect((await callRoute(previewCompany, {}, await asRole('company'))).status).toBe(404);
    expect((await callRoute(previewCompany, {}, await signedInUser())).status).toBe(403);
  });
});
