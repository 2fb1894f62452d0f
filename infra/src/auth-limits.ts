import { Duration, Stack } from 'aws-cdk-lib';
import type { CfnStage, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IConstruct } from 'constructs';
import type { Route } from '@migralink/shared/route';
import type { StageConfig } from './stage';

/** Path prefixes of the account routes (sign-in, sign-up, codes, resets): the ones an attacker hammers. */
export const AUTH_PATH_PREFIXES = ['/v1/auth/', '/auth/'] as const;

/**
 * The account routes an attacker hammers without an account of their own, or that hash a password: sign-in,
 * sign-up, codes, resets, Google sign-in, password change. Not the signed-in user's profile and avatar.
 */
export const isAuthRoute = (route: Pick<Route, 'path' | 'auth' | 'handler'>) =>
  AUTH_PATH_PREFIXES.some((prefix) => route.path.startsWith(prefix)) &&
  (route.auth === 'public' || PASSWORD_HASHING_HANDLERS.has(route.handler));

/**
 * The handlers that hash a password with scrypt (N=2^17, r=8, p=1: 128 MiB and
 * ~0.8 s of one core per hash). `bundle-size.test.ts` checks this list against
 * the bundles that carry the password module.
 */
export const PASSWORD_HASHING_HANDLERS: ReadonlySet<string> = new Set([
  'accounts/signin',
  'accounts/signup',
  'accounts/reset-password',
  'accounts/legacy-reset-password',
  'accounts/change-password',
  'accounts/social-login',
  'accounts/social-signup',
]);

/**
 * Memory of a password-hashing function: Lambda gives one full vCPU at 1769 MB,
 * and scrypt is CPU-bound, so a hash takes ~0.8 s there against ~2.8 s at 512 MB
 * for the same GB-seconds; its 128 MiB fits either way (measured figures in README).
 */
export const PASSWORD_HASHING_MEMORY_MB = 1769;

/** Stage-wide throttle of the HTTP API, per second, over all callers (API Gateway's token bucket). */
export const DEFAULT_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;
/** Each account route: about what ten reserved functions hashing at ~0.8 s each can serve. */
export const AUTH_THROTTLE = { rateLimit: 10, burstLimit: 20 } as const;

/**
 * The inbox's export builds a workbook of up to ~20,000 rows and zips it:
 * CPU-bound, ~4 s for 20,000 leads on one full core (`npm run bench`), so one
 * full vCPU and nearly API Gateway's 30 s, not the default 512 MB and 10 s.
 */
export const EXPORT_HANDLERS: ReadonlySet<string> = new Set(['leads/export-company-leads']);
export const EXPORT_MEMORY_MB = 1769;
export const EXPORT_TIMEOUT_SECONDS = 28;

/** Memory and reserved concurrency of a route's function (and the export's time). */
export function functionLimits(route: Pick<Route, 'handler'>, config: Pick<StageConfig, 'authConcurrency'>) {
  if (EXPORT_HANDLERS.has(route.handler)) {
    return { memorySize: EXPORT_MEMORY_MB, timeout: Duration.seconds(EXPORT_TIMEOUT_SECONDS) };
  }
  if (!PASSWORD_HASHING_HANDLERS.has(route.handler)) return {};
  return {
    memorySize: PASSWORD_HASHING_MEMORY_MB,
    ...(config.authConcurrency > 0 ? { reservedConcurrentExecutions: config.authConcurrency } : {}),
  };
}

/**
 * Throttles the API's default stage: every route at `DEFAULT_THROTTLE`, the
 * account routes at `AUTH_THROTTLE`. Route settings name route keys, which must
 * exist first: the stage waits for the stacks that hold the routes.
 */
export function throttleStage(api: HttpApi, routes: readonly Route[], routeStacks: readonly IConstruct[]) {
  const stage = api.defaultStage?.node.defaultChild as CfnStage | undefined;
  if (!stage) throw new Error('The HTTP API has no default stage to throttle');
  stage.defaultRouteSettings = {
    throttlingRateLimit: DEFAULT_THROTTLE.rateLimit,
    throttlingBurstLimit: DEFAULT_THROTTLE.burstLimit,
  };
  // A free-form map in CloudFormation: its keys are written as the template spells them.
  stage.routeSettings = Object.fromEntries(
    routes
      .filter(isAuthRoute)
      .map((route) => [
        `${route.method} ${route.path}`,
        { ThrottlingRateLimit: AUTH_THROTTLE.rateLimit, ThrottlingBurstLimit: AUTH_THROTTLE.burstLimit },
      ]),
  );
  for (const routeStack of routeStacks) {
    if (Stack.of(routeStack) !== Stack.of(stage)) stage.node.addDependency(routeStack);
  }
}
