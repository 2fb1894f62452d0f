import type { Rule } from './rule';

/** The rules of the visa-free map, each with its message per language (`../rules.ts`). */

export const passports: Rule = {
  name: 'passports',
  en: 'Choose one to 4 passports to compare.',
  ru: 'Выберите от одного до 4 паспортов для сравнения.',
  uk: 'Оберіть від одного до 4 паспортів для порівняння.',
};
