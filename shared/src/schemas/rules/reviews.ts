import type { Rule } from './rule';

/** The rules of reviews, each with its message per language (`../rules.ts`). */

export const reviewThreadFull: Rule = {
  name: 'review_thread_full',
  en: 'This review has as many comments as it can hold.',
  ru: 'У этого отзыва уже максимум комментариев.',
  uk: 'У цього відгуку вже максимум коментарів.',
};

export const reviewCommentNoRoom: Rule = {
  name: 'review_comment_no_room',
  en: 'This review has no room left to make the comment longer. Shorten the text.',
  ru: 'У этого отзыва не осталось места, чтобы сделать комментарий длиннее. Сократите текст.',
  uk: 'У цього відгуку не лишилося місця, щоб зробити коментар довшим. Скоротіть текст.',
};
