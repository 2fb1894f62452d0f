import { listCertificates } from '@migralink/shared/api/certificates';
import { ownApplications } from '#certificates/lists';
import { createHandler } from '#http/handler';

/** The caller's company's applications and certificates, newest first, 20 at a time. */
export const handler = createHandler(listCertificates, async ({ principal, query, locale }) => ({
  data: await ownApplications(principal, query.cursor, locale),
}));
