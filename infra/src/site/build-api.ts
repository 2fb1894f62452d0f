import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { TOKEN_COOKIE, type Route, type TableAction } from '@migralink/shared/route';
import { routes as allRoutes } from '@migralink/shared/routes';
import { createLocalApi, importHandler, type LambdaHandler } from '../api-server/api-server';
import { BUILD_READ_CACHE_BYTES, cacheReads, type ReadCache } from './read-cache';

const READ_ACTIONS: ReadonlySet<TableAction> = new Set(['GetItem', 'BatchGetItem', 'Query']);

/**
 * The routes the site's build may ask its own API: the GETs anyone may call, without a token (`public`, or
 * `optional`: a token would only add the caller's own marks, e.g. to a company's reviews, and the build sends
 * none), whose function only reads the table and needs nothing else of AWS (`access` in the route table, what
 * `route-access.ts` grants): no write (a rate counter, a reset code's use), no secret (form tokens), no signing
 * key, no bucket, no payments, no mail. The build project's role may only read the table, and no JWT secret is
 * configured: a token sent anyway is not read (`anonymous`).
 */
export function buildReadRoutes(routes: readonly Route[]): Route[] {
  return routes.filter(({ method, auth, access }) => {
    if (method !== 'GET' || auth === 'bearer') return false;
    if (access.uploads || access.mail || access.payments || access.formTokens || access.signing) return false;
    return (access.table ?? []).every((action) => READ_ACTIONS.has(action));
  });
}

/**
 * A handler that answers every request as anyone's: the token a request carries (the Authorization header, the
 * token cookie) is taken off before it runs, so an `optional` route answers what it answers without one, rather
 * than failing to read the secret that would check it.
 */
function anonymous(handler: LambdaHandler): LambdaHandler {
  return (event, context) => {
    const headers = Object.fromEntries(
      Object.entries(event.headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
    );
    const cookies = event.cookies?.filter((cookie) => cookie.split('=')[0]?.trim() !== TOKEN_COOKIE);
    return handler({ ...event, headers, cookies }, context);
  };
}

/**
 * The time a read of the build has: no Lambda stops it, and the build fails on any error; the catalogue's landing
 * pages list (one answer of every public company) took over the functions' 10 s on a busy bench machine.
 */
const BUILD_READ_TIMEOUT_MS = 120_000;

export interface BuildApi {
  /** The server's base URL, on 127.0.0.1 and a free port: the build's `API_URL`. */
  readonly url: string;
  readonly cache: ReadCache;
  readonly close: () => Promise<void>;
}

/**
 * The API the site's build reads, served by the build's own process: the local stand-in for API Gateway
 * (`createLocalApi`, the very handlers AWS calls) with the public read routes only (any other request
 * answers the not-found shape), the handlers reading the table with the functions' data layer (`TABLE_NAME`,
 * the region, the credentials of the environment), identical reads answered from memory (`cacheReads`).
 * The functions' environment must be set before: their configuration is read when the data layer loads.
 */
export async function startBuildApi(): Promise<BuildApi> {
  const { db } = await import('@migralink/functions/lib/clients');
  const cache = cacheReads(db, BUILD_READ_CACHE_BYTES);
  const server = createLocalApi({
    routes: buildReadRoutes(allRoutes),
    corsOrigins: [],
    timeoutMs: BUILD_READ_TIMEOUT_MS,
    loadHandler: async (handler) => anonymous(await importHandler(handler)),
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      cache.stop();
    },
  };
}
