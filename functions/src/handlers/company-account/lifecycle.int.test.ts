import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { decide, readVersions } from '#data/moderation';
import { signedInUser } from '#testing/accounts';
import { callAs, companyAccountUser, companyFormFixture, type Caller } from '#testing/company-account';
import { handler as publicCompany } from '../catalogue/get-company';
import { handler as create } from './create';
import { handler as get } from './get';
import { handler as moderate } from './moderate';
import { handler as onboarding } from './onboarding';
import { handler as preview } from './preview';
import { handler as publish } from './publish';
import { handler as unpublish } from './unpublish';
import { handler as update } from './update';

const PATH = '/v1/account/company';
type Step = typeof moderate;

const step = (caller: Caller, handler: Step, action: string, uuid: string, language?: 'en' | 'ru' | 'uk') =>
  callAs(caller, handler, 'POST', `${PATH}/${action}/${uuid}`, { pathParameters: { uuid }, language });
const sendToModeration = (caller: Caller, uuid: string, language?: 'en' | 'ru' | 'uk') =>
  step(caller, moderate, 'moderate', uuid, language);
const publicPage = (uuid: string) =>
  callAs({ headers: {} }, publicCompany, 'GET', `/v1/company/${uuid}`, { pathParameters: { uuid } });

async function ownerWithCompany(body = companyFormFixture()) {
  const owner = await companyAccountUser();
  const { status, body: answer } = await callAs(owner, create, 'POST', PATH, { body });
  expect(status).toBe(201);
  return { owner, uuid: answer.data.uuid as string };
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
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual({
      motto: [ruleMessage('required', 'ru')],
      description: [ruleMessage('required', 'ru')],
      name: [ruleMessage('required', 'ru')],
      'offices.0.address': [ruleMessage('required', 'ru')],
      'offices.0.office_employees.0.position': [ruleMessage('required', 'ru')],
      'company_achievements.0.description': [ruleMessage('required', 'ru')],
      'company_benefits.0.description': [ruleMessage('required', 'ru')],
    });
    expect((await sendToModeration(owner, uuid)).body.errors).toEqual({
      motto: [ruleMessage('required', 'en')],
      description: [ruleMessage('required', 'en')],
    });

    expect((await callAs(owner, update, 'PUT', PATH, { body: companyFormFixture() })).status).toBe(200);
    expect((await publishAs(owner, uuid)).status).toBe(409);
    expect((await sendToModeration(owner, uuid)).status).toBe(204);
    expect((await callAs(owner, get, 'GET', PATH)).body.data.status).toBe('on_moderation');
    const twice = await sendToModeration(owner, uuid);
    expect(twice.status).toBe(409);
    expect(twice.body.error_code).toBe('conflict');
    expect((await publicPage(uuid)).status).toBe(404);

    await approve(uuid);
    const editor = await callAs(owner, get, 'GET', PATH);
    expect(editor.body.data).toMatchObject({ status: 'approved', has_approved_version: true, published: false });
    // Approved and unchanged: nothing new to send.
    expect((await sendToModeration(owner, uuid)).status).toBe(409);

    const published = await publishAs(owner, uuid);
    expect(published).toMatchObject({ status: 200, body: { data: { published: true, status: 'approved' } } });
    const shown = await publicPage(uuid);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ uuid, name: 'Alpha Migration', motto: 'We move you' });

    // The editor sends back what it loaded (ids included), with the name changed.
    const loaded = (await callAs(owner, get, 'GET', PATH)).body.data;
    const edited = await callAs(owner, update, 'PUT', PATH, { body: { ...loaded, name: 'Alpha Migration Plus' } });
    expect(edited.body.data).toMatchObject({
      name: 'Alpha Migration Plus',
      status: 'draft',
      published: true,
      has_approved_version: true,
    });
    expect((await publicPage(uuid)).body.data.name).toBe('Alpha Migration');
    expect((await callAs(owner, get, 'GET', PATH)).body.data.name).toBe('Alpha Migration Plus');
    const draftPreview = await callAs(owner, preview, 'GET', `${PATH}/preview`);
    expect(draftPreview.status).toBe(200);
    expect(draftPreview.body.data).toEqual({ ...shown.body.data, name: 'Alpha Migration Plus' });

    const steps = (await callAs(owner, onboarding, 'GET', '/v1/account/companies/onboarding')).body.data.steps;
    expect(steps.filter((s: { done: boolean }) => s.done).map((s: { id: string }) => s.id)).toEqual([
      'company_created',
      'profile_written',
      'office_added',
      'sent_to_moderation',
      'approved',
      'published',
    ]);

    const hidden = await step(owner, unpublish, 'unpublish', uuid);
    expect(hidden).toMatchObject({ status: 200, body: { data: { published: false, status: 'draft' } } });
    expect((await publicPage(uuid)).status).toBe(404);
  });

  it('withdraws a sent revision from moderation when the owner edits it', async () => {
    const { owner, uuid } = await ownerWithCompany();
    expect((await sendToModeration(owner, uuid)).status).toBe(204);
    const loaded = (await callAs(owner, get, 'GET', PATH)).body.data;
    const edited = await callAs(owner, update, 'PUT', PATH, { body: { ...loaded, motto: 'Moving made simple' } });
    expect(edited.body.data).toMatchObject({ status: 'draft', motto: 'Moving made simple' });
    const stored = await readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId: uuid });
    expect(stored?.meta).toMatchObject({ status: 'draft', revision: 2, submitted_at: null });
    expect((await sendToModeration(owner, uuid)).status).toBe(204);
  });

  it('previews in the asked language as the public would, falling back to English', async () => {
    const { owner } = await ownerWithCompany();
    const { status, body } = await callAs(owner, preview, 'GET', `${PATH}/preview`, { locale: 'ru' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Alpha Migration', filled_locales: ['en'], plan: 'basic' });
    expect(body.data.offices[0].phones).toEqual([{ phone_number: '+49301234567', messengers: ['whatsapp'] }]);
  });
});

const publishAs = (caller: Caller, uuid: string) => step(caller, publish, 'publish', uuid);

describe('ownership', () => {
  it.each([
    ['moderate', moderate],
    ['publish', publish],
    ['unpublish', unpublish],
  ])("answers another company account's %s of my company with 404, and a client with 403", async (action, handler) => {
    const { uuid } = await ownerWithCompany();
    const other = await ownerWithCompany(companyFormFixture({ name: 'Other' }));
    expect((await step(other.owner, handler, action, uuid)).status).toBe(404);
    expect((await step(await companyAccountUser(), handler, action, uuid)).status).toBe(404);
    expect((await step(await signedInUser(), handler, action, uuid)).status).toBe(403);
    expect((await step(other.owner, handler, action, randomUUID())).status).toBe(404);
  });

  it("never shows another company's data: each account reads and changes its own", async () => {
    const mine = await ownerWithCompany();
    const other = await ownerWithCompany(companyFormFixture({ name: 'Other' }));
    expect((await callAs(other.owner, get, 'GET', PATH)).body.data).toMatchObject({ uuid: other.uuid, name: 'Other' });
    const changed = await callAs(other.owner, update, 'PUT', PATH, { body: companyFormFixture({ name: 'Changed' }) });
    expect(changed.body.data.uuid).toBe(other.uuid);
    expect((await callAs(mine.owner, get, 'GET', PATH)).body.data).toMatchObject({
      uuid: mine.uuid,
      name: 'Alpha Migration',
    });
    expect((await callAs(await companyAccountUser(), preview, 'GET', `${PATH}/preview`)).status).toBe(404);
    expect((await callAs(await signedInUser(), preview, 'GET', `${PATH}/preview`)).status).toBe(403);
  });
});
