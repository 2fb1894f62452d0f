import type { Rule } from './rule';

/** The rules of accounts, each with its message per language (`../rules.ts`). */

export const passwordCharacters: Rule = {
  name: 'password_characters',
  en: 'The password must not contain control characters, such as a tab, a line break or NUL.',
  ru: 'Пароль не должен содержать управляющих символов, например табуляции, перевода строки или NUL.',
  uk: 'Пароль не повинен містити керівних символів, наприклад табуляції, переведення рядка чи NUL.',
};
