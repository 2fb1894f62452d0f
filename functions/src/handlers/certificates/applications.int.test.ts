import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createCertificateApplication,
  updateCertificateApplication,
} from '@migralink/shared/api/certificate-application';
import {
  certificateInitRoute,
  getCertificateApplication,
  listCertificates,
  staffCertificateApplication,
  uploadCertificateDocument,
} from '@migralink/shared/api/certificates';
import { requestUpload } from '@migralink/shared/api/accounts';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { getCompanyProfile } from '#data/companies';
import { keys } from '#data/keys';
import { imageOf } from '#uploads/test-images';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';
import {
  applicationFields,
  approvedApplication,
  certificateOwner,
  EXECUTABLE,
  keptDocument,
  PDF,
  sentApplication,
  uploadedDocument,
} from '#testing/certificates';

const create = (owner: Parameters<typeof callRoute>[2], documents: string[], submit = false) =>
  callRoute(createCertificateApplication, { body: { ...applicationFields(documents), submit } }, owner);

describe('GET /v1/account/certificate/init', () => {
  it('names the choices in the caller’s language and says whether the plan allows applying', async () => {
    const owner = await certificateOwner('premium');
    const { data } = await callOk(certificateInitRoute, {}, { ...owner, locale: 'uk' });
    expect(data.legal_forms).toContainEqual({ id: 'sole_proprietor', name: 'Фізична особа-підприємець' });
    expect(data.documents.filter((document) => document.required).map((document) => document.id)).toEqual([
      'register_extract',
    ]);
    expect(data.countries.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ plan_allows: true, open_application: null });

    const basic = await certificateOwner('basic');
    expect((await callOk(certificateInitRoute, {}, basic)).data.plan_allows).toBe(false);
  });

  it('names the open application to continue', async () => {
    const owner = await certificateOwner();
    const { data } = await callOk(
      createCertificateApplication,
      { body: { ...applicationFields([]), submit: false } },
      owner,
    );
    expect((await callOk(certificateInitRoute, {}, owner)).data.open_application).toBe(data.id);
  });
});

describe('POST /v1/account/certificate/document', () => {
  it('keeps a PDF privately and answers a link that reads it', async () => {
    const owner = await certificateOwner();
    const key = await uploadedDocument(owner, PDF);
    const { data } = await callOk(
      uploadCertificateDocument,
      { body: { key, kind: 'licence', name: 'Licence 2026.pdf' } },
      owner,
    );
    expect(data).toMatchObject({ kind: 'licence', name: 'Licence 2026.pdf', content_type: 'application/pdf' });
    expect(data.size).toBe(PDF.length);
    expect(data.url).toContain(`documents/certificates/${owner.companyId}/`);
    const file = await fetch(data.url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
  ] as const)('keeps a photographed page as %s, encoded again', async (format, type) => {
    const owner = await certificateOwner();
    const key = await uploadedDocument(owner, await imageOf(format, 40, 30), type);
    const { data } = await callOk(uploadCertificateDocument, { body: { key, kind: 'licence', name: 'page' } }, owner);
    expect(data).toMatchObject({
      content_type: type,
      url: expect.stringContaining(`.${format === 'jpeg' ? 'jpg' : 'png'}`),
    });
  });

  it('refuses a WebP document at its ticket: documents are PDF, JPEG or PNG', async () => {
    const body = { purpose: 'certificate_document', content_type: 'image/webp', size: 100 } as const;
    expectInvalid(await callRoute(requestUpload, { body }, await certificateOwner()), 'content_type');
  });

  it('refuses a renamed executable with 422 upload_rejected', async () => {
    const owner = await certificateOwner();
    const key = await uploadedDocument(owner, EXECUTABLE);
    const response = await callRoute(uploadCertificateDocument, { body: { key, kind: 'other', name: 'a.pdf' } }, owner);
    expect(response).toMatchObject({ status: 422, body: { error_code: 'upload_rejected' } });
  });

  it('refuses a company on a plan below premium with plan_limit naming premium', async () => {
    const owner = await certificateOwner('pro');
    const key = await uploadedDocument(owner, PDF);
    const response = await callRoute(uploadCertificateDocument, { body: { key, kind: 'other', name: 'a.pdf' } }, owner);
    expect(response).toMatchObject({
      status: 403,
      body: { error_code: 'plan_limit', subscription_packages: ['premium'] },
    });
  });
});

describe('POST /v1/account/certificate', () => {
  it('saves a draft, then refuses a second open application with 409', async () => {
    const owner = await certificateOwner();
    const response = await create(owner, []);
    expectStatus(response, 201);
    expect(response.body.data).toMatchObject({ state: 'draft', editable: true, certificate: null, submitted_at: null });
    expect(response.body.data.history).toEqual([expect.objectContaining({ state: 'draft', comment: null })]);
    expect((await create(owner, [])).status).toBe(409);
  });

  it('refuses a basic plan with plan_limit', async () => {
    const response = await create(await certificateOwner('basic'), []);
    expect(response).toMatchObject({
      status: 403,
      body: { error_code: 'plan_limit', subscription_packages: ['premium'] },
    });
  });

  it('sends only with a register extract, saying so in the caller’s language', async () => {
    const owner = await certificateOwner();
    const licence = await keptDocument(owner, 'licence');
    const response = await create({ ...owner, locale: 'ru' }, [licence], true);
    expectInvalid(response, 'documents');
    expect(JSON.stringify(response.body)).toContain('выписку из реестра');

    const sent = await create(owner, [licence, await keptDocument(owner)], true);
    expectStatus(sent, 201);
    expect(sent.body.data).toMatchObject({ state: 'submitted', editable: false });
    expect(sent.body.data.fields.documents.map((document) => document.kind)).toEqual(['licence', 'register_extract']);
  });

  it('refuses another company’s document as if it did not exist (422 on documents)', async () => {
    const other = await certificateOwner();
    const theirs = await keptDocument(other);
    expectInvalid(await create(await certificateOwner(), [theirs], true), 'documents');
  });

  it('sends a renewal only in the last 60 days of a valid certificate', async () => {
    const owner = await certificateOwner();
    await approvedApplication(owner, await asRole('admin'));
    const extract = await keptDocument(owner);
    expect((await create(owner, [extract], true)).status).toBe(409);
    // The form's init says from which day: a whole day 60 days before the end, never a day still refused.
    const { certificate } = (await getCompanyProfile(owner.companyId))!;
    const opensOn = (await callOk(certificateInitRoute, {}, owner)).data.renewal_opens_on!;
    const opening = Date.parse(certificate!.valid_until) - 60 * 24 * 3600 * 1000;
    expect(Date.parse(opensOn)).toBeGreaterThanOrEqual(opening);
    expect(Date.parse(opensOn) - opening).toBeLessThan(24 * 3600 * 1000);

    const soon = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    await db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.company.profile(owner.companyId) },
      UpdateExpression: 'SET certificate.valid_until = :soon',
      ExpressionAttributeValues: { ':soon': soon },
    });
    expect((await callOk(certificateInitRoute, {}, owner)).data.renewal_opens_on).toBeNull();
    expect((await create(owner, [extract], true)).status).toBe(201);
  });
});

describe('GET /v1/account/certificate/{id} and PUT /v1/account/certificate', () => {
  it('shows the owner its application and answers another company 404', async () => {
    const owner = await certificateOwner();
    const id = await sentApplication(owner);
    const { data } = await callOk(getCertificateApplication, { params: { id } }, owner);
    expect(data).toMatchObject({ id, company_id: owner.companyId, state: 'submitted' });
    expect(data.fields.documents).toHaveLength(1);

    const other = await certificateOwner();
    expect((await callRoute(getCertificateApplication, { params: { id } }, other)).status).toBe(404);
    const change = { ...applicationFields([]), id, submit: false };
    expect((await callRoute(updateCertificateApplication, { body: change }, other)).status).toBe(404);
    expect((await callRoute(getCertificateApplication, { params: { id: randomUUID() } }, owner)).status).toBe(404);
  });

  it('lets staff read any application with its documents', async () => {
    const owner = await certificateOwner();
    const id = await sentApplication(owner);
    const { data } = await callOk(staffCertificateApplication, { params: { id } }, await asRole('admin'));
    const file = await fetch(data.fields.documents[0]!.url);
    expect(file.status).toBe(200);
  });

  it('changes a draft and sends it; a sent application cannot be changed (409)', async () => {
    const owner = await certificateOwner();
    const draft = (
      await callOk(createCertificateApplication, { body: { ...applicationFields([]), submit: false } }, owner)
    ).data;
    const extract = await keptDocument(owner);
    const body = { ...applicationFields([extract]), company_name: 'Renamed', id: draft.id, submit: true };
    const { data } = await callOk(updateCertificateApplication, { body }, owner);
    expect(data).toMatchObject({ state: 'submitted', fields: { company_name: 'Renamed' } });
    expect(data.history.map((event) => event.state)).toEqual(['draft', 'submitted']);
    expect((await callRoute(updateCertificateApplication, { body }, owner)).status).toBe(409);
  });
});

describe('GET /v1/account/certificates', () => {
  it('lists the company’s applications newest first, and none of another company’s', async () => {
    const owner = await certificateOwner();
    const staff = await asRole('admin');
    const first = await approvedApplication(owner, staff);
    const soon = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    await db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.company.profile(owner.companyId) },
      UpdateExpression: 'SET certificate.valid_until = :soon',
      ExpressionAttributeValues: { ':soon': soon },
    });
    const second = await sentApplication(owner);
    const { data } = await callOk(listCertificates, {}, owner);
    expect(data.items.map((item) => item.id)).toEqual([second, first.id]);
    expect(data.items[1]).toMatchObject({ state: 'approved', certificate: { number: first.certificate.number } });
    expect(data.next_cursor).toBeNull();
    expect((await callOk(listCertificates, {}, await certificateOwner())).data.items).toEqual([]);
  });

  it('refuses a cursor that is not one of its own with 422', async () => {
    const owner = await certificateOwner();
    const cursor = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'CERTS#other', gsi1sk: 'z' })).toString(
      'base64url',
    );
    expectInvalid(await callRoute(listCertificates, { query: { cursor } }, owner), 'cursor');
  });
});
