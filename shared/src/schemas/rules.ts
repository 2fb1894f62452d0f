import * as z from 'zod/mini';
import type { Locale } from '../locales';

/**
 * The product's own validation rules, beside zod's built-in checks. A failed
 * rule is a `custom` issue whose `params.rule` names it; the API and the forms
 * turn it into the message below in the caller's language (zod's locales word
 * the built-in checks).
 */
export const RULE_MESSAGES = {
  phone: {
    en: 'Enter the number in international format, e.g. +49 30 1234567.',
    ru: 'Укажите номер в международном формате, например +49 30 1234567.',
    uk: 'Вкажіть номер у міжнародному форматі, наприклад +49 30 1234567.',
  },
  password_characters: {
    en: 'The password must not contain control characters, such as a tab, a line break or NUL.',
    ru: 'Пароль не должен содержать управляющих символов, например табуляции, перевода строки или NUL.',
    uk: 'Пароль не повинен містити керівних символів, наприклад табуляції, переведення рядка чи NUL.',
  },
  time: {
    en: 'Enter a time as HH:MM, e.g. 09:30.',
    ru: 'Укажите время в формате ЧЧ:ММ, например 09:30.',
    uk: 'Вкажіть час у форматі ГГ:ХХ, наприклад 09:30.',
  },
  time_order: {
    en: 'The closing time must be later than the opening time.',
    ru: 'Время закрытия должно быть позже времени открытия.',
    uk: 'Час закриття має бути пізніше за час відкриття.',
  },
  hours_range: {
    en: 'Enter the hours as HH:MM-HH:MM, or leave empty when closed all day.',
    ru: 'Укажите часы как ЧЧ:ММ-ЧЧ:ММ или оставьте пустым, если весь день закрыто.',
    uk: 'Вкажіть години як ГГ:ХХ-ГГ:ХХ або залиште порожнім, якщо зачинено весь день.',
  },
  days: {
    en: 'Choose at least one day, each day once.',
    ru: 'Выберите хотя бы один день, каждый не более одного раза.',
    uk: 'Оберіть хоча б один день, кожен не більше одного разу.',
  },
  price_order: {
    en: 'The upper price must not be lower than the starting price.',
    ru: 'Верхняя цена не может быть ниже начальной.',
    uk: 'Верхня ціна не може бути нижчою за початкову.',
  },
  unique: {
    en: 'Each value may be chosen only once.',
    ru: 'Каждое значение можно выбрать только один раз.',
    uk: 'Кожне значення можна обрати лише один раз.',
  },
  media: {
    en: 'Upload the image again: this is not one of your uploaded files.',
    ru: 'Загрузите изображение заново: это не ваш загруженный файл.',
    uk: 'Завантажте зображення знову: це не ваш завантажений файл.',
  },
  required: {
    en: 'Fill in this field.',
    ru: 'Заполните это поле.',
    uk: 'Заповніть це поле.',
  },
  line_characters: {
    en: 'Write this on one line, without line breaks, tabs or invisible characters.',
    ru: 'Напишите это в одну строку, без переносов строк, табуляций и невидимых символов.',
    uk: 'Напишіть це в один рядок, без переносів рядка, табуляцій і невидимих символів.',
  },
  text_characters: {
    en: 'Remove the control characters and text direction marks from this text.',
    ru: 'Уберите из текста управляющие символы и знаки направления текста.',
    uk: 'Приберіть із тексту керівні символи та знаки напрямку тексту.',
  },
  category_parent: {
    en: 'Choose categories of the main category only.',
    ru: 'Выберите категории только из основной категории.',
    uk: 'Оберіть категорії лише з основної категорії.',
  },
  unknown_reference: {
    en: 'This value is not in the list.',
    ru: 'Такого значения нет в списке.',
    uk: 'Такого значення немає у списку.',
  },
  lead_contact: {
    en: 'Enter an e-mail address or a phone number, so that they can answer you.',
    ru: 'Укажите e-mail или номер телефона, чтобы вам могли ответить.',
    uk: 'Вкажіть e-mail або номер телефону, щоб вам могли відповісти.',
  },
  consent: {
    en: 'To send the request, agree to the processing of your data.',
    ru: 'Чтобы отправить заявку, дайте согласие на обработку ваших данных.',
    uk: 'Щоб надіслати заявку, дайте згоду на обробку ваших даних.',
  },
  too_fast: {
    en: 'The form was sent too quickly. Please check it and send it again.',
    ru: 'Форма отправлена слишком быстро. Проверьте её и отправьте ещё раз.',
    uk: 'Форму надіслано занадто швидко. Перевірте її та надішліть ще раз.',
  },
  form_token: {
    en: 'This form could not be checked. Reload the page and send it again.',
    ru: 'Не удалось проверить форму. Обновите страницу и отправьте её ещё раз.',
    uk: 'Не вдалося перевірити форму. Оновіть сторінку та надішліть її ще раз.',
  },
  form_expired: {
    en: 'The form was open too long and has expired. Please send it again.',
    ru: 'Форма была открыта слишком долго, и срок её действия истёк. Отправьте её ещё раз.',
    uk: 'Форма була відкрита занадто довго, і термін її дії минув. Надішліть її ще раз.',
  },
  thread_full: {
    en: 'This request has as many replies as it can hold. Answer by e-mail or phone.',
    ru: 'В этой заявке уже максимум ответов. Ответьте по e-mail или по телефону.',
    uk: 'У цій заявці вже максимум відповідей. Відповідайте електронною поштою або телефоном.',
  },
  message_thread_full: {
    en: 'This message has as many answers as it can hold. Close it, or write from your own mailbox.',
    ru: 'В этом сообщении уже максимум ответов. Закройте его или напишите со своего почтового ящика.',
    uk: 'У цьому повідомленні вже максимум відповідей. Закрийте його або напишіть зі своєї поштової скриньки.',
  },
  review_thread_full: {
    en: 'This review has as many comments as it can hold.',
    ru: 'У этого отзыва уже максимум комментариев.',
    uk: 'У цього відгуку вже максимум коментарів.',
  },
  review_comment_no_room: {
    en: 'This review has no room left to make the comment longer. Shorten the text.',
    ru: 'У этого отзыва не осталось места, чтобы сделать комментарий длиннее. Сократите текст.',
    uk: 'У цього відгуку не лишилося місця, щоб зробити коментар довшим. Скоротіть текст.',
  },
  one_filter: {
    en: 'Filter by one of status, kind or service at a time.',
    ru: 'Фильтруйте одновременно только по одному признаку: статусу, типу или услуге.',
    uk: 'Фільтруйте одночасно лише за однією ознакою: статусом, типом або послугою.',
  },
  ad_start: {
    en: 'The advertisement cannot start in the past (dates are in UTC).',
    ru: 'Реклама не может начинаться в прошлом (даты по UTC).',
    uk: 'Реклама не може починатися в минулому (дати за UTC).',
  },
  ad_ahead: {
    en: 'An advertisement can be booked at most a year ahead: choose a start date within 365 days from today.',
    ru: 'Рекламу можно забронировать не более чем на год вперёд: выберите дату начала в пределах 365 дней от сегодня.',
    uk: 'Рекламу можна забронювати не більш ніж на рік наперед: оберіть дату початку в межах 365 днів від сьогодні.',
  },
  ad_days: {
    en: 'An advertisement runs from 1 to 365 days.',
    ru: 'Реклама может длиться от 1 до 365 дней.',
    uk: 'Реклама може тривати від 1 до 365 днів.',
  },
  ad_events: {
    en: 'Report at least one advertisement shown or clicked.',
    ru: 'Укажите хотя бы одно показанное или выбранное объявление.',
    uk: 'Вкажіть хоча б одне показане або вибране оголошення.',
  },
  date_order: {
    en: 'The end date must not be earlier than the start date.',
    ru: 'Дата окончания не может быть раньше даты начала.',
    uk: 'Дата завершення не може бути раніше за дату початку.',
  },
  return_path: {
    en: 'The page to come back to must be a page of your account on this site.',
    ru: 'Страница для возврата должна быть страницей вашего кабинета на этом сайте.',
    uk: 'Сторінка для повернення має бути сторінкою вашого кабінету на цьому сайті.',
  },
  passports: {
    en: 'Choose one to 4 passports to compare.',
    ru: 'Выберите от одного до 4 паспортов для сравнения.',
    uk: 'Оберіть від одного до 4 паспортів для порівняння.',
  },
  article_slug: {
    en: 'Use lowercase Latin letters and digits, words joined by hyphens, e.g. residence-permit-serbia.',
    ru: 'Используйте строчные латинские буквы и цифры, слова через дефис, например residence-permit-serbia.',
    uk: 'Використовуйте малі латинські літери та цифри, слова через дефіс, наприклад residence-permit-serbia.',
  },
  calendar_day: {
    en: 'Enter a date as YYYY-MM-DD, e.g. 2026-11-27.',
    ru: 'Укажите дату в формате ГГГГ-ММ-ДД, например 2026-11-27.',
    uk: 'Вкажіть дату у форматі РРРР-ММ-ДД, наприклад 2026-11-27.',
  },
  article_too_long: {
    en: 'Rendered as a page, this text is too long: shorten it or repeat fewer links.',
    ru: 'Как страница этот текст слишком длинный: сократите его или повторяйте меньше ссылок.',
    uk: 'Як сторінка цей текст задовгий: скоротіть його або повторюйте менше посилань.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type Rule = keyof typeof RULE_MESSAGES;

/** The message of a failed rule in a language. */
export const ruleMessage = (rule: Rule, locale: Locale): string => RULE_MESSAGES[rule][locale];

/** The rule a zod issue stands for, when it is one of ours. */
export function ruleOf(issue: { code: string; params?: Record<string, unknown> }): Rule | undefined {
  const rule = issue.code === 'custom' ? issue.params?.rule : undefined;
  return typeof rule === 'string' && rule in RULE_MESSAGES ? (rule as Rule) : undefined;
}

/** A check that fails with one of our rules (at `path` below the checked value, if given). */
export function rule<T>(name: Rule, valid: (value: T) => boolean, path?: PropertyKey[]) {
  return z.refine<T>(valid, { params: { rule: name }, ...(path ? { path } : {}) });
}

/** A time of day, `HH:MM` in 24 hours. */
export const timeOfDay = z.string().check(rule('time', (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)));

/** Days of the week, 1 = Monday … 7 = Sunday, at least one, each once. */
export const weekDays = z
  .array(z.number().check(z.int(), z.minimum(1), z.maximum(7)))
  .check(rule('days', (days: number[]) => days.length > 0 && new Set(days).size === days.length));

/** Opening hours on a holiday: `HH:MM-HH:MM`, or empty when closed all day. */
export const hoursRange = z.string().check(
  z.trim(),
  rule('hours_range', (value: string) => {
    if (value === '') return true;
    const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(value);
    const valid = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
    return !!match && valid(match[1]!) && valid(match[2]!) && match[1]! < match[2]!;
  }),
);

/** A list whose values may each appear once. */
export const uniqueList = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(
    z.maxLength(max),
    rule('unique', (values: unknown[]) => new Set(values).size === values.length),
  );
