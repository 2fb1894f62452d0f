import { certificateStatusList } from '@migralink/shared/api/certificates';
import { signedStatusList } from '#certificates/issuance';
import { createHandler } from '#http/handler';
import { NotFoundError } from '#http/errors';

/** Anyone: a status list of certificates, signed (a revoked certificate's bit is set); cached 5 minutes. */
export const handler = createHandler(certificateStatusList, async ({ params }) => {
  const credential = await signedStatusList(Number(params.list));
  if (!credential) throw new NotFoundError();
  return { data: { credential } };
});
