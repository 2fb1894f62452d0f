import * as z from 'zod/mini';
import { ARTICLE_TARGETS_MAX } from '../article-targets';
import { LOCALES } from '../locales';
import { countryCode, knownCountry } from './reference';
import { rule, uniqueList } from './rules';
import { multiLine, singleLine } from './text';
import * as articlesRules from './rules/articles';
import * as commonRules from './rules/common';

/**
 * Articles (docs/product.md, "Articles"): staff write them per language in three sections, publish and
 * unpublish them; the public reads the published ones. Every text's limit is in characters, each of which is
 * at most 3 bytes of UTF-8 (a 4-byte emoji counts as two characters), so the bytes an article takes are
 * bounded: the numbers in bytes are in docs/product.md, "Articles".
 */

export const ARTICLE_SECTIONS = ['blog', 'cases', 'news'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** `draft` (staff only) and `published` (public at its address, in its section's list and feed). */
export const ARTICLE_STATES = ['draft', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ARTICLE_TITLE_MAX = 160;
export const ARTICLE_SUMMARY_MAX = 400;
/** The Markdown body: at most 60,000 bytes of UTF-8; its rendered HTML is bounded apart (docs/product.md). */
export const ARTICLE_BODY_MAX = 20_000;
export const ARTICLE_NAME_MAX = 100;
export const ARTICLE_SLUG_MAX = 80;
export const ARTICLE_TAGS_MAX = 8;
export const ARTICLE_TAG_MAX = 40;
export { ARTICLE_TARGETS_MAX };
/** Articles in a page of a section's list (public) and of staff's list. */
export const ARTICLE_PAGE_SIZE = 12;
/** The newest articles a country's landing page shows. */
export const ARTICLE_COUNTRY_NEWEST = 3;

/** An article's address in its language: lowercase Latin letters and digits in words joined by hyphens. */
export const articleSlug = z.string().check(
  z.maxLength(ARTICLE_SLUG_MAX),
  rule(articlesRules.articleSlug, (slug: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)),
);

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDay = z
  .string()
  .check(
    rule(commonRules.calendarDay, (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(Date.parse(value))),
  );

/** What staff write: everything of an article but its state, cover and translations. */
export const articleContent = z.object({
  locale: z.enum(LOCALES),
  section: z.enum(ARTICLE_SECTIONS),
  slug: articleSlug,
  title: singleLine(ARTICLE_TITLE_MAX, 1),
  summary: multiLine(ARTICLE_SUMMARY_MAX, 1),
  body: multiLine(ARTICLE_BODY_MAX, 1),
  tags: uniqueList(singleLine(ARTICLE_TAG_MAX, 1), ARTICLE_TAGS_MAX),
  countries: uniqueList(knownCountry, ARTICLE_TARGETS_MAX),
  purposes: uniqueList(z.number().check(z.int(), z.positive()), ARTICLE_TARGETS_MAX),
  author: singleLine(ARTICLE_NAME_MAX, 1),
  checked_by: singleLine(ARTICLE_NAME_MAX, 1),
  checked_on: calendarDay,
});
export type ArticleContent = z.output<typeof articleContent>;

/** A new article: its content and, for a translation, the article it translates (one group, one per language). */
export const newArticle = z.object({ ...articleContent.shape, translation_of: z.optional(z.uuid()) });
export type NewArticle = z.output<typeof newArticle>;

export const articleParams = z.object({ id: z.uuid() });

/** One language's version of an article, as its translations name it. */
export const articleVersion = z.object({
  id: z.uuid(),
  locale: z.enum(LOCALES),
  section: z.enum(ARTICLE_SECTIONS),
  slug: z.string(),
  title: z.string(),
  state: z.enum(ARTICLE_STATES),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

/** What an article shows of itself in a list, a feed and under a landing page. */
export const articleCard = z.object({
  id: z.uuid(),
  locale: z.enum(LOCALES),
  section: z.enum(ARTICLE_SECTIONS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.nullable(z.string()),
  tags: z.array(z.string()),
  author: z.string(),
  published_at: z.string(),
});
export type ArticleCard = z.infer<typeof articleCard>;

/** An article as staff see it: its content, state, cover, rendered HTML and every language's version. */
export const article = z.object({
  id: z.uuid(),
  group: z.uuid(),
  ...articleContent.shape,
  state: z.enum(ARTICLE_STATES),
  cover: z.nullable(z.string()),
  html: z.string(),
  translations: z.array(articleVersion),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.nullable(z.string()),
});
export type Article = z.infer<typeof article>;

/** A published article as the public reads it: the Markdown source is left out, its versions are published ones. */
export const publicArticle = z.object({
  ...articleCard.shape,
  countries: z.array(countryCode),
  purposes: z.array(z.number()),
  checked_by: z.string(),
  checked_on: z.string(),
  html: z.string(),
  updated_at: z.string(),
  translations: z.array(articleVersion),
});
export type PublicArticle = z.infer<typeof publicArticle>;

/** A line of staff's list, last changed first. */
export const articleSummary = z.object({
  ...articleVersion.shape,
  updated_at: z.string(),
  published_at: z.nullable(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

const cursor = z.optional(z.string().check(z.maxLength(500)));
export const staffArticleListQuery = z.object({ cursor });
export const staffArticleList = z.object({ items: z.array(articleSummary), next_cursor: z.nullable(z.string()) });

export const articleListQuery = z.object({ section: z.enum(ARTICLE_SECTIONS), locale: z.enum(LOCALES), cursor });
export const articleList = z.object({ items: z.array(articleCard), next_cursor: z.nullable(z.string()) });

export const articleSlugParams = z.object({ locale: z.enum(LOCALES), slug: articleSlug });
export const articleCountryParams = z.object({ country: countryCode });
export const articleCountryQuery = z.object({ locale: z.enum(LOCALES) });
export const articleFeedParams = z.object({ locale: z.enum(LOCALES), section: z.enum(ARTICLE_SECTIONS) });

/** A Markdown body as the public would read it, rendered without saving. */
export const articlePreviewBody = z.object({ body: multiLine(ARTICLE_BODY_MAX, 1) });
export const articlePreview = z.object({ html: z.string() });
