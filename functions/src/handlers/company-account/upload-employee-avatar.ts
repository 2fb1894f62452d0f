import { uploadEmployeeAvatar } from '@migralink/shared/api/company-account';
import { acceptCompanyImage } from '#company-account/images';
import { createHandler } from '#http/handler';

/** Checks the caller's upload (size, real type by its bytes) and keeps it as an employee's photo in the company's folder. */
export const handler = createHandler(uploadEmployeeAvatar, async ({ principal, body, locale }) => ({
  data: await acceptCompanyImage(principal, body.key, 'employee_avatar', locale),
}));
