import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverCertificate, getCertificateApplication } from '@migralink/shared/api/certificates';
import { useFakeApi } from '@/api/fake-api';
import { refusal, testSession } from '@/api/testing';
import { signIn, signOut } from '@/stores/auth';
import { createCertificate } from './certificate-store';
import { APPLICATION_ID, applicationOf, certificateOf } from './test-certificate';

const api = useFakeApi();
afterEach(signOut);

const approved = applicationOf({ state: 'approved', editable: false, certificate: certificateOf() });

describe("an application's page store", () => {
  it('loads the application the address names', async () => {
    api.answer(getCertificateApplication, { status: 200, body: { data: approved } });
    const store = createCertificate({ onSessionExpired: vi.fn() });
    await store.start(APPLICATION_ID);
    expect(store.application.$state.get()).toMatchObject({
      status: 'ready',
      data: { certificate: { number: 'ML-2026-000123' } },
    });
    expect(api.calls[0]?.url).toBe(`/v1/account/certificate/${APPLICATION_ID}`);
  });

  it("downloads the PDF with the session's token and saves it as Certificate-{id}.pdf", async () => {
    signIn(testSession('the-token', { role: 'company' }));
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(bytes, { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const save = vi.fn();
    const store = createCertificate({ onSessionExpired: vi.fn(), save });
    void store.start(APPLICATION_ID);
    expect(await store.downloadPdf()).toBe(true);
    const pdfCall = fetch.mock.calls.find(([url]) => url.endsWith('/pdf'))!;
    expect(pdfCall[0]).toBe(`/v1/account/certificate/${APPLICATION_ID}/pdf`);
    expect(pdfCall[1]?.headers).toMatchObject({ Authorization: 'Bearer the-token' });
    const [blob, name] = save.mock.calls[0]! as [Blob, string];
    expect(name).toBe(`Certificate-${APPLICATION_ID}.pdf`);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('says why the PDF could not be had', async () => {
    api.answer(getCertificateApplication, { status: 200, body: { data: approved } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'No', code: 404, error_code: 'not_found' }, { status: 404 })),
    );
    const store = createCertificate({ onSessionExpired: vi.fn(), save: vi.fn() });
    await store.start(APPLICATION_ID);
    expect(await store.downloadPdf()).toBe(false);
    expect(store.pdf.$state.get().problems.general).toEqual({ key: 'errors.code.not_found' });
  });

  it('mails the certificate to the addresses given, once each, in the reader language', async () => {
    api.answer(deliverCertificate, { status: 202, body: { data: { sent: 2 } } });
    api.answer(getCertificateApplication, { status: 200, body: { data: approved } });
    const store = createCertificate({ onSessionExpired: vi.fn() });
    await store.start(APPLICATION_ID);
    store.setAddress(0, ' a@example.com ');
    store.addAddress();
    store.setAddress(1, 'b@example.com');
    store.addAddress();
    store.setAddress(2, 'a@example.com');
    expect(await store.deliver('uk')).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/account/certificates/${APPLICATION_ID}/delivery`,
      body: { emails: ['a@example.com', 'b@example.com'], locale: 'uk' },
    });
    expect(store.$sent.get()).toBe(2);
    expect(store.delivery.$values.get().emails).toEqual(['']);
  });

  it('takes at most 5 addresses, checks them first, and shows a rate limit', async () => {
    api.answer(getCertificateApplication, { status: 200, body: { data: approved } });
    const store = createCertificate({ onSessionExpired: vi.fn() });
    await store.start(APPLICATION_ID);
    for (let add = 0; add < 6; add++) store.addAddress();
    expect(store.delivery.$values.get().emails).toHaveLength(5);
    store.setAddress(0, 'not an address');
    expect(await store.deliver('en')).toBe(false);
    expect(store.delivery.request.$state.get().problems.fields.emails).toEqual({ key: 'errors.field.email' });

    api.answer(deliverCertificate, refusal(429, 'rate_limited'));
    store.setAddress(0, 'a@example.com');
    expect(await store.deliver('en')).toBe(false);
    expect(store.delivery.request.$state.get().problems.general).toEqual({ key: 'errors.code.rate_limited' });
  });
});
