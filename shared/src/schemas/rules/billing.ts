import type { Rule } from './rule';

/** The rules of billing and advertising, each with its message per language (`../rules.ts`). */

export const adStart: Rule = {
  name: 'ad_start',
  en: 'The advertisement cannot start in the past (dates are in UTC).',
  ru: 'Реклама не может начинаться в прошлом (даты по UTC).',
  uk: 'Реклама не може починатися в минулому (дати за UTC).',
};

export const adAhead: Rule = {
  name: 'ad_ahead',
  en: 'An advertisement can be booked at most a year ahead: choose a start date within 365 days from today.',
  ru: 'Рекламу можно забронировать не более чем на год вперёд: выберите дату начала в пределах 365 дней от сегодня.',
  uk: 'Рекламу можна забронювати не більш ніж на рік наперед: оберіть дату початку в межах 365 днів від сьогодні.',
};

export const adDays: Rule = {
  name: 'ad_days',
  en: 'An advertisement runs from 1 to 365 days.',
  ru: 'Реклама может длиться от 1 до 365 дней.',
  uk: 'Реклама може тривати від 1 до 365 днів.',
};

export const adEvents: Rule = {
  name: 'ad_events',
  en: 'Report at least one advertisement shown or clicked.',
  ru: 'Укажите хотя бы одно показанное или выбранное объявление.',
  uk: 'Вкажіть хоча б одне показане або вибране оголошення.',
};

export const returnPath: Rule = {
  name: 'return_path',
  en: 'The page to come back to must be a page of your account on this site.',
  ru: 'Страница для возврата должна быть страницей вашего кабинета на этом сайте.',
  uk: 'Сторінка для повернення має бути сторінкою вашого кабінету на цьому сайті.',
};
