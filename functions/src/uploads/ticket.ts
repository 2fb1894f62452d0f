import type { FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import type { RequestContext } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { ValidationError } from '#http/errors';
import { uploadsBucket } from '#lib/s3';
import { tmpKey } from './keys';
import { uploadMessages } from './messages';
import { UPLOAD_RULES, type FileType, type UploadPurpose } from './purposes';

/** How long a ticket can be used. */
export const TICKET_SECONDS = 5 * 60;

export interface UploadRequest {
  purpose: UploadPurpose;
  content_type: string;
  size: number;
}

export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
  expires_at: string;
}

/** The declared type and size, checked against the purpose: a 422 per field otherwise. */
export function checkDeclaredFile(request: UploadRequest, locale: Locale): FileType {
  const rule = UPLOAD_RULES[request.purpose];
  const type = request.content_type.trim().toLowerCase();
  const errors: FieldErrors = {};
  if (!(rule.types as readonly string[]).includes(type)) {
    errors.content_type = [uploadMessages.typeNotAllowed(locale, rule.types)];
  }
  if (request.size > rule.maxBytes) errors.size = [uploadMessages.tooLarge(locale, rule.maxBytes)];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return type as FileType;
}

/**
 * A presigned browser POST to a fresh temporary key of the caller. In AWS the
 * policy limits the size to the purpose's maximum and the Content-Type to the
 * declared one; the local stand-in enforces neither, which is why the file is
 * checked again, by its bytes, when the caller confirms it (`accept.ts`).
 * Each ticket counts against the user's and the address's limits
 * (`RATE_LIMITS.uploadTicket*`): past either, 429 with `Retry-After`.
 */
export async function createUploadTicket(
  userId: string,
  request: UploadRequest,
  context: Pick<RequestContext, 'locale' | 'ip'>,
): Promise<UploadTicket> {
  const contentType = checkDeclaredFile(request, context.locale);
  await countAttempts([
    { rule: RATE_LIMITS.uploadTicketUser, subject: userId },
    { rule: RATE_LIMITS.uploadTicketIp, subject: context.ip },
  ]);
  const key = tmpKey(request.purpose, userId);
  const [{ createPresignedPost }, bucket] = await Promise.all([import('@aws-sdk/s3-presigned-post'), uploadsBucket()]);
  const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000);
  const { url, fields } = await createPresignedPost(bucket.client, {
    Bucket: bucket.name,
    Key: key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_RULES[request.purpose].maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: TICKET_SECONDS,
  });
  return { url, fields, key, expires_at: expiresAt.toISOString() };
}
