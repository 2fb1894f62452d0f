import { verifyCertificate } from '@migralink/shared/api/certificates';
import { verification } from '#certificates/verification';
import { createHandler } from '#http/handler';

/** Anyone: a certificate's status, company, dates and what was checked, by its number (404 for an unknown one). */
export const handler = createHandler(verifyCertificate, async ({ params, locale }) => ({
  data: await verification(params.number, locale),
}));
