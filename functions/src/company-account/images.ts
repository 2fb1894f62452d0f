import type { Locale } from '@migralink/shared/locales';
import type { Principal } from '#http/auth';
import { ownCompanyId } from '#listings/owner';
import { acceptUpload } from '#uploads/accept';
import { fileId } from './form';

/** The company images an upload may become. */
export type CompanyImagePurpose = 'company_logo' | 'office_logo' | 'employee_avatar';

/**
 * Checks the caller's upload and keeps it in its company's folder, ready for
 * the draft: the editor puts `filePath` in the form and saves. The draft is
 * not changed here, so an upload left unsaved changes nothing the owner sees.
 */
export async function acceptCompanyImage(
  principal: Principal,
  key: string,
  purpose: CompanyImagePurpose,
  locale: Locale,
): Promise<{ filePath: string; uuid: string }> {
  const companyId = ownCompanyId(principal);
  const file = await acceptUpload({ key, purpose, callerId: principal.userId, ownerId: companyId, locale });
  const filePath = file.path!;
  return { filePath, uuid: fileId(filePath)! };
}
