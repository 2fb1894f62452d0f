import { describe, expect, it, vi } from 'vitest';
import { requestUpload } from '@migralink/shared/api/accounts';
import { uploadCertificateDocument } from '@migralink/shared/api/certificates';
import { uploadDocument } from './document-upload';
import { documentOf } from './test-certificate';

describe('a certificate document upload', () => {
  it('asks a ticket for certificate documents, sends the file to storage, then has the API check and keep it', async () => {
    const key = 'tmp/certificate_document/user-1/3f1c2a4e-1111-4222-8333-944455556666';
    const call = vi.fn(async (route: unknown) =>
      route === requestUpload
        ? { data: { url: 'http://storage.example/bucket', fields: { key }, key, expires_at: '2026-11-27T10:00:00Z' } }
        : { data: documentOf() },
    );
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const file = new File(['%PDF-1.7'], 'extract.pdf', { type: 'application/pdf' });
    expect(await uploadDocument(file, 'register_extract', { call: call as never, fetch })).toEqual(documentOf());
    expect(call.mock.calls[0]).toEqual([
      requestUpload,
      { body: { purpose: 'certificate_document', content_type: 'application/pdf', size: file.size } },
    ]);
    expect(fetch).toHaveBeenCalledWith('http://storage.example/bucket', expect.objectContaining({ method: 'POST' }));
    expect(call.mock.calls[1]).toEqual([
      uploadCertificateDocument,
      { body: { key, kind: 'register_extract', name: 'extract.pdf' } },
    ]);
  });
});
