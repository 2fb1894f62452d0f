import type { Locale } from '@migralink/shared/locales';
import type { LandingPage as Page } from '@migralink/shared/schemas/catalogue';
import type { PublicArticle } from '@migralink/shared/schemas/articles';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { landingPagePath } from '@/urls/catalogue-paths';
import { localizedPath } from '@/urls/localized-url';
import type { ArticleLink } from './ArticleView';

/** A destination's landing page alone, or with one purpose (no origin, no category). */
const landingOf = (pages: readonly Page[], country: string, purpose: number | null) =>
  pages.find(
    ({ filters }) =>
      filters.country_destination_id === country &&
      filters.immigration_purpose_id === purpose &&
      filters.country_id === null &&
      filters.parent_category_id === null,
  );

/**
 * The SEO path of the companies serving an article's target country and purpose: the first country with a
 * landing page for one of its purposes, else the first country's own page; undefined when none is built.
 */
export function companiesPathOf(article: PublicArticle, pages: readonly Page[]): string | undefined {
  for (const country of article.countries)
    for (const purpose of article.purposes) {
      const page = landingOf(pages, country, purpose);
      if (page) return page.path;
    }
  return article.countries.map((country) => landingOf(pages, country, null)).find(Boolean)?.path;
}

/** An article's target countries and purposes by name, each linked to its landing page when there is one. */
export function articleTargets(article: PublicArticle, pages: readonly Page[], init: SearchInit, locale: Locale) {
  const countryName = new Map(init.countries.map((country) => [country.id, country.name]));
  const purposeName = new Map(init.immigration_purposes.map((purpose) => [purpose.id, purpose.name]));
  const link = (name: string | undefined, page: Page | undefined): ArticleLink[] =>
    name && page ? [{ name, href: localizedPath(landingPagePath(page.path), locale) }] : [];
  const first = article.countries[0];
  return [
    ...article.countries.flatMap((country) => link(countryName.get(country), landingOf(pages, country, null))),
    ...(first
      ? article.purposes.flatMap((purpose) =>
          link(`${countryName.get(first)}: ${purposeName.get(purpose)}`, landingOf(pages, first, purpose)),
        )
      : []),
  ];
}
