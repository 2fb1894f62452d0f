import { staffCertificateApplication } from '@migralink/shared/api/certificates';
import { getApplication } from '#data/certificates';
import { presentApplication } from '#certificates/present';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/** Admins only: any application with its documents (links for 5 minutes) and history, for a decision. */
export const handler = createHandler(staffCertificateApplication, async ({ params }) => {
  const application = await getApplication(params.id);
  if (!application) throw new NotFoundError();
  return { data: await presentApplication(application) };
});
