import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { Article, ArticleContent, NewArticle } from '@migralink/shared/schemas/articles';
import { ARTICLE_PAGE_SIZE } from '@migralink/shared/schemas/articles';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { getArticleItem, groupVersions, staffArticlePage, writeArticle, type ArticleItem } from '#data/articles';
import { ConflictError, NotFoundError, ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';
import { articleMessage } from './messages';
import { renderMarkdown } from './markdown';
import * as articlesRules from '@migralink/shared/schemas/rules/articles';

/**
 * Staff's work on articles (docs/product.md, "Articles"): a draft written in a language (alone, or as a
 * translation joining another's group), changed, published, taken back and deleted. Every change is one
 * transaction of the article with its address, its group's line and its public cards (`#data/articles`).
 */

/** The rendered HTML's limit in bytes: with the Markdown (at most 60,000) the item stays far below 400 KB. */
export const ARTICLE_HTML_MAX_BYTES = 200_000;

/** The body as the public reads it; a body that renders to more than the limit is refused at its field. */
export function renderedBody(body: string, locale: Locale): string {
  const html = renderMarkdown(body);
  if (Buffer.byteLength(html) > ARTICLE_HTML_MAX_BYTES)
    throw new ValidationError({ body: [ruleMessage(articlesRules.articleTooLong, locale)] });
  return html;
}

async function existing(id: string, locale: Locale): Promise<ArticleItem> {
  const item = await getArticleItem(id);
  if (!item) throw new NotFoundError({ message: articleMessage('unknown', locale) });
  return item;
}

/** Writes the change; one that met another change, or a taken address or language, is a 409 that says which. */
async function written(before: ArticleItem | undefined, after: ArticleItem, locale: Locale): Promise<ArticleItem> {
  const outcome = await writeArticle(before, after);
  if (outcome !== 'written') throw new ConflictError({ message: articleMessage(outcome, locale) });
  return after;
}

export async function createArticle(input: NewArticle, userId: string, locale: Locale): Promise<ArticleItem> {
  const { translation_of: original, ...content } = input;
  const group = original ? (await getArticleItem(original))?.group : randomUUID();
  if (!group) throw new NotFoundError({ message: articleMessage('unknownOriginal', locale) });
  const now = new Date().toISOString();
  const item: ArticleItem = {
    ...content,
    id: randomUUID(),
    group,
    state: 'draft',
    cover: null,
    html: renderedBody(content.body, locale),
    created_by: userId,
    created_at: now,
    updated_at: now,
    published_at: null,
  };
  return written(undefined, item, locale);
}

/** A changed article; a published one changes for the public in the same write. */
export async function changeArticle(id: string, content: ArticleContent, locale: Locale): Promise<ArticleItem> {
  const before = await existing(id, locale);
  const html = renderedBody(content.body, locale);
  return written(before, { ...before, ...content, html, updated_at: new Date().toISOString() }, locale);
}

/** Published (at once) or taken back to a draft; the first publication's time stays its date. */
export async function setPublished(id: string, published: boolean, locale: Locale): Promise<ArticleItem> {
  const before = await existing(id, locale);
  const now = new Date().toISOString();
  const state = published ? 'published' : 'draft';
  if (before.state === state) return before;
  return written(before, { ...before, state, published_at: before.published_at ?? now, updated_at: now }, locale);
}

/** Its cover changed to a checked image's path; answers the article before, to let its old file go. */
export async function changeCover(id: string, cover: string, locale: Locale): Promise<ArticleItem> {
  const before = await existing(id, locale);
  await written(before, { ...before, cover, updated_at: new Date().toISOString() }, locale);
  return before;
}

/** Deleted in its language (with its address, line and cards); answers what it was. */
export async function deleteArticle(id: string, locale: Locale): Promise<ArticleItem> {
  const before = await existing(id, locale);
  const outcome = await writeArticle(before, undefined);
  if (outcome !== 'written') throw new ConflictError({ message: articleMessage(outcome, locale) });
  return before;
}

export async function staffArticle(id: string, locale: Locale): Promise<Article> {
  return presentArticle(await existing(id, locale));
}

export async function presentArticle(item: ArticleItem): Promise<Article> {
  const { created_by: _by, ...article } = item;
  const translations = (await groupVersions(item.group)).filter((version) => version.id !== item.id);
  return { ...article, translations };
}

export async function staffArticleList(cursor: string | undefined, locale: Locale) {
  const page = await staffArticlePage(cursor, ARTICLE_PAGE_SIZE);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  const items = page.items.map(({ id, locale: language, section, slug, title, state, updated_at, published_at }) => ({
    id,
    locale: language,
    section,
    slug,
    title,
    state,
    updated_at,
    published_at,
  }));
  return { items, next_cursor: page.next ?? null };
}
