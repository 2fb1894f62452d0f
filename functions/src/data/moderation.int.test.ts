import { describe, expect, it } from 'vitest';
import {
  approve,
  draftCompany,
  draftService,
  edit,
  ownerAccount,
  publishedCompany,
  send,
  tick,
} from '#testing/moderation';
import { getCompanyProfile } from './companies';
import { setCompanyPlan } from './company-plan';
import type { CompanyContent, CompanyProfile } from './company-items';
import { companyContentFixture, companyProfileFixture } from './fixtures';
import {
  createDraft,
  decide,
  listQueue,
  readVersions,
  PlanChangedError,
  PublishedLimitError,
  saveDraft,
  setCompanyPublished,
  setServicePublished,
  StaleStateError,
  submitDraft,
  type PlanBound,
  type QueueKey,
  type ServiceSubject,
  type Subject,
} from './moderation';
import { getServiceById } from './services';

const companyVersions = (subject: Subject) => readVersions<CompanyProfile, CompanyContent>(subject);

/** Every id in the whole queue, in queue order (other test files share it). */
async function queuedIds(): Promise<string[]> {
  return (await queued()).map((entry) => entry.meta.id);
}

async function queued() {
  const entries = [];
  let cursor: QueueKey | undefined;
  do {
    const page = await listQueue(20, cursor);
    entries.push(...page.entries);
    cursor = page.next;
  } while (cursor);
  return entries;
}

const withMotto = (motto: string) => (content: CompanyContent) => ({
  ...content,
  motto: { ...content.motto, en: motto },
});

describe('the moderation data layer', () => {
  it('creates a company as revision 1 with a draft and no approved version, once per id', async () => {
    const owner = await ownerAccount();
    const { subject, profile } = await draftCompany(owner);
    const versions = await companyVersions(subject);
    expect(versions).toMatchObject({ meta: profile, approved: null });
    expect(versions?.draft).toMatchObject({ name: companyContentFixture().name, filled_locales: ['en', 'ru'] });
    expect(versions?.draft).not.toHaveProperty('revision');
    await expect(createDraft(subject, profile, companyContentFixture())).rejects.toBeInstanceOf(StaleStateError);
  });

  it('raises the revision on every edit and refuses an edit started from an older revision', async () => {
    const { subject } = await draftCompany(await ownerAccount());
    const start = (await companyVersions(subject))!;
    expect(await saveDraft(subject, start.meta, companyContentFixture({ type: 'law_firm' }), tick())).toBe(2);
    const concurrent = saveDraft(subject, start.meta, companyContentFixture({ type: 'consultancy' }), tick());
    await expect(concurrent).rejects.toBeInstanceOf(StaleStateError);
    expect((await companyVersions(subject))?.draft?.type).toBe('law_firm');
  });

  it('lets only one of two concurrent edits of the same revision win', async () => {
    const { subject } = await draftCompany(await ownerAccount());
    const { meta } = (await companyVersions(subject))!;
    const results = await Promise.allSettled(
      ['law_firm', 'consultancy'].map((type) => saveDraft(subject, meta, companyContentFixture({ type }), tick())),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [failure] = results.filter((result) => result.status === 'rejected');
    expect(failure?.reason).toBeInstanceOf(StaleStateError);
    expect((await companyVersions(subject))?.meta.revision).toBe(2);
  });

  it('queues a sent revision, oldest first, and refuses to send it twice or from a stale revision', async () => {
    const owner = await ownerAccount();
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => draftCompany(owner)));
    const [early, middle, late] = [tick(), tick(), tick()];
    await send(second!.subject, middle);
    await send(third!.subject, late);
    await send(first!.subject, early);
    const ids = await queuedIds();
    const ours = [first, second, third].map((company) => company!.profile.id);
    expect(ids.filter((id) => ours.includes(id))).toEqual(ours);

    const { meta } = (await companyVersions(first!.subject))!;
    expect(meta).toMatchObject({ status: 'on_moderation', submitted_at: early, revision: 1 });
    await expect(submitDraft(first!.subject, meta, tick())).rejects.toBeInstanceOf(StaleStateError);
    await expect(submitDraft(second!.subject, { ...meta, revision: 7 }, tick())).rejects.toBeInstanceOf(
      StaleStateError,
    );
  });

  it('takes a sent revision out of the queue when the owner edits it again', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    await send(subject);
    expect(await queuedIds()).toContain(profile.id);
    await edit(subject, withMotto('Edited after sending'));
    expect(await queuedIds()).not.toContain(profile.id);
    expect((await companyVersions(subject))?.meta).toMatchObject({ status: 'draft', revision: 2, submitted_at: null });
  });

  it('approves exactly the sent revision: it becomes the approved version and the draft is deleted', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    await edit(subject, withMotto('Sent motto'));
    const revision = await send(subject);
    const sent = (await companyVersions(subject))!;
    const at = tick();
    await decide(subject, sent, revision, { approve: true }, at);

    const after = (await companyVersions(subject))!;
    expect(after.approved).toEqual(sent.draft);
    expect(after.approved?.motto.en).toBe('Sent motto');
    expect(after.draft).toBeNull();
    expect(after.meta).toMatchObject({
      status: 'approved',
      approved_at: at,
      submitted_at: null,
      moderator_comment: null,
      revision,
    });
    expect(await queuedIds()).not.toContain(profile.id);
  });

  it('refuses a decision on another revision, or after the owner edited meanwhile', async () => {
    const { subject } = await draftCompany(await ownerAccount());
    const revision = await send(subject);
    const seen = (await companyVersions(subject))!;
    await expect(decide(subject, seen, revision + 1, { approve: true }, tick())).rejects.toBeInstanceOf(
      StaleStateError,
    );

    await edit(subject, withMotto('A later edit'));
    await expect(decide(subject, seen, revision, { approve: true }, tick())).rejects.toBeInstanceOf(StaleStateError);
    const after = (await companyVersions(subject))!;
    expect(after.approved).toBeNull();
    expect(after.draft?.motto.en).toBe('A later edit');
  });

  it('rejects with a comment, keeps the draft for the owner, and lets it be sent again', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    const revision = await send(subject);
    const seen = (await companyVersions(subject))!;
    await decide(subject, seen, revision, { approve: false, comment: 'Add an office address.' }, tick());

    const after = (await companyVersions(subject))!;
    expect(after.meta).toMatchObject({ status: 'rejected', moderator_comment: 'Add an office address.' });
    expect(after.draft).toEqual(seen.draft);
    expect(after.approved).toBeNull();
    expect(await queuedIds()).not.toContain(profile.id);
    await send(subject);
    expect(await queuedIds()).toContain(profile.id);
  });

  it('gives an approved service its gsi1 keys, so the public finds it by id, while a draft stays unindexed', async () => {
    const { profile } = await draftCompany(await ownerAccount());
    const { subject, meta } = await draftService(profile.id);
    expect(await getServiceById(meta.id)).toMatchObject({ meta: { id: meta.id }, approved: null });
    await send(subject);
    expect((await queued()).find((entry) => entry.meta.id === meta.id)).toMatchObject({
      kind: 'service',
      meta: { id: meta.id, status: 'on_moderation' },
    });
    await approve(subject);
    const found = await getServiceById(meta.id);
    expect(found?.meta).toMatchObject({ status: 'approved', company_id: profile.id });
    expect(found?.approved?.name).toEqual((await companyVersions(subject))?.approved?.name);

    await edit(subject, (content: { name: { en: string } }) => ({ ...content, name: { en: 'Renamed draft' } }));
    expect((await getServiceById(meta.id))?.approved?.name.en).not.toBe('Renamed draft');
  });

  it('publishes only an approved version', async () => {
    const { subject } = await draftCompany(await ownerAccount());
    const { companyId } = subject;
    await expect(setCompanyPublished(companyId, true, tick())).rejects.toBeInstanceOf(StaleStateError);
    await send(subject);
    await approve(subject);
    expect(await setCompanyPublished(companyId, true, tick())).toEqual({ published: true, status: 'approved' });
    expect(await setCompanyPublished(companyId, false, tick())).toEqual({ published: false, status: 'approved' });
  });

  it('refuses to publish or unpublish a company that does not exist', async () => {
    await expect(setCompanyPublished(companyProfileFixture().id, false, tick())).rejects.toBeInstanceOf(
      StaleStateError,
    );
  });
});

describe('published services and the plan', () => {
  const basic: PlanBound = { plan: 'basic', publishedServices: 1 };

  /** A basic company with `count` approved, unpublished services. */
  async function companyWithApproved(count: number) {
    const { company } = await publishedCompany(await ownerAccount());
    const services = [];
    for (let index = 0; index < count; index += 1) {
      const { subject } = await draftService(company.profile.id);
      await send(subject);
      await approve(subject);
      services.push(subject);
    }
    return { companyId: company.profile.id, services };
  }

  const publishedCount = async (companyId: string) => (await getCompanyProfile(companyId, true))?.published_services;

  it('lets concurrent publishes pass the limit never: one of six wins, the count says one', async () => {
    const { companyId, services } = await companyWithApproved(6);
    const outcomes = await Promise.allSettled(
      services.flatMap((subject) => [1, 2, 3].map(() => setServicePublished(subject, true, tick(), basic))),
    );
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refused.every((reason) => reason instanceof PublishedLimitError)).toBe(true);
    const metas = await Promise.all(services.map((subject) => readVersions(subject)));
    expect(metas.filter((versions) => versions?.meta.published)).toHaveLength(1);
    expect(await publishedCount(companyId)).toBe(1);
  });

  it('counts a service once however often it is published or unpublished', async () => {
    const { companyId, services } = await companyWithApproved(2);
    const [first, second] = services as [ServiceSubject, ServiceSubject];
    await setServicePublished(first, true, tick(), basic);
    await setServicePublished(first, true, tick(), basic);
    expect(await publishedCount(companyId)).toBe(1);
    await setServicePublished(first, false, tick());
    await setServicePublished(first, false, tick());
    expect(await publishedCount(companyId)).toBe(0);
    await setServicePublished(second, true, tick(), basic);
    expect(await publishedCount(companyId)).toBe(1);
  });

  it('refuses a service never approved, and a publish decided under a plan the company has left', async () => {
    const { companyId, services } = await companyWithApproved(1);
    const { subject: draft } = await draftService(companyId);
    await expect(setServicePublished(draft, true, tick(), basic)).rejects.toBeInstanceOf(StaleStateError);
    await setCompanyPlan(companyId, 'pro', tick());
    await expect(setServicePublished(services[0]!, true, tick(), basic)).rejects.toBeInstanceOf(PlanChangedError);
    expect(await publishedCount(companyId)).toBe(0);
  });

  it('refuses a draft saved under a plan the company has left, for the company and its services', async () => {
    const { companyId } = await companyWithApproved(0);
    const { subject: service } = await draftService(companyId);
    await setCompanyPlan(companyId, 'premium', tick());
    for (const subject of [{ kind: 'company', companyId } as const, service]) {
      const versions = (await readVersions(subject))!;
      const content = (versions.draft ?? versions.approved)!;
      const { filled_locales: _derived, ...input } = content;
      await expect(saveDraft(subject, versions.meta, input as never, tick(), 'basic')).rejects.toBeInstanceOf(
        StaleStateError,
      );
      expect(await saveDraft(subject, versions.meta, input as never, tick(), 'premium')).toBe(
        versions.meta.revision + 1,
      );
    }
  });
});
