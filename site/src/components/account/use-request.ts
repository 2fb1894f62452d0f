import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import {
  NO_PROBLEMS,
  describeError,
  hasProblems,
  isSessionExpired,
  type DescribeOptions,
  type Problems,
} from './problems';

/**
 * The phases of one request (spec §4): `loading` while it runs, then `done` with
 * the error cleared, or `failed` with the parsed error. `idle` before the first.
 */
export type Phase = 'idle' | 'loading' | 'done' | 'failed';

export interface RequestState<F extends string> {
  readonly phase: Phase;
  readonly problems: Problems<F>;
}

export type RequestEvent<F extends string> =
  | { readonly type: 'start' }
  | { readonly type: 'succeed' }
  | { readonly type: 'fail'; readonly problems: Problems<F> }
  | { readonly type: 'reset' };

export const IDLE: RequestState<never> = { phase: 'idle', problems: NO_PROBLEMS };

export function requestReducer<F extends string>(state: RequestState<F>, event: RequestEvent<F>): RequestState<F> {
  switch (event.type) {
    case 'start':
      return { phase: 'loading', problems: NO_PROBLEMS };
    case 'succeed':
      return { phase: 'done', problems: NO_PROBLEMS };
    case 'fail':
      return { phase: 'failed', problems: event.problems };
    case 'reset':
      return state.phase === 'loading' ? state : IDLE;
  }
}

export interface UseRequestOptions<F extends string> extends DescribeOptions<F> {
  /** Called when the API no longer accepts the token (the user must sign in again). */
  readonly onSessionExpired?: () => void;
}

/**
 * One request's state for a form: `run(action)` goes through the phases and
 * turns a failure into problems; `reject(problems)` shows the browser's own checks.
 */
export function useRequest<F extends string>(options: UseRequestOptions<F>) {
  const [state, setState] = useState<RequestState<F>>(IDLE);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const dispatch = useCallback((event: RequestEvent<F>) => setState((current) => requestReducer(current, event)), []);

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      dispatch({ type: 'start' });
      try {
        await action();
        dispatch({ type: 'succeed' });
        return true;
      } catch (error) {
        dispatch({ type: 'fail', problems: describeError(error, optionsRef.current) });
        if (isSessionExpired(error)) optionsRef.current.onSessionExpired?.();
        return false;
      }
    },
    [dispatch],
  );
  const reject = useCallback((problems: Problems<F>) => dispatch({ type: 'fail', problems }), [dispatch]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  return { state, run, reject, reset };
}

/** Moves the focus to the first field marked invalid after a failed submit, so it is seen and heard. */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, state: RequestState<string>): void {
  useEffect(() => {
    if (state.phase !== 'failed' || !hasProblems(state.problems)) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [form, state]);
}

const TYPED_INPUTS =
  'input[name]:is([type="text"], [type="email"], [type="tel"], [type="password"]), input[name][type="radio"]:checked';

/**
 * Takes over what was typed into the server-rendered form before the island
 * hydrated: React would otherwise reset those inputs to its (empty) state at
 * the next render. Runs once, right after hydration.
 */
export function useAdoptTypedValues(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    for (const input of form.current?.querySelectorAll<HTMLInputElement>(TYPED_INPUTS) ?? []) {
      if (input.value) adoptRef.current(input.name, input.value);
    }
  }, [form]);
}

const noSubscription = () => () => undefined;

/** false in the server's HTML and during hydration, true once the island runs: forms stay inert until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A query parameter of the current address (after hydration; the pages are static). */
export function queryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}
