import { randomUUID } from 'node:crypto';
import type { LeadExportLink } from '@migralink/shared/schemas/lead-export';
import { XLSX_TYPE } from '@migralink/shared/schemas/lead-export';
import { LEAD_EXPORT } from '#http/limits';
import { uploadsBucket } from '#lib/s3';
import { readLink } from '#uploads/bucket';
import { EXPORTS_PREFIX } from '#uploads/purposes';

/**
 * Puts a file too large to be an answer into the uploads bucket (a private key
 * no one can guess) and answers a presigned GET link to it, valid for
 * `LEAD_EXPORT.linkSeconds`; the browser downloads it under `filename`.
 */
export async function exportLink(bytes: Uint8Array, filename: string, now = new Date()): Promise<LeadExportLink> {
  const bucket = await uploadsBucket();
  const key = `${EXPORTS_PREFIX}${randomUUID()}/${filename}`;
  await bucket.client.send(
    new bucket.sdk.PutObjectCommand({
      Bucket: bucket.name,
      Key: key,
      Body: bytes,
      ContentType: XLSX_TYPE,
      ContentDisposition: `attachment; filename="${filename}"`,
    }),
  );
  const expiresIn = LEAD_EXPORT.linkSeconds;
  const url = await readLink(key, filename, expiresIn);
  return { url, expires_at: new Date(now.getTime() + expiresIn * 1000).toISOString() };
}
