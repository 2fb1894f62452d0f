import type { Rule } from './rule';

/** The rules of companies' and services' listings, each with its message per language (`../rules.ts`). */

export const time: Rule = {
  name: 'time',
  en: 'Enter a time as HH:MM, e.g. 09:30.',
  ru: 'Укажите время в формате ЧЧ:ММ, например 09:30.',
  uk: 'Вкажіть час у форматі ГГ:ХХ, наприклад 09:30.',
};

export const timeOrder: Rule = {
  name: 'time_order',
  en: 'The closing time must be later than the opening time.',
  ru: 'Время закрытия должно быть позже времени открытия.',
  uk: 'Час закриття має бути пізніше за час відкриття.',
};

export const hoursRange: Rule = {
  name: 'hours_range',
  en: 'Enter the hours as HH:MM-HH:MM, or leave empty when closed all day.',
  ru: 'Укажите часы как ЧЧ:ММ-ЧЧ:ММ или оставьте пустым, если весь день закрыто.',
  uk: 'Вкажіть години як ГГ:ХХ-ГГ:ХХ або залиште порожнім, якщо зачинено весь день.',
};

export const days: Rule = {
  name: 'days',
  en: 'Choose at least one day, each day once.',
  ru: 'Выберите хотя бы один день, каждый не более одного раза.',
  uk: 'Оберіть хоча б один день, кожен не більше одного разу.',
};

export const priceOrder: Rule = {
  name: 'price_order',
  en: 'The upper price must not be lower than the starting price.',
  ru: 'Верхняя цена не может быть ниже начальной.',
  uk: 'Верхня ціна не може бути нижчою за початкову.',
};

export const media: Rule = {
  name: 'media',
  en: 'Upload the image again: this is not one of your uploaded files.',
  ru: 'Загрузите изображение заново: это не ваш загруженный файл.',
  uk: 'Завантажте зображення знову: це не ваш завантажений файл.',
};

export const categoryParent: Rule = {
  name: 'category_parent',
  en: 'Choose categories of the main category only.',
  ru: 'Выберите категории только из основной категории.',
  uk: 'Оберіть категорії лише з основної категорії.',
};
