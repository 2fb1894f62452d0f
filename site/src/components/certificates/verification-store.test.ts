import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyCertificate } from '@migralink/shared/api/certificates';
import type { CertificateVerification } from '@migralink/shared/schemas/certificates';
import { useFakeApi } from '@/api/fake-api';
import type { PdfChecker, PdfOutcome } from './credential-check';
import { createCertificateVerification, type CertificateVerificationStore } from './verification-store';

const NUMBER = 'ML-2026-000123';
const CERTIFICATE: CertificateVerification = {
  number: NUMBER,
  status: 'valid',
  company: { name: 'Nordlicht Relocation', legal_name: 'Nordlicht GmbH', country_id: 'DE', slug: 'nordlicht-1a2b3c4d' },
  valid_from: '2026-03-01T10:00:00.000Z',
  valid_until: '2027-03-01T10:00:00.000Z',
  revoked_at: null,
  revocation_reason: null,
  criteria: ['legal_chart', 'thanks_letters'],
};
const file = (name = 'Certificate.pdf') => ({
  name,
  arrayBuffer: async () => new TextEncoder().encode('%PDF-1.7').buffer,
});

const api = useFakeApi();
let store: CertificateVerificationStore;
let checker: ReturnType<typeof vi.fn<PdfChecker>>;
let loads: number;
beforeEach(() => {
  checker = vi.fn<PdfChecker>(async () => 'valid' as PdfOutcome);
  loads = 0;
  store = createCertificateVerification({ loadPdfChecker: async () => (loads++, checker) });
});
afterEach(() => store.dispose());

describe('the certificate page', () => {
  it('asks the API for the number of its address, written as the platform writes it, and shows the answer', async () => {
    api.answer(verifyCertificate, { status: 200, body: { data: CERTIFICATE } });
    await store.open('/ru/certificates/ml-2026-000123/');
    expect(api.calls.map((call) => call.url)).toEqual([`/v1/certificates/${NUMBER}`]);
    expect(api.calls[0]!.headers['X-Localization']).toBeDefined();
    expect(store.$state.get()).toEqual({ status: 'done', certificate: CERTIFICATE });
  });

  it('says not found when no certificate has the number, and without a call when it is no number', async () => {
    api.answer(verifyCertificate, { status: 404, body: { message: 'No certificate has this number.', code: 404 } });
    await store.open(`/en/certificates/${NUMBER}/`);
    expect(store.$state.get()).toEqual({ status: 'not_found', asked: NUMBER });
    await store.open('/en/certificates/hello%20world/');
    expect(store.$state.get()).toEqual({ status: 'not_found', asked: 'hello world' });
    expect(api.calls).toHaveLength(1);
  });

  it('offers to try again after a failure, and shows the certificate when it works', async () => {
    api.answerOnce(verifyCertificate, { status: 500, body: { message: 'Internal', code: 500 } });
    await store.open(`/en/certificates/${NUMBER}/`);
    expect(store.$state.get()).toEqual({ status: 'failed', network: false });
    api.answer(verifyCertificate, { status: 200, body: { data: CERTIFICATE } });
    await store.retry();
    expect(store.$state.get()).toMatchObject({ status: 'done' });
  });

  it("checks a dropped PDF against the certificate's number and today's status, loading the checker once", async () => {
    api.answer(verifyCertificate, { status: 200, body: { data: { ...CERTIFICATE, status: 'revoked' } } });
    await store.open(`/en/certificates/${NUMBER}/`);
    checker.mockResolvedValueOnce('revoked');
    const checking = store.checkPdf(file());
    expect(store.$pdf.get()).toEqual({ status: 'checking', file: 'Certificate.pdf' });
    await checking;
    expect(store.$pdf.get()).toEqual({ status: 'checked', file: 'Certificate.pdf', outcome: 'revoked' });
    expect(checker).toHaveBeenCalledWith(expect.any(Uint8Array), { number: NUMBER, status: 'revoked' });
    await store.checkPdf(file('Other.pdf'));
    expect(store.$pdf.get()).toEqual({ status: 'checked', file: 'Other.pdf', outcome: 'valid' });
    expect(loads).toBe(1);
  });

  it('keeps only the check of the last file, and says when a check could not run', async () => {
    api.answer(verifyCertificate, { status: 200, body: { data: CERTIFICATE } });
    await store.open(`/en/certificates/${NUMBER}/`);
    let finishFirst: (outcome: PdfOutcome) => void = () => undefined;
    checker.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)));
    const first = store.checkPdf(file('First.pdf'));
    checker.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.checkPdf(file('Second.pdf'));
    finishFirst('other_certificate');
    await first;
    expect(store.$pdf.get()).toEqual({ status: 'failed', file: 'Second.pdf', network: true });
    store.clearPdf();
    expect(store.$pdf.get()).toEqual({ status: 'idle' });
  });
});
