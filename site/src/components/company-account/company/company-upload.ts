import { requestUpload } from '@migralink/shared/api/accounts';
import { uploadCompanyLogo, uploadEmployeeAvatar, uploadOfficeLogo } from '@migralink/shared/api/company-account';
import { callChecked } from '@/api/checked';
import { sendToStorage, type AvatarUploadDeps } from '@/components/account/upload';

/** Each image of the company with the route that checks and keeps it. */
const CONFIRM_ROUTES = {
  company_logo: uploadCompanyLogo,
  office_logo: uploadOfficeLogo,
  employee_avatar: uploadEmployeeAvatar,
} as const;
export type CompanyImagePurpose = keyof typeof CONFIRM_ROUTES;

/**
 * A company image in the three steps of every upload (see `uploadAvatarFile`):
 * a presigned upload for the purpose, the file straight to storage, then the
 * company route that checks the file and answers with its path for the draft.
 */
export async function uploadCompanyImage(
  file: File,
  purpose: CompanyImagePurpose,
  { call, fetch: doFetch }: AvatarUploadDeps = { call: callChecked },
): Promise<string> {
  const { data: ticket } = await call(requestUpload, {
    body: { purpose, content_type: file.type, size: file.size },
  });
  await sendToStorage(ticket, file, doFetch);
  const { data } = await call(CONFIRM_ROUTES[purpose], { body: { key: ticket.key } });
  return data.filePath;
}
