import { socialSignup } from '@migralink/shared/api/accounts';
import { verifyGoogleIdToken } from '#accounts/google-id-token';
import { signUpWithGoogle } from '#accounts/social-session';
import { createHandler } from '#http/handler';

export const handler = createHandler(socialSignup, async ({ body, locale }) => {
  const identity = await verifyGoogleIdToken(body.id_token, locale);
  return { data: await signUpWithGoogle(identity, { role: body.role, partnerCode: body.partner_code }, locale) };
});
