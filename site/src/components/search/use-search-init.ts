import { useEffect, useState } from 'react';
import { getSearchInit } from '@migralink/shared/api/reference';
import { ApiError } from '@migralink/shared/client';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { callApi } from '../../api/client';

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
    callApi(getSearchInit, {})
      .then((payload) => {
        // The answer is checked against the shared contract: a drifted API is an error, not a crash.
        const parsed = getSearchInit.response.safeParse(payload);
        if (current) setState(parsed.success ? { status: 'ready', init: parsed.data.data } : errorState(false));
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
