import { activateEmail } from '@migralink/shared/api/accounts';
import { ApiError } from '@migralink/shared/client';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { $auth, displayName, signIn } from '@/stores/auth';
import { withMailCode } from './mail-code';

/**
 * Where the activation link led: activated (and signed in); the same link
 * opened again, in this browser or another (the API says the address is
 * confirmed; a link that no longer works while the one signed in here has a
 * confirmed address reads the same); or a link that does not work.
 */
export type Activation =
  | { readonly status: 'activated'; readonly name: string }
  | { readonly status: 'already_confirmed'; readonly signedIn: boolean }
  | { readonly status: 'invalid'; readonly signedIn: boolean };

/**
 * The activation link's store: `start(code)` confirms the address with the
 * code, which also signs the user in (the loader's `loading`, then `ready`
 * with the outcome, or `failed`, which `retry()` sends again).
 */
export function createActivation() {
  const loader = createLoader<Activation>();
  const invalid = (): Activation => {
    const { token, user } = $auth.get();
    if (token && user?.email_verified) return { status: 'already_confirmed', signedIn: true };
    return { status: 'invalid', signedIn: token !== null };
  };
  let started = false;

  /** A code works once: it is sent once whatever calls this (an effect run again), and again only by `retry`. */
  const start = (code: string | null) => {
    if (started) return Promise.resolve();
    started = true;
    return loader.load(() =>
      withMailCode(
        code,
        async (valid): Promise<Activation> => {
          try {
            const { data } = await callChecked(activateEmail, { params: { code: valid } });
            signIn(data);
            return { status: 'activated', name: displayName(data.user) };
          } catch (error) {
            if (!(error instanceof ApiError && error.body.error_code === 'conflict')) throw error;
            return { status: 'already_confirmed', signedIn: $auth.get().token !== null };
          }
        },
        invalid,
      ),
    );
  };

  return { $state: loader.$state, start, retry: loader.retry };
}

export type ActivationStore = ReturnType<typeof createActivation>;
