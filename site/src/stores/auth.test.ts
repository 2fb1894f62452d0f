import { describe, expect, it } from 'vitest';
import type { Profile, Session } from '@migralink/shared/schemas/auth';
import { readCookie, type CookieJar } from './cookies';
import { TOKEN_COOKIE } from '@migralink/shared/route';
import { AUTH_STORAGE_KEY, SIGNED_OUT, createAuthStore, displayName } from './auth';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A cookie jar that behaves like `document.cookie`: writes set or (Max-Age=0) delete one cookie. */
function memoryJar(
  initial: Record<string, string> = {},
): CookieJar & { cookies: Map<string, string>; written: string[] } {
  const cookies = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    cookies,
    written,
    read: () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0(;|$)/.test(cookie)) cookies.delete(name);
      else cookies.set(name, readCookie(pair, name) ?? '');
    },
  };
}

const user: Profile = {
  uuid: 'u-1',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  position: null,
  phone: null,
  avatar: null,
  role: 'client',
  email_verified: false,
  email_notifications: true,
  language: 'en',
  new_leads: 0,
  new_messages: 0,
  registered_at: '2026-11-23T10:00:00.000Z',
  company: null,
};
/** A token as the API signs them (only its payload is read here): expiring at `exp`, 2100 by default. */
const jwt = (id: string, exp = 4_102_444_800) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ sub: id, exp })).replace(/=+$/, ''), 'signature'].join('.');
const TOKEN_1 = jwt('token-1');
const TOKEN_2 = jwt('token-2');
const session: Session = { token: TOKEN_1, user };

describe('the auth store', () => {
  it('starts signed out with nothing stored', () => {
    expect(createAuthStore(memoryStorage(), memoryJar()).$auth.get()).toEqual(SIGNED_OUT);
  });

  it('keeps the session across visits', () => {
    const storage = memoryStorage();
    createAuthStore(storage, memoryJar()).signIn(session);
    expect(createAuthStore(storage, memoryJar()).$auth.get()).toEqual(session);
  });

  it('mirrors the token in a site-wide cookie that lives as long as the token', () => {
    const jar = memoryJar();
    const now = Date.UTC(2026, 10, 25);
    const token = jwt('week', now / 1000 + 7 * 86_400);
    createAuthStore(memoryStorage(), jar, () => now).signIn({ token, user });
    expect(jar.written).toEqual([`token=${token}; Max-Age=604800; Path=/; SameSite=Lax`]);
  });

  it('signs out when the stored token has expired, forgetting it and its cookie', () => {
    const token = jwt('old', Date.UTC(2026, 0, 1) / 1000);
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token, user }) });
    const jar = memoryJar({ token });
    const store = createAuthStore(storage, jar, () => Date.UTC(2026, 0, 1, 0, 0, 1));
    expect(store.$auth.get()).toEqual(SIGNED_OUT);
    expect(storage.data.has(AUTH_STORAGE_KEY)).toBe(false);
    expect(jar.cookies.has(TOKEN_COOKIE)).toBe(false);
  });

  it('replaces the token after a password change', () => {
    const storage = memoryStorage();
    const jar = memoryJar();
    const store = createAuthStore(storage, jar);
    store.signIn(session);
    store.signIn({ token: TOKEN_2, user });
    expect(store.$auth.get().token).toBe(TOKEN_2);
    expect(jar.cookies.get(TOKEN_COOKIE)).toBe(TOKEN_2);
    expect(JSON.parse(storage.data.get(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ token: TOKEN_2 });
  });

  it('updates the user and keeps the token', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage, memoryJar());
    store.signIn(session);
    store.updateUser({ ...user, first_name: 'Anna' });
    expect(store.$auth.get()).toEqual({ token: TOKEN_1, user: { ...user, first_name: 'Anna' } });
    expect(createAuthStore(storage, memoryJar()).$auth.get().user?.first_name).toBe('Anna');
  });

  it('does not sign anybody in by updating a user', () => {
    const store = createAuthStore(memoryStorage(), memoryJar());
    store.updateUser(user);
    expect(store.$auth.get()).toEqual(SIGNED_OUT);
  });

  it('forgets token, user and cookie on sign out', () => {
    const storage = memoryStorage();
    const jar = memoryJar();
    const store = createAuthStore(storage, jar);
    store.signIn(session);
    store.signOut();
    expect(store.$auth.get()).toEqual(SIGNED_OUT);
    expect(storage.data.has(AUTH_STORAGE_KEY)).toBe(false);
    expect(jar.cookies.has(TOKEN_COOKIE)).toBe(false);
    expect(jar.written.at(-1)).toBe('token=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('writes the cookie again when the stored session has none', () => {
    const jar = memoryJar();
    createAuthStore(memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(session) }), jar);
    expect(jar.cookies.get(TOKEN_COOKIE)).toBe(TOKEN_1);
  });

  it('removes a token cookie left without a stored session', () => {
    const jar = memoryJar({ token: 'stale' });
    createAuthStore(memoryStorage(), jar);
    expect(jar.cookies.has(TOKEN_COOKIE)).toBe(false);
  });

  it('leaves a cookie that already agrees alone', () => {
    const jar = memoryJar({ token: TOKEN_1 });
    createAuthStore(memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(session) }), jar);
    expect(jar.written).toEqual([]);
  });

  it('follows another tab through reload', () => {
    const storage = memoryStorage();
    const here = createAuthStore(storage, memoryJar());
    createAuthStore(storage, memoryJar()).signIn(session);
    here.reload();
    expect(here.$auth.get()).toEqual(session);
  });

  it('works without storage or cookies (the build)', () => {
    const store = createAuthStore(undefined, undefined);
    store.signIn(session);
    expect(store.$auth.get()).toEqual(session);
    store.signOut();
    expect(store.$auth.get()).toEqual(SIGNED_OUT);
  });

  it('survives a storage that refuses writes', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createAuthStore(storage, memoryJar());
    store.signIn(session);
    expect(store.$auth.get()).toEqual(session);
  });

  it.each([
    'not json',
    '{"user":null}',
    '"token"',
    '{"token":1,"user":null}',
    '{"token":"t","user":null}',
    '{"token":"","user":{"uuid":"u","email":"e","first_name":"a","last_name":"b"}}',
    '{"token":"t","user":{"uuid":"u"}}',
    '{"token":"not-a-jwt","user":{"uuid":"u","email":"e","first_name":"a","last_name":"b"}}',
  ])('treats a damaged stored value %j as signed out', (stored) => {
    expect(createAuthStore(memoryStorage({ [AUTH_STORAGE_KEY]: stored }), memoryJar()).$auth.get()).toEqual(SIGNED_OUT);
  });
});

describe('displayName', () => {
  it.each([
    [{ first_name: 'Ann', last_name: 'Lee', email: 'a@x.io' }, 'Ann Lee'],
    [{ first_name: 'Ann', last_name: '', email: 'a@x.io' }, 'Ann'],
    [{ first_name: '', last_name: '', email: 'a@x.io' }, 'a@x.io'],
  ])('%j → %s', (person, name) => {
    expect(displayName(person)).toBe(name);
  });
});
