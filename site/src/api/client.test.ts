import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@migralink/shared/schemas/auth';
import { signIn, signOut } from '../stores/auth';
import { setCurrency } from '../stores/currency';
import { setLocale } from '../stores/locale';
import { browserIdIn } from './browser-id';
import { apiHeaders } from './client';

const user = { uuid: 'u-1', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' } as Profile;

describe('the headers of every API call', () => {
  afterEach(() => signOut());

  it('carry language and currency, and no token when signed out', () => {
    setLocale('uk');
    setCurrency('UAH');
    expect(apiHeaders()).toEqual({
      Authorization: undefined,
      'X-Localization': 'uk',
      'X-Currency': 'UAH',
      'X-Fingerprint': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("carry the browser's id, the same in every call", () => {
    expect(apiHeaders()['X-Fingerprint']).toBe(apiHeaders()['X-Fingerprint']);
  });
});

describe("the browser's id (X-Fingerprint)", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('is kept in the storage and read back on the next visit', () => {
    const storage = memory();
    const first = browserIdIn(() => storage)();
    expect(storage.getItem('migralink.browser')).toBe(first);
    expect(browserIdIn(() => storage)()).toBe(first);
    expect(browserIdIn(() => memory())()).not.toBe(first);
  });

  it('lasts as long as the page when the storage refuses', () => {
    const id = browserIdIn(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(id()).toMatch(/^[0-9a-f-]{36}$/);
    expect(id()).toBe(id());
  });

  it('carry the bearer token when signed in', () => {
    signIn({ token: 'token-1', user });
    expect(apiHeaders().Authorization).toBe('Bearer token-1');
  });
});
