import { socialLogin } from '@migralink/shared/api/accounts';
import { verifyGoogleIdToken } from '#accounts/google-id-token';
import { signInWithGoogle } from '#accounts/social-session';
import { createHandler } from '#http/handler';

export const handler = createHandler(socialLogin, async ({ body, locale }) => {
  const identity = await verifyGoogleIdToken(body.id_token, locale);
  return { data: await signInWithGoogle(identity, locale) };
});
