import type * as AccountsApi from '@migralink/shared/api/accounts';
import type { Route, RouteInput, RouteOutput } from '@migralink/shared/route';

/**
 * `callChecked` of a route whose definition loads with the first call: a form
 * that calls the API only when it is sent ships without the route's contract
 * (its zod schemas, ~9 KB gzipped), which then loads with the call.
 */
export async function callCheckedLazily<R extends Route>(
  route: () => Promise<R>,
  input: RouteInput<R>,
): Promise<RouteOutput<R>> {
  const [{ callChecked }, loaded] = await Promise.all([import('./checked'), route()]);
  return callChecked(loaded, input);
}

/** A route of the accounts API, loaded when first called. */
export const accountsRoute =
  <K extends keyof typeof AccountsApi>(name: K) =>
  async (): Promise<(typeof AccountsApi)[K]> =>
    (await import('@migralink/shared/api/accounts'))[name];
