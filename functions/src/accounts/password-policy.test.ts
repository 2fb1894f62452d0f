import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword, passwordProblems } from './password-policy';

const email = 'Ada.Lovelace@Example.com';

describe('passwordProblems', () => {
  it('accepts a long uncommon password', () => {
    expect(passwordProblems('analytical engine 1843', email, 'en')).toEqual([]);
  });

  it.each([
    ['en', /too common/],
    ['ru', /слишком распространён/],
    ['uk', /надто поширений/],
  ] as const)('refuses a common password in %s', (locale, message) => {
    const problems = passwordProblems('Sunshine1', email, locale);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each(['ada.lovelace@example.com', 'ADA.LOVELACE@EXAMPLE.COM', 'Ada.Lovelace', ' ada.lovelace '])(
    'refuses the address or its local part: %s',
    (password) => {
      expect(passwordProblems(password, email, 'en')).toEqual(['The password must not be your e-mail address.']);
    },
  );

  it('does not refuse a password that only contains the local part', () => {
    expect(passwordProblems('ada.lovelace-analytical', email, 'en')).toEqual([]);
  });
});

describe('assertAcceptablePassword', () => {
  it('throws a 422 with field errors on password, in the caller language', () => {
    expect(() => assertAcceptablePassword('qwertyuiop', email, 'uk')).toThrow(
      expect.objectContaining({
        statusCode: 422,
        errorCode: 'validation_failed',
        errors: { password: ['Цей пароль надто поширений, його легко підібрати. Оберіть інший.'] },
      }),
    );
  });
});
