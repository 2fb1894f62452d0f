import { registerSigningKey } from '#data/signing-keys';
import { onFirstUse } from '#lib/first-use';
import { signingKey, type Signer } from '#lib/signing';

/**
 * The platform's signing key, its public half registered in the JWKS before its first signature
 * (once per container), so nothing it signs is ever published without the key that verifies it.
 */
export const registeredSigner: () => Promise<Signer> = /* @__PURE__ */ onFirstUse(async () => {
  const signer = await signingKey();
  await registerSigningKey(signer.publicJwk);
  return signer;
});
