import { expect } from 'vitest';
import { requestUpload } from '@migralink/shared/api/accounts';
import type { UPLOAD_PURPOSES } from '@migralink/shared/schemas/auth';
import { callOk, type Caller } from './call';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Asks for a ticket of `purpose` and uploads `file` with it, as the browser does; answers the temporary key. */
export async function uploadedFile(
  caller: Caller,
  purpose: (typeof UPLOAD_PURPOSES)[number],
  file: Buffer,
  contentType = 'image/png',
): Promise<string> {
  const body = { purpose, content_type: contentType, size: file.length };
  const ticket = (await callOk(requestUpload, { body }, caller)).data;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'upload');
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.key;
}
