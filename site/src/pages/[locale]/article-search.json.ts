import type { APIRoute, GetStaticPaths } from 'astro';
import { ARTICLE_SECTIONS } from '@migralink/shared/schemas/articles';
import { fetchSectionArticles } from '@/build-data/api';
import { searchIndexOf } from '@/components/articles/search-index';
import { localeStaticPaths, type LocaleProps } from '@/routing/locale-paths';

/**
 * `/{locale}/article-search.json`: the language's search index of every section's published articles
 * (docs/product.md, "Articles"), fetched by a section page's search box when the visitor first uses it.
 */
export const getStaticPaths = (() => localeStaticPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { locale } = props as LocaleProps;
  const cards = await Promise.all(ARTICLE_SECTIONS.map((section) => fetchSectionArticles(section, locale)));
  return new Response(JSON.stringify(searchIndexOf(cards.flat())), {
    headers: { 'Content-Type': 'application/json' },
  });
};
