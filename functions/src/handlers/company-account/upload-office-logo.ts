import { uploadOfficeLogo } from '@migralink/shared/api/company-account';
import { acceptCompanyImage } from '#company-account/images';
import { createHandler } from '#http/handler';

/** Checks the caller's upload (size, real type by its bytes) and keeps it as an office logo in the company's folder. */
export const handler = createHandler(uploadOfficeLogo, async ({ principal, body, locale }) => ({
  data: await acceptCompanyImage(principal, body.key, 'office_logo', locale),
}));
