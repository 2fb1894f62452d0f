import type { Locale } from '@migralink/shared/locales';
import type { CompanyImage } from '@migralink/shared/schemas/company-account';
import type { Principal } from '#http/auth';
import { ownCompanyIdIfAny } from '#listings/owner';
import { acceptUpload } from '#uploads/accept';
import { fileId } from './form';

/**
 * Whose folders keep the company images the caller uploads: its company's, or,
 * before the company exists, the caller's own (the owner picks a logo before
 * the first save, and that save, which creates the company, takes files from
 * there; `createCompany`).
 */
export const imageFolderId = (principal: Principal): string => ownCompanyIdIfAny(principal) ?? principal.userId;

/**
 * Checks the caller's upload and keeps it in its company's folder (its own
 * before the company exists), ready for the draft: the editor puts `filePath`
 * in the form and saves. The draft is not changed here, so an upload left
 * unsaved changes nothing the owner sees.
 */
export async function acceptCompanyImage(
  principal: Principal,
  key: string,
  purpose: CompanyImage,
  locale: Locale,
): Promise<{ filePath: string; uuid: string }> {
  const file = await acceptUpload({
    key,
    purpose,
    callerId: principal.userId,
    ownerId: imageFolderId(principal),
    locale,
  });
  const filePath = file.path!;
  return { filePath, uuid: fileId(filePath)! };
}
