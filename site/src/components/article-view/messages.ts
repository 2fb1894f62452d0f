import { LOCALES } from '@migralink/shared/locales';
import type { MessageKey } from '@/i18n/messages';

/** What an article's body shows (the pre-built page and the live view alike). */
export const ARTICLE_VIEW_KEYS = [
  'articles.by',
  'articles.published',
  'articles.checked',
  'articles.tags',
  'articles.targets',
  'articles.languages',
  ...LOCALES.map((locale) => `articles.language.${locale}` as const),
] as const satisfies readonly MessageKey[];
export type ArticleViewKey = (typeof ARTICLE_VIEW_KEYS)[number];
export type ArticleViewMessages = Readonly<Record<ArticleViewKey, string>>;
