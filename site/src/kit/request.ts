import { atom, type ReadableAtom } from 'nanostores';
import { NO_PROBLEMS, describeError, isSessionExpired, type DescribeOptions, type Problems } from './problems';

/**
 * The phases of one request (docs/product.md, "Request phases"): `loading` while it runs, then `done` with
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

export interface RequestOptions<F extends string> extends DescribeOptions<F> {
  /** Called when the API no longer accepts the token (the user must sign in again). */
  readonly onSessionExpired?: () => void;
  /**
   * How a failure becomes problems, when a screen words some answers its own way (the reviews show
   * the API's message of a 403 or 409, which says why); `describeError` by default.
   */
  readonly describe?: (error: unknown, options: DescribeOptions<F>) => Problems<F>;
}

/** One request of a form or an action, as a store: its phase and the problems to show. */
export interface Request<F extends string> {
  readonly $state: ReadableAtom<RequestState<F>>;
  /** Runs `action` through the phases; a failure becomes problems. Resolves whether it succeeded. */
  run(action: () => Promise<void>): Promise<boolean>;
  /** Fails without a call: the browser's own checks found `problems`. */
  reject(problems: Problems<F>): void;
  /** Back to idle (not while a request runs). */
  reset(): void;
}

/** A request store (docs/product.md, "Request phases": every request sets loading, then data or the error). */
export function createRequest<F extends string>(options: RequestOptions<F>): Request<F> {
  const $state = atom<RequestState<F>>(IDLE);
  const dispatch = (event: RequestEvent<F>) => $state.set(requestReducer($state.get(), event));
  return {
    $state,
    async run(action) {
      dispatch({ type: 'start' });
      try {
        await action();
        dispatch({ type: 'succeed' });
        return true;
      } catch (error) {
        dispatch({ type: 'fail', problems: (options.describe ?? describeError)(error, options) });
        if (isSessionExpired(error)) options.onSessionExpired?.();
        return false;
      }
    },
    reject: (problems) => dispatch({ type: 'fail', problems }),
    reset: () => dispatch({ type: 'reset' }),
  };
}

/** The request is running or has succeeded (the form stays busy until the page moves on). */
export const isBusy = (state: RequestState<string>) => state.phase === 'loading' || state.phase === 'done';
