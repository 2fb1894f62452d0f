import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCompanyPage, getServicePage } from '@migralink/shared/api/catalogue';
import { approveModeration, rejectModeration } from '@migralink/shared/api/moderation';
import type { CompanyContent, CompanyProfile } from '#data/company-items';
import { readVersions } from '#data/moderation';
import { readMembership } from '#data/search-lists';
import type { ServiceContent } from '#data/service-items';
import { listId } from '#search/lists';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, type Caller } from '#testing/call';
import { mailsTo, lastMailTo } from '#testing/mailbox';
import { draftCompany, draftService, edit, kindAndId, ownerAccount, publishedCompany, send } from '#testing/moderation';

type Kind = 'company' | 'service';

const approveAs = (caller: Caller, kind: Kind, uuid: string, body: { revision: number }) =>
  callRoute(approveModeration, { params: { kind, uuid }, body }, caller);
const rejectAs = (caller: Caller, kind: Kind, uuid: string, body: { revision: number; moderator_comment: string }) =>
  callRoute(rejectModeration, { params: { kind, uuid }, body }, caller);

const publicCompany = (uuid: string) => callRoute(getCompanyPage, { params: { uuid } }, { locale: 'ru' });
/** The motto the public reads on the company's page (in Russian). */
const publicMotto = async (uuid: string) =>
  (await callOk(getCompanyPage, { params: { uuid } }, { locale: 'ru' })).data.motto;
/** The name the public reads on the service's page. */
const publicServiceName = async (id: string) => (await callOk(getServicePage, { params: { id } })).data.name;

const companyVersions = (subject: Parameters<typeof readVersions>[0]) =>
  readVersions<CompanyProfile, CompanyContent>(subject);

describe('POST /v1/admin/moderation/{kind}/{uuid}/approve', () => {
  it('makes the sent edit of a published company public at once and mails the owner in their language', async () => {
    const owner = await ownerAccount('ru');
    const { company } = await publishedCompany(owner);
    const revision = await edit(company.subject, (content: CompanyContent) => ({
      ...content,
      motto: { en: 'Home, anywhere', ru: 'Дом где угодно' },
    }));
    await send(company.subject);
    expect(await publicMotto(company.profile.id)).toBe('Переезжайте уверенно');

    const response = await approveAs(await asRole('admin'), 'company', company.profile.id, { revision });
    expect(response).toMatchObject({ status: 204, body: undefined });
    expect((await companyVersions(company.subject))?.meta).toMatchObject({ status: 'approved', revision });
    expect(await publicMotto(company.profile.id)).toBe('Дом где угодно');

    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe('Страница вашей компании одобрена');
    expect(mail.body.text).toContain('«Harbour Relocation»');
    expect(mail.body.text).toContain('Посетители уже видят новую версию.');
    expect(mail.body.text).toContain('/ru/admin/company/');
  });

  it('asks the owner of an approved but unpublished company to publish it', async () => {
    const owner = await ownerAccount('uk');
    const { subject, profile } = await draftCompany(owner, { name: { en: 'Bridge', uk: 'Міст' } });
    const revision = await send(subject);
    expect((await approveAs(await asRole('admin'), 'company', profile.id, { revision })).status).toBe(204);
    expect((await publicCompany(profile.id)).status).toBe(404);
    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe('Сторінку вашої компанії схвалено');
    expect(mail.body.text).toContain('«Міст»');
    expect(mail.body.text).toContain('Опублікувати:\n');
    expect(mail.body.text).toContain('/uk/admin/company/');
  });

  it('puts an approved edit of a published service in front of the public and in the search lists', async () => {
    const owner = await ownerAccount('en');
    const { company, service } = await publishedCompany(owner, { service: true });
    const purpose = 900_000 + Math.floor(Math.random() * 99_999);
    const revision = await edit(service!.subject, (content: ServiceContent) => ({
      ...content,
      name: { en: 'Golden visa', ru: 'Золотая виза' },
      search_attributes: { ...content.search_attributes, immigration_purposes: [purpose] },
    }));
    await send(service!.subject);
    const { kind, uuid } = kindAndId(service!.subject);

    expect((await approveAs(await asRole('admin'), kind, uuid, { revision })).status).toBe(204);
    expect(await publicServiceName(uuid)).toBe('Golden visa');
    expect(await readMembership(company.profile.id)).toContain(listId({ to: 'PT', purpose }));
    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe('Your service is approved');
    expect(mail.body.text).toContain('“Golden visa”');
    expect(mail.body.text).toContain('/en/admin/services/');
  });

  it('answers 409 for a revision other than the one waiting, and decides nothing', async () => {
    const owner = await ownerAccount();
    const { subject, profile } = await draftCompany(owner);
    const revision = await send(subject);
    const caller = await asRole('admin');
    const response = await approveAs(caller, 'company', profile.id, { revision: revision + 1 });
    expect(response).toMatchObject({ status: 409, body: { error_code: 'conflict' } });

    await edit(subject, (content: CompanyContent) => ({ ...content, type: 'law_firm' }));
    expect((await approveAs(caller, 'company', profile.id, { revision })).status).toBe(409);
    expect(await companyVersions(subject)).toMatchObject({ meta: { status: 'draft' }, approved: null });
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('answers 404 for an unknown item and 422 without a revision', async () => {
    const caller = await asRole('admin');
    expect((await approveAs(caller, 'service', randomUUID(), { revision: 1 })).status).toBe(404);
    const { profile } = await draftCompany(await ownerAccount());
    expectInvalid(
      await callRoute(approveModeration, { params: { kind: 'company', uuid: profile.id }, raw: { body: {} } }, caller),
      'revision',
    );
  });

  it('is for admins only: 403 for a company account, 401 without a token', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    const revision = await send(subject);
    expect((await approveAs(await asRole('company'), 'company', profile.id, { revision })).status).toBe(403);
    expect((await approveAs({}, 'company', profile.id, { revision })).status).toBe(401);
    expect((await companyVersions(subject))?.meta.status).toBe('on_moderation');
  });
});

describe('POST /v1/admin/moderation/{kind}/{uuid}/reject', () => {
  it('sends the revision back with the comment, keeps the public version and mails the comment', async () => {
    const owner = await ownerAccount('en');
    const { company } = await publishedCompany(owner);
    const revision = await edit(company.subject, (content: CompanyContent) => ({
      ...content,
      motto: { en: 'Best prices!!!', ru: 'Лучшие цены!!!' },
    }));
    await send(company.subject);
    const comment = 'Please remove the claims about prices.';

    const response = await rejectAs(await asRole('admin'), 'company', company.profile.id, {
      revision,
      moderator_comment: `  ${comment} `,
    });
    expect(response.status).toBe(204);
    const versions = await companyVersions(company.subject);
    expect(versions?.meta).toMatchObject({ status: 'rejected', moderator_comment: comment, published: true });
    expect(versions?.draft?.motto.en).toBe('Best prices!!!');
    expect(await publicMotto(company.profile.id)).toBe('Переезжайте уверенно');

    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe('Your company page needs changes');
    expect(mail.body.text).toContain(comment);
    expect(mail.body.html).toContain(comment);
  });

  it('rejects a service with the mail in the owner language', async () => {
    const owner = await ownerAccount('ru');
    const { profile } = await draftCompany(owner);
    const service = await draftService(profile.id);
    const revision = await send(service.subject);
    const { kind, uuid } = kindAndId(service.subject);
    const body = { revision, moderator_comment: 'Укажите сроки.' };
    expect((await rejectAs(await asRole('admin'), kind, uuid, body)).status).toBe(204);
    expect((await readVersions(service.subject))?.meta).toMatchObject({
      status: 'rejected',
      moderator_comment: 'Укажите сроки.',
    });
    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe('Вашей услуге нужны правки');
    expect(mail.body.text).toContain('«Виза D7 для пассивного дохода»');
    expect(mail.body.text).toContain('Укажите сроки.');
  });

  it('refuses an empty comment with 422 and a stale revision with 409', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    const revision = await send(subject);
    const caller = await asRole('admin');
    expectInvalid(
      await rejectAs(caller, 'company', profile.id, { revision, moderator_comment: '   ' }),
      'moderator_comment',
    );
    const stale = { revision: revision + 1, moderator_comment: 'No.' };
    expect((await rejectAs(caller, 'company', profile.id, stale)).status).toBe(409);
    expect((await readVersions(subject))?.meta.status).toBe('on_moderation');
  });

  it('is for admins only: 403 for a company account, 401 without a token', async () => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    const body = { revision: await send(subject), moderator_comment: 'No.' };
    expect((await rejectAs(await asRole('company'), 'company', profile.id, body)).status).toBe(403);
    expect((await rejectAs({}, 'company', profile.id, body)).status).toBe(401);
  });
});
