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

  it.each(['aaaaaaaa', ' '.repeat(8), '12345678', 'qwertyuiop', 'abcdefgh', 'password1', 'zyxwvuts', '31.12.1999'])(
    'refuses %j, which takes an attacker seconds to guess',
    (password) => {
      expect(passwordProblems(password, email, 'en')).toHaveLength(1);
    },
  );

  it.each([
    ['en', /too easy to guess/],
    ['ru', /слишком легко подобрать/],
    ['uk', /надто легко підібрати/],
  ] as const)('says why a patterned password is refused, in %s', (locale, message) => {
    const problems = passwordProblems('abcdefgh', email, locale);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each(['correct horse battery staple', 'Tr0ub4dor&3x', 'wiener schnitzel 42', 'зелёный чай с мятой'])(
    'accepts %j',
    (password) => {
      expect(passwordProblems(password, email, 'en')).toEqual([]);
    },
  );

  it('does not refuse a password that only contains the local part', () => {
    expect(passwordProblems('ada.lovelace-analytical', email, 'en')).toEqual([]);
  });
});

describe('assertAcceptablePassword', () => {
  it('refuses eight spaces with a 422 in Russian', () => {
    expect(() => assertAcceptablePassword(' '.repeat(8), email, 'ru')).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { password: [expect.stringMatching(/легко подобрать/)] } }),
    );
  });

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
