import { ApiError, toQueryString } from '@migralink/shared/client';
import type { ErrorBody } from '@migralink/shared/errors';
import { buildPath, type Route } from '@migralink/shared/route';
import { raiseOnPlanLimit } from '../stores/error-modal';
import { apiHeaders } from './client';

/**
 * Calls a route that answers a file (the leads export, a certificate's PDF) with the session's token and
 * language, and hands back the answer to read as a file (or as JSON, when it says so). A refusal is thrown
 * as the API's error in its one shape, and a refusal by the plan opens the error modal, as every other call
 * of the site does (`./client.ts`).
 */
export async function fetchApiFile(
  route: Pick<Route, 'path'>,
  input: { readonly params?: Record<string, string>; readonly query?: Record<string, unknown> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(apiHeaders())) if (value) headers[name] = value;
  const response = await fetch(buildPath(route.path, input.params) + toQueryString(input.query), { headers });
  if (response.ok) return response;
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  const body = (json ? await response.json().catch(() => ({})) : {}) as Partial<ErrorBody>;
  const error = new ApiError(response.status, {
    ...body,
    message: body.message ?? response.statusText,
    code: Number(body.code ?? response.status),
  });
  raiseOnPlanLimit(error);
  throw error;
}

/** The file's name as the answer gives it (`Content-Disposition`), else `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}
