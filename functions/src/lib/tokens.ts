import { SignJWT } from 'jose';
import type { Role } from '@migralink/shared/enums';
import { config } from './config';
import { jwtSecret } from './secrets';

/** How long a sign-in lasts. */
export const TOKEN_LIFETIME = '7d';

/**
 * Signs an access token: HS256 (the only algorithm `verifyToken` accepts), with
 * issuer, audience, expiry, the role and the password version (`pwv`), so a
 * password change or reset makes every older token stop working.
 */
export async function signToken(user: { id: string; role: Role; password_version: number }): Promise<string> {
  return new SignJWT({ role: user.role, pwv: user.password_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(config.jwt.issuer)
    .setAudience(config.jwt.audience)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await jwtSecret());
}
