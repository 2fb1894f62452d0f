import type { Locale } from '@migralink/shared/locales';
import type { AppealFile } from '#data/appeals';
import type { Principal } from '#http/auth';
import { acceptUpload } from '#uploads/accept';

/**
 * Keeps a message's file (docs/product.md, "Customer support"): the caller's upload of purpose
 * `appeal_attachment` (PDF, JPEG or PNG by its bytes, at most 10 MiB) is checked and filed privately under the
 * appeal; none for a message without one.
 */
export async function keepAttachment(
  upload: { key: string; name: string } | undefined,
  appealId: string,
  principal: Principal,
  locale: Locale,
): Promise<AppealFile | undefined> {
  if (!upload) return undefined;
  const accepted = await acceptUpload({
    key: upload.key,
    purpose: 'appeal_attachment',
    callerId: principal.userId,
    ownerId: appealId,
    locale,
  });
  return { key: accepted.key, name: upload.name, content_type: accepted.type, size: accepted.size };
}
