import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createCertificateApplication,
  updateCertificateApplication,
} from '@migralink/shared/api/certificate-application';
import {
  approveCertificate,
  certificateQueueRoute,
  getCertificateApplication,
  rejectCertificate,
  returnCertificate,
  revokeCertificate,
} from '@migralink/shared/api/certificates';
import { getCompanyPage } from '@migralink/shared/api/catalogue';
import { getAll } from '#data/batch-get';
import { getNumber, lastNumberOf } from '#data/certificates';
import { keys, certificateKeys } from '#data/keys';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { certificateCredentials } from '#certificates/issue';
import { certificateNumberOf } from '#certificates/numbering';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { applicationFields, approvedApplication, certificateOwner, sentApplication } from '#testing/certificates';
import { lastMailTo } from '#testing/mailbox';

const approve = (id: string, staff: Caller, comment = '') =>
  callRoute(approveCertificate, { params: { id }, body: { comment } }, staff);

/** The whole staff queue, page after page. */
async function queue(staff: Caller) {
  const items = [];
  let cursor: string | undefined;
  do {
    const { data } = await callOk(certificateQueueRoute, cursor ? { query: { cursor } } : {}, staff);
    items.push(...data.items);
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
  return items;
}

describe('GET /v1/admin/certificates', () => {
  it('queues sent applications oldest first and forgets them once decided', async () => {
    const staff = await asRole('admin');
    const first = await sentApplication(await certificateOwner());
    const second = await sentApplication(await certificateOwner());
    const waiting = async () => (await queue(staff)).map((item) => item.id);
    const before = await waiting();
    expect(before.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(before.indexOf(first)).toBeLessThan(before.indexOf(second));
    expectStatus(await approve(first, staff), 200);
    expect(await waiting()).not.toContain(first);
  });

  it('is for staff only', async () => {
    expect((await callRoute(certificateQueueRoute, {}, await certificateOwner())).status).toBe(403);
  });
});

describe('POST /v1/admin/certificates/{id}/approve', () => {
  it('gives the next number of the year and a year of validity, and mails the owner in their language', async () => {
    const owner = await certificateOwner('premium', 'uk');
    const id = await sentApplication(owner);
    const response = await approve(id, await asRole('admin'), 'Усе гаразд');
    expectStatus(response, 200);
    const certificate = response.body.data;
    const year = new Date().getUTCFullYear();
    expect(certificate.number).toMatch(new RegExp(`^ML-${year}-\\d{6}$`));
    expect(certificate).toMatchObject({
      status: 'valid',
      revoked_at: null,
      criteria: ['legal_chart', 'social_activity'],
    });
    const from = new Date(certificate.valid_from);
    from.setUTCFullYear(from.getUTCFullYear() + 1);
    expect(certificate.valid_until).toBe(from.toISOString());
    expect(await getNumber(certificate.number)).toMatchObject({ application_id: id, legal_name: 'ТОВ «Ґрунт»' });

    const mail = await lastMailTo(owner.user.email);
    expect(mail.subject).toBe(`Сертифікат ${certificate.number} видано`);
    expect(mail.body.text).toContain('«Міграційний центр «Ґрунт»»');
    expect(mail.body.text).toContain(`/uk/certificates/${certificate.number}/`);
    expect(mail.body.text).toContain('/uk/admin/');

    const page = await callOk(getCompanyPage, { params: { uuid: owner.companyId } });
    expect(page.data.certificate).toEqual({ number: certificate.number, valid_until: certificate.valid_until });
  });

  it("awaits the credential's signing with the approved certificate, and stands when the signing fails", async () => {
    const staff = await asRole('admin');
    const issue = vi.spyOn(certificateCredentials, 'issueCertificateCredential');
    try {
      const id = await sentApplication(await certificateOwner());
      const { data } = await callOk(approveCertificate, { params: { id }, body: { comment: '' } }, staff);
      expect(issue).toHaveBeenCalledWith(
        expect.objectContaining({
          id,
          state: 'approved',
          certificate: expect.objectContaining({ number: data.number }),
        }),
      );
      issue.mockRejectedValueOnce(new Error('the signing key is unavailable'));
      expectStatus(await approve(await sentApplication(await certificateOwner()), staff), 200);
    } finally {
      issue.mockRestore();
    }
  });

  it('shows no badge once the certificate ended', async () => {
    const owner = await certificateOwner();
    await approvedApplication(owner, await asRole('admin'));
    await db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.company.profile(owner.companyId) },
      UpdateExpression: 'SET certificate.valid_until = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    });
    expect((await callOk(getCompanyPage, { params: { uuid: owner.companyId } })).data.certificate).toBeNull();
  });

  it('answers 409 to an application not sent, and 404 to none', async () => {
    const staff = await asRole('admin');
    const owner = await certificateOwner();
    const draft = await callOk(
      createCertificateApplication,
      { body: { ...applicationFields([]), submit: false } },
      owner,
    );
    expect((await approve(draft.data.id, staff)).status).toBe(409);
    expect((await approve(randomUUID(), staff)).status).toBe(404);
    const { id } = await approvedApplication(await certificateOwner(), staff);
    expect((await approve(id, staff)).status).toBe(409);
  });

  it('gives 20 approvals at once 20 distinct numbers, with no gap in the year', async () => {
    const staff = await asRole('admin');
    const ids = await Promise.all(Array.from({ length: 20 }, async () => sentApplication(await certificateOwner())));
    const answers = await Promise.all(ids.map((id) => approve(id, staff)));
    // Contention is answered 409 (never 5xx) once an approval tried for as long as it may (on a machine this
    // busy, some do); staff press again, as the 409's message asks.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const numbers = await Promise.all(
      answers.map(async (answer, index) => {
        let last = answer;
        while (last.status === 409) last = await approve(ids[index]!, staff);
        expectStatus(last, 200);
        return last.body.data.number;
      }),
    );
    expect(new Set(numbers).size).toBe(20);

    // Every number of the year up to the counter exists, each once: none skipped, none given twice.
    const year = new Date().getUTCFullYear();
    const last = await lastNumberOf(year);
    const all = Array.from({ length: last }, (_, index) => certificateNumberOf(year, index + 1));
    const found: string[] = [];
    for (let start = 0; start < all.length; start += 100) {
      const items = await getAll(all.slice(start, start + 100).map((number) => certificateKeys.number(number)));
      found.push(...items.map((item) => String(item.number)));
    }
    expect(found.sort()).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(numbers));
  });
});

describe('returned for changes, changed and sent again', () => {
  it('returns with a comment mailed to the owner, who changes and sends it again', async () => {
    const owner = await certificateOwner('premium', 'ru');
    const staff = await asRole('admin');
    const id = await sentApplication(owner);
    expectStatus(
      await callRoute(returnCertificate, { params: { id }, body: { comment: 'Нужна свежая выписка' } }, staff),
      204,
    );
    const mail = await lastMailTo(owner.user.email);
    expect(mail.subject).toBe('Заявке на сертификат нужны правки');
    expect(mail.body.text).toContain('Нужна свежая выписка');

    const returned = (await callOk(getCertificateApplication, { params: { id } }, owner)).data;
    expect(returned).toMatchObject({ state: 'returned', editable: true });
    const documents = returned.fields.documents.map((document) => document.id);
    const body = { ...applicationFields(documents), register_number: '87654321', id, submit: true };
    const { data } = await callOk(updateCertificateApplication, { body }, owner);
    expect(data).toMatchObject({ state: 'submitted', fields: { register_number: '87654321' } });
    expect(data.history).toEqual([
      expect.objectContaining({ state: 'submitted', comment: null }),
      expect.objectContaining({ state: 'returned', comment: 'Нужна свежая выписка' }),
      expect.objectContaining({ state: 'submitted', comment: null }),
    ]);
    expect((await queue(staff)).find((item) => item.id === id)).toMatchObject({ returned: 1 });
    expectStatus(await approve(id, staff), 200);
  });
});

describe('POST /v1/admin/certificates/{id}/reject', () => {
  it('closes the application, mails the owner, and lets the company apply again', async () => {
    const owner = await certificateOwner('premium', 'en');
    const staff = await asRole('admin');
    const id = await sentApplication(owner);
    const body = { comment: 'The register extract is not readable.' };
    expectStatus(await callRoute(rejectCertificate, { params: { id }, body }, staff), 204);
    expect((await callRoute(rejectCertificate, { params: { id }, body }, staff)).status).toBe(409);
    const mail = await lastMailTo(owner.user.email);
    expect(mail.subject).toBe('Your certificate application is declined');
    expect(mail.body.text).toContain('The register extract is not readable.');
    expect((await callOk(getCertificateApplication, { params: { id } }, owner)).data.editable).toBe(false);
    await sentApplication(owner);
  });
});

describe('POST /v1/admin/certificates/{id}/revoke', () => {
  it('revokes a certificate: its number says revoked, its badge goes, the owner is mailed', async () => {
    const owner = await certificateOwner('premium', 'uk');
    const staff = await asRole('admin');
    const { id, certificate } = await approvedApplication(owner, staff);
    const badge = async () => (await callOk(getCompanyPage, { params: { uuid: owner.companyId } })).data.certificate;
    expect(await badge()).toMatchObject({ number: certificate.number });
    const body = { reason: 'fraud' as const, comment: 'Підроблений витяг' };
    expectStatus(await callRoute(revokeCertificate, { params: { id }, body }, staff), 204);
    expect(await badge()).toBeNull();
    expect(await getNumber(certificate.number)).toMatchObject({ revocation_reason: 'fraud' });
    expect((await getNumber(certificate.number))?.revoked_at).toEqual(expect.any(String));
    const { data } = await callOk(getCertificateApplication, { params: { id } }, owner);
    expect(data).toMatchObject({ state: 'revoked', certificate: { status: 'revoked', revocation_reason: 'fraud' } });
    const mail = await lastMailTo(owner.user.email);
    expect(mail.subject).toBe(`Сертифікат ${certificate.number} відкликано`);
    expect(mail.body.text).toContain('Підроблений витяг');

    expect((await callRoute(revokeCertificate, { params: { id }, body }, staff)).status).toBe(409);
    const sent = await sentApplication(owner);
    expect((await callRoute(revokeCertificate, { params: { id: sent }, body }, staff)).status).toBe(409);
  });
});
