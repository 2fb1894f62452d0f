import { atom, type ReadableAtom } from 'nanostores';
import { TOKEN_COOKIE } from '@migralink/shared/route';
import type { Profile, Session } from '@migralink/shared/schemas/auth';
import { browserCookieJar, readCookie, serializeCookie, type CookieJar } from './cookies';

/**
 * Who is signed in: the bearer token and the profile it belongs to (docs/product.md, "Sessions").
 * Kept across visits in localStorage (the source of truth) and mirrored in the
 * `token` cookie, which the API also reads the bearer token from; the cookie
 * lives as long as the token, and an expired token signs out.
 */
export interface AuthState {
  readonly token: string | null;
  readonly user: Profile | null;
}

export const AUTH_STORAGE_KEY = 'migralink.auth';
export const SIGNED_OUT: AuthState = { token: null, user: null };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A stored value we can trust enough to show: a token and a user with the fields
 * the header and the account pages read. The profile page loads the full profile
 * from the API anyway, so this guards against damage, not against the contract.
 */
function isAuthState(value: unknown): value is { token: string; user: Profile } {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof user !== 'object' || user === null) return false;
  const { uuid, email, first_name, last_name } = user as Record<string, unknown>;
  return [uuid, email, first_name, last_name].every((field) => typeof field === 'string');
}

function readStored(storage: KeyValueStorage | undefined, now: number): AuthState {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null');
    if (!isAuthState(parsed) || tokenSecondsLeft(parsed.token, now) === 0) return SIGNED_OUT;
    return { token: parsed.token, user: parsed.user };
  } catch {
    return SIGNED_OUT;
  }
}

/**
 * Seconds from `now` until the token expires: a JWT's payload (its `exp`) is
 * readable without the key. 0 when it has expired or cannot be read.
 */
export function tokenSecondsLeft(token: string, now: number): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - now / 1000)) : 0;
  } catch {
    return 0;
  }
}

/** An expired cookie: how a cookie is deleted. */
const expiredCookie = () => serializeCookie(TOKEN_COOKIE, '', { maxAge: 0 });

export interface AuthStore {
  readonly $auth: ReadableAtom<AuthState>;
  /** Keeps the session an API call answered with (sign-in, activation, reset, password change). */
  signIn(session: Session): void;
  /** Replaces the user after a profile load or update; ignored when nobody is signed in. */
  updateUser(user: Profile): void;
  /** Forgets the token and the user, here and in the cookie. */
  signOut(): void;
  /** Reads the stored state again (another tab signed in or out). */
  reload(): void;
}

/**
 * An auth store over a storage and a cookie jar. When created it makes the cookie
 * agree with the stored state: written when signed in, removed when signed out.
 */
export function createAuthStore(
  storage: KeyValueStorage | undefined,
  jar: CookieJar | undefined,
  clock: () => number = Date.now,
): AuthStore {
  const $auth = atom<AuthState>(readStored(storage, clock()));

  const syncCookie = (token: string | null) => {
    if (!jar) return;
    const current = readCookie(jar.read(), TOKEN_COOKIE);
    if (token && current !== token) {
      jar.write(serializeCookie(TOKEN_COOKIE, token, { maxAge: tokenSecondsLeft(token, clock()) }));
    } else if (!token && current !== undefined) jar.write(expiredCookie());
  };

  const save = (state: AuthState) => {
    $auth.set(state);
    try {
      if (state.token) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
      else storage?.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // A full or locked storage: the session lasts for this page and the cookie.
    }
    syncCookie(state.token);
  };

  // Storage and cookie agree with what was read; an expired session leaves both.
  const initial = $auth.get();
  if (initial.token) syncCookie(initial.token);
  else save(SIGNED_OUT);

  return {
    $auth,
    signIn: (session) => save({ token: session.token, user: session.user }),
    updateUser(user) {
      const { token } = $auth.get();
      if (token) save({ token, user });
    },
    signOut: () => save(SIGNED_OUT),
    reload() {
      const state = readStored(storage, clock());
      $auth.set(state);
      syncCookie(state.token);
    },
  };
}

/** localStorage when the browser lets us use it (it may throw in private modes). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const store = createAuthStore(browserStorage(), browserCookieJar());

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) store.reload();
  });
}

export const $auth = store.$auth;
export const signIn = store.signIn;
export const updateUser = store.updateUser;
export const signOut = store.signOut;

/** The bearer token of the signed-in user, if any. */
export const authToken = (): string | null => $auth.get().token;

/** How the header and the account pages name the user: first and last name, else the e-mail. */
export function displayName(user: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
