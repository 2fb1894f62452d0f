import { SignJWT } from 'jose';
import type { Role } from '@migralink/shared/enums';
import { config } from '#lib/config';

/** Signs a token the way the accounts routes will, for tests of protected routes. */
export async function signTestToken(
  claims: { sub?: string; role?: Role; pwv?: number } = {},
  options: { secret?: string; expiresIn?: string; issuer?: string; audience?: string } = {},
): Promise<string> {
  const secret = new TextEncoder().encode(options.secret ?? config.jwt.secret);
  return new SignJWT({ role: claims.role ?? 'client', pwv: claims.pwv ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? 'user-1')
    .setIssuer(options.issuer ?? config.jwt.issuer)
    .setAudience(options.audience ?? config.jwt.audience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(secret);
}
