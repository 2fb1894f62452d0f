import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { errors as joseErrors, jwtVerify } from 'jose';
import { ROLES, type Role } from '@migralink/shared/enums';
import { TOKEN_COOKIE, type Route } from '@migralink/shared/route';
import { config } from '#lib/config';
import { jwtSecret } from '#lib/secrets';
import { corsOptions } from './cors';
import { ForbiddenError, UnauthorizedError } from './errors';
import { header } from './request';

/** What a validly signed token says about its user. */
export interface TokenClaims {
  userId: string;
  role: Role;
  /** Password version at signing; changing the password invalidates older tokens. */
  passwordVersion: number;
}

/**
 * Who is signed in: the account a valid token names, with the role (and
 * company) it has now; what authorization decides by. Where the request comes
 * from (address, language) is its `RequestContext` (`request-context.ts`).
 */
export interface Principal extends TokenClaims {
  /** The account's current role (not the one written in the token): a role change applies at once. */
  role: Role;
  /**
   * The company the account owns (`user.company_id`), as read by the token
   * check itself (strongly consistent); `null` before it created one.
   */
  companyId: string | null;
}

/** What the token check needs to know about an account as it is now. */
export interface AccountState {
  role: Role;
  password_version: number;
  company_id?: string;
  /** Set while staff block the account: no token of it is accepted (docs/product.md, "Staff area"). */
  blocked_at?: string;
}

/** Reads an account's current state by user id; `undefined` when there is no such user. */
export type AccountLookup = (userId: string) => Promise<AccountState | undefined>;

/**
 * The lookup every handler uses: one strongly consistent GetItem of the user.
 * The data layer is imported on first use, so public routes never load it.
 */
export const accountFromTable: AccountLookup = async (userId) =>
  (await import('#data/credentials')).getAccountState(userId);

/** Only these algorithms are accepted; `none` and asymmetric confusion are refused. */
export const JWT_ALGORITHMS = ['HS256'];
/** A bearer token and where it was sent: a browser adds a cookie by itself, also to another site's requests. */
export interface SentToken {
  token: string;
  in: 'authorization' | 'cookie';
}

/** The bearer token from the Authorization header, else from the `token` cookie. */
export function readToken(event: APIGatewayProxyEventV2): SentToken | undefined {
  const authorization = header(event, 'authorization');
  if (authorization) {
    const [scheme, token] = authorization.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? { token, in: 'authorization' } : undefined;
  }
  for (const cookie of event.cookies ?? []) {
    const [name, ...value] = cookie.split('=');
    if (name?.trim() === TOKEN_COOKIE && value.length) {
      return { token: decodeURIComponent(value.join('=').trim()), in: 'cookie' };
    }
  }
  return undefined;
}

/** The site itself and the origins CORS admits: the pages that may make calls with the cookie. */
const siteOrigins = new Set([new URL(config.siteUrl).origin, ...corsOptions.origins]);

/**
 * A call authenticated by the cookie alone is refused (403) when the browser
 * says another site made it (`Origin`): the cookie goes with every request to
 * the API, also from pages that only want the signed-in user to do something.
 * A call with the Authorization header was made by code that holds the token.
 */
function assertOwnSite(event: APIGatewayProxyEventV2, sent: SentToken) {
  const origin = header(event, 'origin');
  if (sent.in === 'cookie' && origin !== undefined && !siteOrigins.has(origin)) throw new ForbiddenError();
}

/** What a validly signed token says (its role as signed); `authenticate` then checks it against the account. */
export async function verifyToken(token: string): Promise<TokenClaims> {
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

/**
 * Applies the route's auth rule: who must be signed in, and with which role.
 * A valid signature is not enough: the user must still exist, not be blocked,
 * and the token must carry the account's current password version (a password
 * change or reset ends every older token); the role checked is the account's
 * current one. The account is read strongly consistent on every call, uncached,
 * so a block or a role change applies to the very next request.
 */
export async function authenticate(
  route: Route,
  event: APIGatewayProxyEventV2,
  lookup: AccountLookup = accountFromTable,
): Promise<Principal | undefined> {
  if (route.auth === 'public') return undefined;
  const sent = readToken(event);
  if (!sent) {
    if (route.auth === 'optional') return undefined;
    throw new UnauthorizedError();
  }
  assertOwnSite(event, sent);
  const claims = await verifyToken(sent.token);
  const account = await lookup(claims.userId);
  if (!account || account.blocked_at || account.password_version !== claims.passwordVersion) {
    throw new UnauthorizedError();
  }
  const principal: Principal = { ...claims, role: account.role, companyId: account.company_id ?? null };
  if (route.roles && principal.role !== 'admin' && !route.roles.includes(principal.role)) throw new ForbiddenError();
  return principal;
}
