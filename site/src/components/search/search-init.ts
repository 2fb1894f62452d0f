import type { getSearchInit } from '@migralink/shared/api/reference';
import { SEARCH_INIT } from '@migralink/shared/api/search-endpoints';
import { ApiError } from '@migralink/shared/client';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { callApi } from '@/api/client';
import type { Loaded } from '@/kit/load';

/**
 * The search filter lists (`GET /v1/search/init`) for a loader store. By endpoint,
 * unchecked at run time: the lists are only offered, and zod stays off the landing pages.
 */
export async function fetchSearchInit(): Promise<SearchInit> {
  return (await callApi<typeof getSearchInit>(SEARCH_INIT, {})).data;
}

/** No answer at all (offline), as opposed to an error answer of the API: the two are told apart on screen. */
export function isNetworkFailure(state: Loaded<unknown>): boolean {
  return state.status === 'failed' && !(state.error instanceof ApiError);
}
