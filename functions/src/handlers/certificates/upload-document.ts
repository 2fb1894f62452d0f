import { uploadCertificateDocument } from '@migralink/shared/api/certificates';
import { keepDocument } from '#certificates/documents';
import { createHandler } from '#http/handler';

/** Checks the caller's upload (PDF, JPEG or PNG by its bytes) and keeps it privately as a document of its company. */
export const handler = createHandler(uploadCertificateDocument, async ({ principal, body, locale }) => ({
  data: await keepDocument(principal, body, locale),
}));
