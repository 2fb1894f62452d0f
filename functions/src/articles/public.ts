import type { Locale } from '@migralink/shared/locales';
import type { ArticleSection, PublicArticle } from '@migralink/shared/schemas/articles';
import { ARTICLE_COUNTRY_NEWEST, ARTICLE_PAGE_SIZE } from '@migralink/shared/schemas/articles';
import { articleIdAt, countryPage, getArticleItem, groupVersions, sectionPage } from '#data/articles';
import { NotFoundError, ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';
import { articleMessage } from './messages';

/** What the public reads of articles (docs/product.md, "Articles"): published ones only, drafts never. */

/** A published article at its address in a language, with its published translations. */
export async function publishedArticle(language: Locale, slug: string, locale: Locale): Promise<PublicArticle> {
  const id = await articleIdAt(language, slug);
  const item = id ? await getArticleItem(id) : undefined;
  if (item?.state !== 'published') throw new NotFoundError({ message: articleMessage('notPublished', locale) });
  const translations = (await groupVersions(item.group)).filter(
    (version) => version.id !== item.id && version.state === 'published',
  );
  return {
    id: item.id,
    locale: item.locale,
    section: item.section,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    cover: item.cover,
    tags: item.tags,
    author: item.author,
    published_at: item.published_at!,
    countries: item.countries,
    purposes: item.purposes,
    checked_by: item.checked_by,
    checked_on: item.checked_on,
    html: item.html,
    updated_at: item.updated_at,
    translations,
  };
}

/** A page of a section's published articles in a language, newest first. */
export async function sectionList(
  section: ArticleSection,
  language: Locale,
  cursor: string | undefined,
  locale: Locale,
) {
  const page = await sectionPage(section, language, cursor, ARTICLE_PAGE_SIZE);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  return { items: page.items, next_cursor: page.next ?? null };
}

/** The newest published articles about a country in a language. */
export async function countryNewest(country: string, language: Locale) {
  const page = await countryPage(country, language, ARTICLE_COUNTRY_NEWEST);
  return { items: page!.items, next_cursor: null };
}
