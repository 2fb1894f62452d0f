import * as z from 'zod/mini';
import type { Route, RouteInput, RouteOutput } from '@migralink/shared/route';
import { ContractMismatchError } from './answers';
import { callApi } from './client';

/**
 * Calls a route and checks the answer against the route's response schema from
 * `shared/`, so a drifted API is an error the screen can show, not a crash later.
 */
export async function callChecked<R extends Route>(route: R, input: RouteInput<R>): Promise<RouteOutput<R>> {
  const payload = await callApi(route, input);
  const parsed = z.safeParse(route.response, payload);
  if (!parsed.success) throw new ContractMismatchError(route.operationId);
  return parsed.data as RouteOutput<R>;
}
