import type { Rule } from './rule';

/** The rules shared by many forms, each with its message per language (`../rules.ts`). */

export const phone: Rule = {
  name: 'phone',
  en: 'Enter the number in international format, e.g. +49 30 1234567.',
  ru: 'Укажите номер в международном формате, например +49 30 1234567.',
  uk: 'Вкажіть номер у міжнародному форматі, наприклад +49 30 1234567.',
};

export const required: Rule = {
  name: 'required',
  en: 'Fill in this field.',
  ru: 'Заполните это поле.',
  uk: 'Заповніть це поле.',
};

export const lineCharacters: Rule = {
  name: 'line_characters',
  en: 'Write this on one line, without line breaks, tabs or invisible characters.',
  ru: 'Напишите это в одну строку, без переносов строк, табуляций и невидимых символов.',
  uk: 'Напишіть це в один рядок, без переносів рядка, табуляцій і невидимих символів.',
};

export const textCharacters: Rule = {
  name: 'text_characters',
  en: 'Remove the control characters and text direction marks from this text.',
  ru: 'Уберите из текста управляющие символы и знаки направления текста.',
  uk: 'Приберіть із тексту керівні символи та знаки напрямку тексту.',
};

export const unknownReference: Rule = {
  name: 'unknown_reference',
  en: 'This value is not in the list.',
  ru: 'Такого значения нет в списке.',
  uk: 'Такого значення немає у списку.',
};

export const unique: Rule = {
  name: 'unique',
  en: 'Each value may be chosen only once.',
  ru: 'Каждое значение можно выбрать только один раз.',
  uk: 'Кожне значення можна обрати лише один раз.',
};

export const calendarDay: Rule = {
  name: 'calendar_day',
  en: 'Enter a date as YYYY-MM-DD, e.g. 2026-11-27.',
  ru: 'Укажите дату в формате ГГГГ-ММ-ДД, например 2026-11-27.',
  uk: 'Вкажіть дату у форматі РРРР-ММ-ДД, наприклад 2026-11-27.',
};

export const dateOrder: Rule = {
  name: 'date_order',
  en: 'The end date must not be earlier than the start date.',
  ru: 'Дата окончания не может быть раньше даты начала.',
  uk: 'Дата завершення не може бути раніше за дату початку.',
};
