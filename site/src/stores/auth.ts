import { atom, type ReadableAtom } from 'nanostores';
import type { Role } from '@migralink/shared/enums';

/**
 * Placeholder for the signed-in user, kept across visits in localStorage.
 * Sign-in, profile loading and logout-on-failure come with the auth screens;
 * `AuthUser` is then replaced by the profile schema's type from `shared/`.
 */
export interface AuthUser {
  readonly uuid: string;
  readonly email: string;
  readonly role: Role;
}

export interface AuthState {
  readonly token: string | null;
  readonly user: AuthUser | null;
}

export const AUTH_STORAGE_KEY = 'migralink.auth';
export const SIGNED_OUT: AuthState = { token: null, user: null };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof user === 'object';
}

function readStored(storage: KeyValueStorage | undefined): AuthState {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null');
    return isAuthState(parsed) ? parsed : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

export interface AuthStore {
  readonly $auth: ReadableAtom<AuthState>;
  setAuth(token: string, user: AuthUser | null): void;
  clearAuth(): void;
}

export function createAuthStore(storage: KeyValueStorage | undefined): AuthStore {
  const $auth = atom<AuthState>(readStored(storage));
  return {
    $auth,
    setAuth(token, user) {
      const state: AuthState = { token, user };
      $auth.set(state);
      storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    },
    clearAuth() {
      $auth.set(SIGNED_OUT);
      storage?.removeItem(AUTH_STORAGE_KEY);
    },
  };
}

/** localStorage when the browser lets us use it (it may throw in private modes). */
function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const store = createAuthStore(browserStorage());

export const $auth = store.$auth;
export const setAuth = store.setAuth;
export const clearAuth = store.clearAuth;
