import type { Rule } from './rule';

/** The rules of the public forms, each with its message per language (`../rules.ts`). */

export const consent: Rule = {
  name: 'consent',
  en: 'To send the request, agree to the processing of your data.',
  ru: 'Чтобы отправить заявку, дайте согласие на обработку ваших данных.',
  uk: 'Щоб надіслати заявку, дайте згоду на обробку ваших даних.',
};

export const tooFast: Rule = {
  name: 'too_fast',
  en: 'The form was sent too quickly. Please check it and send it again.',
  ru: 'Форма отправлена слишком быстро. Проверьте её и отправьте ещё раз.',
  uk: 'Форму надіслано занадто швидко. Перевірте її та надішліть ще раз.',
};

export const formToken: Rule = {
  name: 'form_token',
  en: 'This form could not be checked. Reload the page and send it again.',
  ru: 'Не удалось проверить форму. Обновите страницу и отправьте её ещё раз.',
  uk: 'Не вдалося перевірити форму. Оновіть сторінку та надішліть її ще раз.',
};

export const formExpired: Rule = {
  name: 'form_expired',
  en: 'The form was open too long and has expired. Please send it again.',
  ru: 'Форма была открыта слишком долго, и срок её действия истёк. Отправьте её ещё раз.',
  uk: 'Форма була відкрита занадто довго, і термін її дії минув. Надішліть її ще раз.',
};
