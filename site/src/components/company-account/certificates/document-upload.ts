import { requestUpload } from '@migralink/shared/api/accounts';
import { uploadCertificateDocument } from '@migralink/shared/api/certificates';
import type { CertificateDocument, DocumentKind } from '@migralink/shared/schemas/certificates';
import { callChecked } from '@/api/checked';
import { sendToStorage, type AvatarUploadDeps } from '@/components/account/upload';

/** The longest file name the document route keeps (`documentUploadBody`). */
const NAME_MAX = 200;

/**
 * A document of an application in the three steps of every upload (see `uploadAvatarFile`): a presigned
 * upload for `certificate_document`, the file straight to storage, then `POST /v1/account/certificate/document`,
 * where the API checks its bytes and keeps it privately.
 */
export async function uploadDocument(
  file: File,
  kind: DocumentKind,
  { call, fetch: doFetch }: AvatarUploadDeps = { call: callChecked },
): Promise<CertificateDocument> {
  const { data: ticket } = await call(requestUpload, {
    body: { purpose: 'certificate_document', content_type: file.type, size: file.size },
  });
  await sendToStorage(ticket, file, doFetch);
  const name = file.name.trim().slice(0, NAME_MAX) || kind;
  const { data } = await call(uploadCertificateDocument, { body: { key: ticket.key, kind, name } });
  return data;
}
