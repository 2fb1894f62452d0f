import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@migralink/shared/schemas/auth';
import { signIn, signOut } from '../stores/auth';
import { setCurrency } from '../stores/currency';
import { setLocale } from '../stores/locale';
import { apiHeaders } from './client';

const user = { uuid: 'u-1', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' } as Profile;

describe('the headers of every API call', () => {
  afterEach(() => signOut());

  it('carry language and currency, and no token when signed out', () => {
    setLocale('uk');
    setCurrency('UAH');
    expect(apiHeaders()).toEqual({ Authorization: undefined, 'X-Localization': 'uk', 'X-Currency': 'UAH' });
  });

  it('carry the bearer token when signed in', () => {
    signIn({ token: 'token-1', user });
    expect(apiHeaders().Authorization).toBe('Bearer token-1');
  });
});
