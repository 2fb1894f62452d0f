import type { Rule } from './rule';

/** The rules of articles, each with its message per language (`../rules.ts`). */

export const articleSlug: Rule = {
  name: 'article_slug',
  en: 'Use lowercase Latin letters and digits, words joined by hyphens, e.g. residence-permit-serbia.',
  ru: 'Используйте строчные латинские буквы и цифры, слова через дефис, например residence-permit-serbia.',
  uk: 'Використовуйте малі латинські літери та цифри, слова через дефіс, наприклад residence-permit-serbia.',
};

export const articleTooLong: Rule = {
  name: 'article_too_long',
  en: 'Rendered as a page, this text is too long: shorten it or repeat fewer links.',
  ru: 'Как страница этот текст слишком длинный: сократите его или повторяйте меньше ссылок.',
  uk: 'Як сторінка цей текст задовгий: скоротіть його або повторюйте менше посилань.',
};
