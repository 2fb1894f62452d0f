import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { changePasswordBody, password, resetBody, signinBody, signupBody } from './auth';
import { ruleMessage, ruleOf } from './rules';
import * as accountsRules from './rules/accounts';

const rulesFailed = (value: string) => {
  const result = z.safeParse(password, value);
  return result.success ? [] : result.error.issues.map((issue) => ruleOf(issue)?.name ?? issue.code);
};

describe('a new password', () => {
  it.each([
    ['eight NULs', '\0'.repeat(8)],
    ['NUL inside a passphrase', 'correct horse\0battery staple'],
    ['tabs only', '\t'.repeat(8)],
    ['line breaks', 'first line\r\nsecond line'],
    ['a vertical tab and a form feed', '\v\f\v\f\v\f\v\f'],
    ['escape', 'passphrase\u001B[0m'],
    ['DEL (U+007F)', 'passphrase\u007F'],
    ['a C1 control (U+0085, next line)', 'passphrase\u0085words'],
    ['the last C1 control (U+009F)', '\u009Fpassphrase'],
  ])('refuses control characters: %s', (_, value) => {
    expect(rulesFailed(value)).toEqual(['password_characters']);
  });

  it.each([
    ['eight spaces (the strength policy refuses them, not the schema)', ' '.repeat(8)],
    ['a passphrase with spaces', 'correct horse battery staple'],
    ['symbols', 'Tr0ub4dor&3x'],
    ['non-breaking spaces and Cyrillic', 'пароль\u00A0из\u00A0слов'],
    ['an emoji', 'sunny 🌞 morning'],
    ['the first character after the C1 controls (U+00A0)', '\u00A0'.repeat(8)],
  ])('accepts printable characters: %s', (_, value) => {
    expect(rulesFailed(value)).toEqual([]);
  });

  it('still reports the length of a short one', () => {
    expect(rulesFailed('\0')).toEqual(['too_small', 'password_characters']);
  });

  it('is refused with control characters by sign-up, reset and change, not by sign-in', () => {
    const nul = '\0'.repeat(8);
    const signup = { email: 'ada@example.com', password: nul, first_name: 'Ada', last_name: 'L', role: 'client' };
    expect(z.safeParse(signupBody, signup).success).toBe(false);
    expect(z.safeParse(resetBody, { password: nul }).success).toBe(false);
    expect(z.safeParse(changePasswordBody, { current_password: 'old one', password: nul }).success).toBe(false);
    // A password set before the rule must still sign in.
    expect(z.safeParse(signinBody, { email: 'ada@example.com', password: nul }).success).toBe(true);
  });

  it.each([
    ['en', /control characters/],
    ['ru', /управляющих символов/],
    ['uk', /керівних символів/],
  ] as const)('has its message in %s', (locale, message) => {
    expect(ruleMessage(accountsRules.passwordCharacters, locale)).toMatch(message);
  });
});
