import {
  CRITERIA,
  type CertificateApplication,
  type CertificateDocument,
  type IssuedCertificate,
} from '@migralink/shared/schemas/certificates';
import {
  certificateStatus,
  getDocuments,
  type ApplicationItem,
  type CertificateRecord,
  type DocumentItem,
} from '#data/certificates';
import { readLink } from '#uploads/bucket';
import { FILE_EXTENSIONS, type FileType } from '#uploads/purposes';
import { EDITABLE_STATES } from './application';

/** How long a link to a document reads it (docs/product.md, "Certificates"). */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/** The certificate as the owner and staff see it, its status computed now. */
export const presentCertificate = (certificate: CertificateRecord | null, now?: string): IssuedCertificate | null =>
  certificate && {
    number: certificate.number,
    status: certificateStatus(certificate, now),
    valid_from: certificate.valid_from,
    valid_until: certificate.valid_until,
    revoked_at: certificate.revoked_at,
    revocation_reason: certificate.revocation_reason,
    criteria: CRITERIA.filter((criterion) => certificate.criteria.includes(criterion)),
  };

/** A document with a link that reads it for 5 minutes, saved under a name of ours (never the owner's text). */
export async function presentDocument(document: DocumentItem): Promise<CertificateDocument> {
  const filename = `${document.kind}-${document.id}.${FILE_EXTENSIONS[document.content_type as FileType]}`;
  return {
    id: document.id,
    kind: document.kind,
    name: document.name,
    content_type: document.content_type,
    size: document.size,
    url: await readLink(document.key, filename, DOCUMENT_LINK_SECONDS),
  };
}

/** An application whole, with its documents (one BatchGetItem) and their links. */
export async function presentApplication(application: ApplicationItem): Promise<CertificateApplication> {
  const documents = await getDocuments(application.company_id, application.fields.documents);
  return {
    id: application.id,
    company_id: application.company_id,
    state: application.state,
    fields: { ...application.fields, documents: await Promise.all(documents.map(presentDocument)) },
    history: application.history,
    certificate: presentCertificate(application.certificate),
    editable: EDITABLE_STATES.includes(application.state),
    created_at: application.created_at,
    updated_at: application.updated_at,
    submitted_at: application.submitted_at,
  };
}
