import * as z from 'zod/mini';
import { ApiError } from '@migralink/shared/client';
import type { Route, RouteInput, RouteOutput } from '@migralink/shared/route';
import { callApi } from './client';

/** The API answered 2xx with a body its own contract does not allow: shown as a generic failure. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
  constructor(readonly operationId: string) {
    super(`The answer of ${operationId} does not match the contract`);
  }
}

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

/** The API answered (with a failure, or with a body that breaks the contract), as opposed to no answer at all. */
export function isAnswered(error: unknown): boolean {
  return error instanceof ApiError || error instanceof ContractMismatchError;
}
