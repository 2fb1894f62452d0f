import { useCallback, useEffect, useState } from 'react';
import { isSessionExpired } from '@/components/account/problems';

/** What a screen loaded, or where it stands. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

/**
 * Loads what a screen shows: when `load` changes (keep it stable, `useMemo`
 * or `useCallback`) and again on `retry()`. An answer that arrives after the
 * screen moved on is dropped; an expired session calls `onSessionExpired`
 * instead of failing. `load` undefined: nothing to load yet (the state stays
 * `loading`, e.g. until the island knows who is signed in). An answer the
 * screen expects (a 404 meaning "none yet") is best turned into data by `load`.
 */
export function useLoad<T>(
  load: (() => Promise<T>) | undefined,
  onSessionExpired: () => void,
): { readonly state: Loaded<T>; readonly retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        if (isSessionExpired(error)) onSessionExpired();
        else setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, onSessionExpired]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
