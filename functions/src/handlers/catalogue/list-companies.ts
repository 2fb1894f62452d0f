import { listCompanies } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { NotFoundError } from '#http/errors';
import { definedOnly } from '#data/items';
import { catalogueReference } from '#reference/lists';
import { searchPage } from '#catalogue/search-page';
import { resolveSeoPath, searchFiltersOf, withNames } from '#catalogue/seo';

/** The company list of a search or SEO page; filters sent beside `slug` win over the path's. */
export const handler = createHandler(listCompanies, async ({ query, locale, currency }) => {
  const { page = 1, slug, ...filters } = query;
  if (slug === undefined) {
    const { data, meta } = await searchPage(filters, page, { locale, currency });
    return { data: { ...data, seo_filter: null }, meta };
  }
  const reference = await catalogueReference();
  const ids = resolveSeoPath(slug, reference);
  if (!ids) throw new NotFoundError();
  const { data, meta } = await searchPage({ ...searchFiltersOf(ids), ...definedOnly(filters) }, page, {
    locale,
    currency,
  });
  return { data: { ...data, seo_filter: withNames(ids, reference, locale) }, meta };
});
