import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  certificateCredentialRoute,
  certificatePdf,
  certificateStatusList,
  deliverCertificate,
  revokeCertificate,
  signingKeys,
  verifyCertificate,
} from '@migralink/shared/api/certificates';
import { credentialInPdf } from '@migralink/shared/certificate-pdf';
import { getApplication } from '#data/certificates';
import { getCompany, putApprovedCompany } from '#data/companies';
import { companyContentFixture } from '#data/fixtures';
import { certificateKeys } from '#data/keys';
import { isRevokedIn } from '#certificates/status-list';
import type { CertifiedApplication } from '#certificates/issue';
import { certificateCredentials } from '#certificates/issue';
import { RATE_LIMITS } from '#http/limits';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { approvedApplication, certificateOwner } from '#testing/certificates';
import { mailsTo, type StoredMail } from '#testing/mailbox';

const COMPANY_NAME = 'Міграційний центр «Ґрунт»';

async function certified(locale: 'en' | 'ru' | 'uk' = 'uk') {
  const [owner, staff] = await Promise.all([certificateOwner('premium', locale), asRole('admin')]);
  const { id, certificate } = await approvedApplication(owner, staff);
  return { owner, staff, id, number: certificate.number };
}

const jwks = async () => {
  const answer = await callRoute(signingKeys, {});
  expectStatus(answer, 200);
  return answer.body as JSONWebKeySet;
};

const credentialOf = async (number: string) =>
  (await callOk(certificateCredentialRoute, { params: { number } })).data.credential;

const pdfOf = (id: string, caller: Caller) => callRoute(certificatePdf, { params: { id } }, caller);

/** Counts the DynamoDB requests `work` sends. */
async function requestsOf(work: () => Promise<unknown>): Promise<number> {
  const table = db as unknown as Record<string, (...args: unknown[]) => unknown>;
  const spies = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems'].map((name) =>
    vi.spyOn(table, name),
  );
  try {
    await work();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('GET /v1/certificates/{number}/credential and /.well-known/jwks.json', () => {
  it("answers the approval's credential, signed once, which verifies against the JWKS with jose", async () => {
    const { number, id } = await certified();
    const credential = await credentialOf(number);
    expect(await credentialOf(number)).toBe(credential);
    const { payload, protectedHeader } = await jwtVerify(credential, createLocalJWKSet(await jwks()), {
      algorithms: ['ES256'],
      typ: 'vc+jwt',
    });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { name: COMPANY_NAME, legalName: 'ТОВ «Ґрунт»', addressCountry: 'UA' },
    });
    expect((await getApplication(id))?.credential?.jwt).toBe(credential);
  });

  it('answers the key set bare, without an envelope, cacheable', async () => {
    const answer = await callRoute(signingKeys, {});
    expectStatus(answer, 200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).not.toHaveProperty('data');
    expect((answer.body as JSONWebKeySet).keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
  });

  it('signs once: a second issue keeps the stored credential; one the approval could not store is signed at the first read', async () => {
    const { number, id } = await certified();
    const stored = (await getApplication(id)) as CertifiedApplication;
    await certificateCredentials.issueCertificateCredential(stored);
    await certificateCredentials.issueCertificateCredential({ ...stored, credential: undefined });
    expect((await getApplication(id))?.credential).toEqual(stored.credential);

    // The approval's step failed: nothing stored until someone reads the credential.
    await db.UpdateItem({
      TableName: config.tableName,
      Key: { ...certificateKeys.item(id) },
      UpdateExpression: 'REMOVE credential',
    });
    const [first, second] = await Promise.all([credentialOf(number), credentialOf(number)]);
    expect(second).toBe(first);
    expect((await getApplication(id))?.credential?.jwt).toBe(first);
  });

  it('is a 404 for an unknown number', async () => {
    const answer = await callRoute(certificateCredentialRoute, { params: { number: 'ML-1999-999999' } });
    expect(answer).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
  });
});

describe('GET /v1/account/certificate/{id}/pdf', () => {
  it("answers the same bytes every time, in the owner's language, with the credential and the company inside", async () => {
    const { owner, id, number } = await certified('ru');
    const first = await pdfOf(id, { ...owner, locale: 'en' });
    expectStatus(first, 200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="Certificate-${id}.pdf"`);
    const second = await pdfOf(id, owner);
    expectStatus(second, 200);
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);

    const bytes = new Uint8Array(first.body as Buffer);
    expect(await credentialInPdf(bytes)).toBe(await credentialOf(number));
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getSubject()).toBe(COMPANY_NAME);
    expect(document.getTitle()).toBe(`Сертификат ${number}`);
  });

  it("is a 404 for another company's owner, and for an application that is no certificate", async () => {
    const { id } = await certified();
    const stranger = await certificateOwner();
    expect(await pdfOf(id, stranger)).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    expect(await pdfOf(randomUUID(), stranger)).toMatchObject({ status: 404 });
  });
});

describe('POST /v1/account/certificates/{id}/delivery', () => {
  const deliver = (id: string, emails: string[], caller: Caller, locale: 'en' | 'ru' | 'uk' = 'uk') =>
    callRoute(deliverCertificate, { params: { id }, body: { emails, locale } }, caller);
  const attachmentsOf = (mail: StoredMail) =>
    (mail as StoredMail & { attachments: { filename: string; contentType: string; content: string }[] }).attachments;

  it('mails the PDF attached, named by the number, to each address in the chosen language', async () => {
    const { owner, id, number } = await certified('en');
    const emails = [`partner-${randomUUID()}@example.com`, `bank-${randomUUID()}@example.com`];
    const answer = await deliver(id, emails, owner);
    expect(answer).toMatchObject({ status: 202, body: { data: { sent: 2 } } });

    const pdf = (await pdfOf(id, owner)).body as Buffer;
    for (const to of emails) {
      const [mail, ...more] = await mailsTo(to);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(`Сертифікат ${number} компанії «${COMPANY_NAME}»`);
      expect(mail!.body.text).toContain(`/uk/certificates/${number}/`);
      const [attachment, ...others] = attachmentsOf(mail!);
      expect(others).toEqual([]);
      expect(attachment).toMatchObject({ filename: `Certificate-${number}.pdf`, contentType: 'application/pdf' });
      // The PDF in the mail's language: its own bytes, the same credential inside.
      const attached = new Uint8Array(Buffer.from(attachment!.content, 'base64'));
      expect(await credentialInPdf(attached)).toBe(await credentialInPdf(new Uint8Array(pdf)));
      expect((await PDFDocument.load(attached)).getTitle()).toBe(`Сертифікат ${number}`);
    }
  });

  it("is a 404 for another company's owner, and for a revoked certificate; past the day's limit a 429", async () => {
    const { owner, staff, id } = await certified();
    const to = [`nobody-${randomUUID()}@example.com`];
    expect(await deliver(id, to, await certificateOwner())).toMatchObject({ status: 404 });
    expect(await mailsTo(to[0]!)).toEqual([]);

    const limit = RATE_LIMITS.certificateDeliveryCompany.limit;
    RATE_LIMITS.certificateDeliveryCompany.limit = 1;
    try {
      expectStatus(await deliver(id, to, owner), 202);
      expect(await deliver(id, to, owner)).toMatchObject({ status: 429, body: { error_code: 'rate_limited' } });
    } finally {
      RATE_LIMITS.certificateDeliveryCompany.limit = limit;
    }
    const body = { reason: 'fraud', comment: 'Forged extract.' } as const;
    expectStatus(await callRoute(revokeCertificate, { params: { id }, body }, staff), 204);
    expect(await deliver(id, to, owner)).toMatchObject({ status: 404 });
  });
});

describe('GET /v1/certificates/{number} and the status list after a revocation', () => {
  it("says revoked with the date and the reason's class; the revoked bit is set, a valid one's clear", async () => {
    const [revoked, valid] = await Promise.all([certified(), certified()]);
    const body = { reason: 'compliance', comment: 'Licence withdrawn.' } as const;
    expectStatus(await callRoute(revokeCertificate, { params: { id: revoked.id }, body }, revoked.staff), 204);

    const { data } = await callOk(verifyCertificate, { params: { number: revoked.number } }, { locale: 'ru' });
    expect(data).toMatchObject({
      number: revoked.number,
      status: 'revoked',
      revoked_at: expect.any(String),
      revocation_reason: 'compliance',
      company: { legal_name: 'ТОВ «Ґрунт»', country_id: 'UA', slug: expect.any(String) },
      criteria: ['legal_chart', 'social_activity'],
    });
    expect(JSON.stringify(data)).not.toContain('Licence withdrawn');
    const stillValid = (await callOk(verifyCertificate, { params: { number: valid.number } })).data;
    expect(stillValid).toMatchObject({ status: 'valid', revoked_at: null, revocation_reason: null });

    const keySet = await jwks();
    for (const [certificate, bit] of [
      [revoked, true],
      [valid, false],
    ] as const) {
      const credential = await jwtVerify(await credentialOf(certificate.number), createLocalJWKSet(keySet));
      const status = credential.payload.credentialStatus as { statusListCredential: string; statusListIndex: string };
      const list = status.statusListCredential.split('/').at(-1)!;
      const answer = await callRoute(certificateStatusList, { params: { list } });
      expectStatus(answer, 200);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      expect(await isRevokedIn(answer.body.data.credential, keySet, Number(status.statusListIndex))).toBe(bit);
    }
  });

  it("names the company in the caller's language from its approved content", async () => {
    const { owner, number } = await certified();
    const { profile } = (await getCompany(owner.companyId))!;
    const name = { en: 'Harbour Relocation', ru: 'Гавань Релокейшн', uk: 'Гавань Релокейшн (uk)' };
    await putApprovedCompany(profile, companyContentFixture({ name }));
    for (const locale of ['en', 'ru', 'uk'] as const) {
      const { data } = await callOk(verifyCertificate, { params: { number } }, { locale });
      expect(data.company).toMatchObject({ name: name[locale], slug: profile.slug });
    }
  });

  it('is a 404 for an unknown number, and for a status list never opened', async () => {
    const unknown = await callRoute(verifyCertificate, { params: { number: 'ML-1999-999999' } });
    expect(unknown).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    expect(await callRoute(certificateStatusList, { params: { list: '999999' } })).toMatchObject({ status: 404 });
  });

  it('reads at most 2 DynamoDB requests: the number, then the company in one batch; an unknown number 1', async () => {
    const { number } = await certified();
    await callOk(verifyCertificate, { params: { number } });
    // Counted exactly, so a counter that saw nothing would fail too.
    expect(await requestsOf(() => callOk(verifyCertificate, { params: { number } }))).toBe(2);
    expect(await requestsOf(() => callRoute(verifyCertificate, { params: { number: 'ML-1999-999998' } }))).toBe(1);
  });
});
