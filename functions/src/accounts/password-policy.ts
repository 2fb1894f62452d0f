import type { Locale } from '@migralink/shared/locales';
import { ValidationError } from '#http/errors';
import { isCommonPassword } from './common-passwords';
import { isGuessable } from './password-strength';

/**
 * Beyond the schema's 8–128 characters without control characters (OWASP,
 * NIST 800-63B): not the account's own address, no password from the list of
 * the most common ones, and none an estimate puts within a million guesses
 * (repeats, sequences, keyboard walks, dates, common passwords with a digit).
 */
const MESSAGES = {
  common: {
    en: 'This password is too common and easy to guess. Choose another one.',
    ru: 'Этот пароль слишком распространён, его легко подобрать. Выберите другой.',
    uk: 'Цей пароль надто поширений, його легко підібрати. Оберіть інший.',
  },
  guessable: {
    en: 'This password is too easy to guess (repeats, sequences, keys in a row, a date or a common password). Choose another, e.g. a few unrelated words.',
    ru: 'Этот пароль слишком легко подобрать (повторы, последовательности, клавиши подряд, дата или распространённый пароль). Выберите другой, например несколько не связанных слов.',
    uk: 'Цей пароль надто легко підібрати (повтори, послідовності, клавіші поспіль, дата чи поширений пароль). Оберіть інший, наприклад кілька не пов’язаних слів.',
  },
  email: {
    en: 'The password must not be your e-mail address.',
    ru: 'Пароль не должен совпадать с адресом электронной почты.',
    uk: 'Пароль не повинен збігатися з адресою електронної пошти.',
  },
} satisfies Record<string, Record<Locale, string>>;

const fold = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** What is wrong with a new password for the account with this address, in the caller's language; empty if fine. */
export function passwordProblems(password: string, email: string, locale: Locale): string[] {
  const folded = fold(password);
  const address = fold(email);
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : '';
  const problems: string[] = [];
  if (folded === address || folded === local) problems.push(MESSAGES.email[locale]);
  if (isCommonPassword(password)) problems.push(MESSAGES.common[locale]);
  else if (isGuessable(password)) problems.push(MESSAGES.guessable[locale]);
  return problems;
}

/** Refuses an unacceptable new password with a 422 field error on `password`. */
export function assertAcceptablePassword(password: string, email: string, locale: Locale): void {
  const problems = passwordProblems(password, email, locale);
  if (problems.length) throw new ValidationError({ password: problems });
}
