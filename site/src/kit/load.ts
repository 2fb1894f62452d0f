import { atom, type ReadableAtom } from 'nanostores';
import { isSessionExpired } from './session';

/** What a screen loaded, or where it stands. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

export interface Loader<T> {
  readonly $state: ReadableAtom<Loaded<T>>;
  /** Loads with `load`; an answer to an earlier call that arrives later is dropped. */
  load(load: () => Promise<T>): Promise<void>;
  /** Loads again with the last `load`. */
  retry(): Promise<void>;
  /** Drops any answer still on its way (the screen moved on). */
  cancel(): void;
  /** Replaces the data without a call (the screen saved it and got it back). */
  set(data: T): void;
}

export interface LoaderOptions {
  /** Called instead of failing when the API no longer accepts the token. */
  readonly onSessionExpired?: () => void;
  /**
   * Which failures end the session (then `onSessionExpired`, not `failed`): by default an
   * expired token; a screen that signs out on any answered failure passes `isAnswered`.
   */
  readonly endsSession?: (error: unknown) => boolean;
}

/** What a screen shows as a store: loading, then the data or the failure, with retry and cancel. */
export function createLoader<T>(options: LoaderOptions = {}): Loader<T> {
  const $state = atom<Loaded<T>>({ status: 'loading' });
  const endsSession = options.endsSession ?? isSessionExpired;
  let attempt = 0;
  let last: (() => Promise<T>) | undefined;

  async function load(next: () => Promise<T>): Promise<void> {
    last = next;
    attempt += 1;
    const mine = attempt;
    $state.set({ status: 'loading' });
    try {
      const data = await next();
      if (mine === attempt) $state.set({ status: 'ready', data });
    } catch (error) {
      if (mine !== attempt) return;
      if (endsSession(error) && options.onSessionExpired) options.onSessionExpired();
      else $state.set({ status: 'failed', error });
    }
  }

  return {
    $state,
    load,
    retry: () => (last ? load(last) : Promise.resolve()),
    cancel: () => {
      attempt += 1;
    },
    set: (data) => {
      attempt += 1;
      $state.set({ status: 'ready', data });
    },
  };
}
