import type { Rule } from './rule';

/** The rules of leads, each with its message per language (`../rules.ts`). */

export const leadContact: Rule = {
  name: 'lead_contact',
  en: 'Enter an e-mail address or a phone number, so that they can answer you.',
  ru: 'Укажите e-mail или номер телефона, чтобы вам могли ответить.',
  uk: 'Вкажіть e-mail або номер телефону, щоб вам могли відповісти.',
};

export const threadFull: Rule = {
  name: 'thread_full',
  en: 'This request has as many replies as it can hold. Answer by e-mail or phone.',
  ru: 'В этой заявке уже максимум ответов. Ответьте по e-mail или по телефону.',
  uk: 'У цій заявці вже максимум відповідей. Відповідайте електронною поштою або телефоном.',
};

export const oneFilter: Rule = {
  name: 'one_filter',
  en: 'Filter by one of status, kind or service at a time.',
  ru: 'Фильтруйте одновременно только по одному признаку: статусу, типу или услуге.',
  uk: 'Фільтруйте одночасно лише за однією ознакою: статусом, типом або послугою.',
};
