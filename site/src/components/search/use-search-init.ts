import { useEffect, useState } from 'react';
import type { getSearchInit } from '@migralink/shared/api/reference';
import { SEARCH_INIT } from '@migralink/shared/api/search-endpoints';
import { ApiError } from '@migralink/shared/client';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { callApi } from '@/api/client';

export type SearchInitState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly network: boolean }
  | { readonly status: 'ready'; readonly init: SearchInit };

/** Loads the search filter lists (`GET /v1/search/init`) again whenever the language or `attempt` changes. */
export function useSearchInit(locale: string, attempt: number): SearchInitState {
  const [state, setState] = useState<SearchInitState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // By endpoint, unchecked at run time: the lists are only offered, and zod stays off the landing pages.
    callApi<typeof getSearchInit>(SEARCH_INIT, {})
      .then(({ data }) => {
        if (current) setState({ status: 'ready', init: data });
      })
      .catch((error: unknown) => {
        if (current) setState(errorState(!(error instanceof ApiError)));
      });
    return () => {
      current = false;
    };
  }, [locale, attempt]);
  return state;
}

function errorState(network: boolean): SearchInitState {
  return { status: 'error', network };
}
