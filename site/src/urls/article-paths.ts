import type { Locale } from '@migralink/shared/locales';
import type { ArticleSection } from '@migralink/shared/schemas/articles';
import { localizedPath } from './localized-url';

/** A section's list (`/{locale}/{section}/`), its page `n` (`/{locale}/{section}/page/{n}/`, the first has none). */
export function articleSectionUrl(locale: Locale, section: ArticleSection, page = 1): string {
  return localizedPath(page > 1 ? `/${section}/page/${page}/` : `/${section}/`, locale);
}

/** An article's address: `/{locale}/{section}/{slug}/` (docs/product.md, "Articles"). */
export const articleUrl = (locale: Locale, section: ArticleSection, slug: string): string =>
  localizedPath(`/${section}/${slug}/`, locale);

/** A section's RSS feed in a language: the API answers it live at the site's origin. */
export const articleFeedUrl = (locale: Locale, section: ArticleSection): string =>
  `/v1/articles/feed/${locale}/${section}`;

/** A language's article search index, written by the build (`pages/[locale]/article-search.json.ts`). */
export const articleSearchIndexUrl = (locale: Locale): string => `/${locale}/article-search.json`;
