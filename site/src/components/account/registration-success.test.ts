import { describe, expect, it } from 'vitest';
import { registeredEmail, splitAtEmail } from './registration-success';

describe('registeredEmail', () => {
  it.each([
    ['?email=ann%40example.com', 'ann@example.com'],
    ['?email=a%2Bb%40example.com', 'a+b@example.com'],
    ['?email=%20ann@example.com%20', 'ann@example.com'],
    ['', undefined],
    ['?email=', undefined],
    ['?email=not-an-address', undefined],
    ['?email=a%20b%40example.com', undefined],
    [`?email=${'a'.repeat(250)}%40example.com`, undefined],
  ])('%s → %s', (search, email) => {
    expect(registeredEmail(search)).toBe(email);
  });
});

describe('splitAtEmail', () => {
  it('splits around the placeholder', () => {
    expect(splitAtEmail('Мы отправили ссылку на {email}. Откройте её.')).toEqual([
      'Мы отправили ссылку на ',
      '. Откройте её.',
    ]);
  });

  it('has nothing to split without it', () => {
    expect(splitAtEmail('No address here')).toBeUndefined();
  });
});
