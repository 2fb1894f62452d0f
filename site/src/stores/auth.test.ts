import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, SIGNED_OUT, createAuthStore } from './auth';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const user = { uuid: 'u-1', email: 'ann@example.com', role: 'client' } as const;

describe('the auth store placeholder', () => {
  it('starts signed out with nothing stored', () => {
    expect(createAuthStore(memoryStorage()).$auth.get()).toEqual(SIGNED_OUT);
  });

  it('keeps token and user across visits', () => {
    const storage = memoryStorage();
    createAuthStore(storage).setAuth('token-1', user);
    expect(createAuthStore(storage).$auth.get()).toEqual({ token: 'token-1', user });
  });

  it('forgets them on sign out', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.setAuth('token-1', user);
    store.clearAuth();
    expect(store.$auth.get()).toEqual(SIGNED_OUT);
    expect(storage.data.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it.each(['not json', '{"user":null}', '"token"', '{"token":1,"user":null}'])(
    'treats a damaged stored value %j as signed out',
    (stored) => {
      expect(createAuthStore(memoryStorage({ [AUTH_STORAGE_KEY]: stored })).$auth.get()).toEqual(SIGNED_OUT);
    },
  );
});
