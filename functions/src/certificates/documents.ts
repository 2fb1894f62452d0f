import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { CertificateDocument, DocumentKind } from '@migralink/shared/schemas/certificates';
import { putDocument, type DocumentItem } from '#data/certificates';
import type { Principal } from '#http/auth';
import { acceptUpload } from '#uploads/accept';
import { assertPlanAllows, callerProfile } from './application';
import { presentDocument } from './present';

export interface DocumentUpload {
  key: string;
  kind: DocumentKind;
  name: string;
}

/**
 * Keeps an upload of the caller's as a document of its company's
 * (docs/product.md, "Certificates"): premium plans only; the upload's check
 * (`acceptUpload`, purpose `certificate_document`: PDF, JPEG or PNG by their
 * bytes, at most 10 MiB) files it privately under the company, and a document
 * item in the company's partition names it for the company's applications.
 */
export async function keepDocument(
  principal: Principal,
  upload: DocumentUpload,
  locale: Locale,
  now = new Date().toISOString(),
): Promise<CertificateDocument> {
  const profile = await callerProfile(principal);
  assertPlanAllows(profile);
  const accepted = await acceptUpload({
    key: upload.key,
    purpose: 'certificate_document',
    callerId: principal.userId,
    ownerId: profile.id,
    locale,
  });
  const document: DocumentItem = {
    id: randomUUID(),
    company_id: profile.id,
    kind: upload.kind,
    name: upload.name,
    key: accepted.key,
    content_type: accepted.type,
    size: accepted.size,
    created_at: now,
  };
  await putDocument(document);
  return presentDocument(document);
}
