import { LOCALES, type Locale } from '@migralink/shared/locales';
import type { ArticleSection, ArticleVersion, PublicArticle } from '@migralink/shared/schemas/articles';

/**
 * What a section's pre-built pages are made of (docs/product.md, "Articles"): its list cut into pages, and the
 * pages of its addresses: each published article, and at an address where a language has no version, a page
 * that says so and offers the versions there are.
 */

/** Page `page` (from 1) of a list, `size` a page; the number of pages is at least 1 (an empty section has one). */
export function pageOfList<T>(items: readonly T[], page: number, size: number) {
  return { items: items.slice((page - 1) * size, page * size), pages: Math.max(1, Math.ceil(items.length / size)) };
}

/** An article's path without its locale: `/{section}/{slug}/`. */
export const articlePath = (version: Pick<ArticleVersion, 'section' | 'slug'>) =>
  `/${version.section}/${version.slug}/`;

/** The paths of an article and its published translations, by language (its hreflang alternates). */
export function versionPaths(article: PublicArticle): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    [article, ...article.translations].map((version) => [version.locale, articlePath(version)]),
  );
}

export type SectionAddress =
  | { readonly locale: Locale; readonly slug: string; readonly article: PublicArticle }
  | { readonly locale: Locale; readonly slug: string; readonly missing: readonly ArticleVersion[] };

const versionOf = (article: PublicArticle): ArticleVersion => ({
  id: article.id,
  locale: article.locale,
  section: article.section,
  slug: article.slug,
  title: article.title,
  state: 'published',
});

/**
 * Every address of a section's published articles in every language: the article itself where it is, and
 * elsewhere a page offering its versions (a translation of the page's language first, under its own address).
 */
export function sectionAddresses(section: ArticleSection, articles: readonly PublicArticle[]): SectionAddress[] {
  const mine = articles.filter((article) => article.section === section);
  const slugs = [...new Set(mine.map((article) => article.slug))];
  return slugs.flatMap((slug) => {
    const here = mine.filter((article) => article.slug === slug);
    return LOCALES.map((locale): SectionAddress => {
      const article = here.find((candidate) => candidate.locale === locale);
      if (article) return { locale, slug, article };
      const translated = here.flatMap((other) => other.translations).filter((version) => version.locale === locale);
      const missing = [...translated, ...here.map(versionOf)];
      return { locale, slug, missing: missing.filter((v, i) => missing.findIndex((w) => w.id === v.id) === i) };
    });
  });
}
