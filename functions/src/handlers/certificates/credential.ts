import { certificateCredentialRoute } from '@migralink/shared/api/certificates';
import { credentialByNumber } from '#certificates/verification';
import { createHandler } from '#http/handler';

/** Anyone: a certificate's signed credential (a VC-JWT), verifiable with `/.well-known/jwks.json`. */
export const handler = createHandler(certificateCredentialRoute, async ({ params }) => ({
  data: { credential: await credentialByNumber(params.number) },
}));
