import type { Locale } from '@migralink/shared/locales';
import { ValidationError } from '#http/errors';
import { isCommonPassword } from './common-passwords';

/**
 * Beyond the schema's 8–128 characters (OWASP, NIST 800-63B): no password
 * from the list of the most common ones, and not the account's own address.
 */
const MESSAGES = {
  common: {
    en: 'This password is too common and easy to guess. Choose another one.',
    ru: 'Этот пароль слишком распространён, его легко подобрать. Выберите другой.',
    uk: 'Цей пароль надто поширений, його легко підібрати. Оберіть інший.',
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
  return problems;
}

/** Refuses an unacceptable new password with a 422 field error on `password`. */
export function assertAcceptablePassword(password: string, email: string, locale: Locale): void {
  const problems = passwordProblems(password, email, locale);
  if (problems.length) throw new ValidationError({ password: problems });
}
