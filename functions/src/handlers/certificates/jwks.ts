import { signingKeys } from '@migralink/shared/api/certificates';
import { publishedKeys } from '#data/signing-keys';
import { createHandler } from '#http/handler';

/** Anyone: every public key a credential was ever signed with, as a bare JSON Web Key Set (no envelope). */
export const handler = createHandler(signingKeys, async () => {
  const { keys } = await publishedKeys();
  return { keys: keys.map((key) => ({ ...key })) };
});
