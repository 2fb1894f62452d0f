import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { errors as joseErrors, jwtVerify } from 'jose';
import { ROLES, type Role } from '@migralink/shared/enums';
import type { Route } from '@migralink/shared/route';
import { config } from '#lib/config';
import { jwtSecret } from '#lib/secrets';
import { ForbiddenError, UnauthorizedError } from './errors';
import { header } from './request';

/** The signed-in caller, as the token says. */
export interface Principal {
  userId: string;
  role: Role;
  /** Password version at signing; changing the password invalidates older tokens. */
  passwordVersion: number;
}

/** Only these algorithms are accepted; `none` and asymmetric confusion are refused. */
export const JWT_ALGORITHMS = ['HS256'];
export const TOKEN_COOKIE = 'token';

/** The bearer token from the Authorization header, else from the `token` cookie. */
export function readToken(event: APIGatewayProxyEventV2): string | undefined {
  const authorization = header(event, 'authorization');
  if (authorization) {
    const [scheme, token] = authorization.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
  }
  for (const cookie of event.cookies ?? []) {
    const [name, ...value] = cookie.split('=');
    if (name?.trim() === TOKEN_COOKIE && value.length) return decodeURIComponent(value.join('=').trim());
  }
  return undefined;
}

export async function verifyToken(token: string): Promise<Principal> {
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(), {
      algorithms: JWT_ALGORITHMS,
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      requiredClaims: ['sub', 'exp'],
    });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || !ROLES.includes(role as Role)) throw new UnauthorizedError();
    return { userId: payload.sub, role: role as Role, passwordVersion: Number(payload.pwv ?? 0) };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JOSEError) throw new UnauthorizedError({ cause: error });
    throw error;
  }
}

/** Applies the route's auth rule: who must be signed in, and with which role. */
export async function authenticate(route: Route, event: APIGatewayProxyEventV2): Promise<Principal | undefined> {
  if (route.auth === 'public') return undefined;
  const token = readToken(event);
  if (!token) {
    if (route.auth === 'optional') return undefined;
    throw new UnauthorizedError();
  }
  const principal = await verifyToken(token);
  if (route.roles && principal.role !== 'admin' && !route.roles.includes(principal.role)) throw new ForbiddenError();
  return principal;
}
