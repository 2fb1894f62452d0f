import { requestUpload, uploadAvatar } from '@migralink/shared/api/accounts';
import type { RouteOutput } from '@migralink/shared/route';
import { callChecked } from '@/api/checked';
import { StorageUploadError } from '@/kit/problems';

export type UploadTicket = RouteOutput<typeof requestUpload>['data'];

/** The browser POST to storage: the ticket's fields first, the file last (S3 ignores fields after `file`). */
export function uploadFormData(ticket: Pick<UploadTicket, 'fields'>, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** Sends the file to the ticket's URL; any failure is a `StorageUploadError` (status 0: no answer). */
export async function sendToStorage(
  ticket: Pick<UploadTicket, 'url' | 'fields'>,
  file: Blob,
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  let response: Response;
  try {
    response = await doFetch(ticket.url, { method: 'POST', body: uploadFormData(ticket, file) });
  } catch {
    throw new StorageUploadError(0);
  }
  if (!response.ok) throw new StorageUploadError(response.status);
}

export interface AvatarUploadDeps {
  readonly call: typeof callChecked;
  readonly fetch?: typeof fetch;
}

/**
 * A new avatar in three steps: a presigned upload for the file's type and size
 * (`POST /v1/uploads`), the file straight to storage, then `POST /v1/auth/avatar`
 * with the key, where the API checks the file and answers with its public path.
 */
export async function uploadAvatarFile(
  file: File,
  { call, fetch: doFetch }: AvatarUploadDeps = { call: callChecked },
): Promise<string> {
  const { data: ticket } = await call(requestUpload, {
    body: { purpose: 'avatar', content_type: file.type, size: file.size },
  });
  await sendToStorage(ticket, file, doFetch);
  const { data } = await call(uploadAvatar, { body: { key: ticket.key } });
  return data.filePath;
}
