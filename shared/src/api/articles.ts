import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute, type RouteErrors, type TableAction } from '../route';
import {
  article,
  articleCountryParams,
  articleCountryQuery,
  articleFeedParams,
  articleList,
  articleListQuery,
  articleParams,
  articlePreview,
  articlePreviewBody,
  articleSlugParams,
  newArticle,
  articleContent,
  publicArticle,
  staffArticleList,
  staffArticleListQuery,
} from '../schemas/articles';
import { filePath, uploadedFileBody } from '../schemas/auth';
import { UPLOAD_CHECKS } from './declared-errors';
import { STAFF_SCREENS } from '../staff-screens';

/**
 * Articles (docs/product.md, "Articles"): content managers (and admins) write one per language in the blog, the
 * cases or the news, preview, publish, unpublish and delete them; the public reads a section's published
 * articles per language, one by its address, the newest about a country, and a section's RSS feed.
 */
const tag = 'articles';
/** Who may write articles is who sees their screen (`STAFF_SCREENS.articles`). */
const STAFF = { auth: 'bearer', roles: STAFF_SCREENS.articles } as const;
const PUBLIC = { auth: 'public', cacheSeconds: 60 } as const;
const UNKNOWN = { not_found: 'No article has this id.' } as const satisfies RouteErrors;
/** What a change of an article writes at once: the article, its address, its group's line, its public cards. */
const WRITES: TableAction[] = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'];
const TAKEN = 'Another article of this language has this address, or the group has this language already.';

export const listStaffArticles = defineRoute({
  operationId: 'listStaffArticles',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/articles',
  summary: 'Staff: every article of every language, last changed first, by cursor',
  tag,
  ...STAFF,
  query: staffArticleListQuery,
  response: dataEnvelope(staffArticleList),
  handler: 'articles/staff-list',
  access: { table: ['Query'] },
});

export const createArticle = defineRoute({
  operationId: 'createArticle',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/articles',
  summary: 'Staff: writes a new article (a draft) in a language, on its own or as a translation of another',
  tag,
  ...STAFF,
  body: newArticle,
  response: dataEnvelope(article),
  status: 201,
  errors: { conflict: TAKEN, not_found: 'The article it translates does not exist.' },
  handler: 'articles/create',
  access: { table: WRITES },
});

export const getStaffArticle = defineRoute({
  operationId: 'getStaffArticle',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/articles/{id}',
  summary: 'Staff: one article with its Markdown, rendered HTML, state and every language of its group',
  tag,
  ...STAFF,
  params: articleParams,
  response: dataEnvelope(article),
  errors: UNKNOWN,
  handler: 'articles/staff-get',
  access: { table: ['GetItem', 'Query'] },
});

export const updateArticle = defineRoute({
  operationId: 'updateArticle',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/articles/{id}',
  summary: 'Staff: changes an article; a published one changes for the public at once',
  tag,
  ...STAFF,
  params: articleParams,
  body: articleContent,
  response: dataEnvelope(article),
  errors: { ...UNKNOWN, conflict: TAKEN },
  handler: 'articles/update',
  access: { table: WRITES },
});

export const previewArticle = defineRoute({
  operationId: 'previewArticle',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/articles/preview',
  summary: 'Staff: a Markdown body rendered to the sanitized HTML the public would read, without saving it',
  tag,
  ...STAFF,
  body: articlePreviewBody,
  response: dataEnvelope(articlePreview),
  handler: 'articles/preview',
  access: {},
});

export const publishArticle = defineRoute({
  operationId: 'publishArticle',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/articles/{id}/publish',
  summary: 'Staff: publishes an article: public at once at its address, in its list, feed and countries',
  tag,
  ...STAFF,
  params: articleParams,
  response: dataEnvelope(article),
  errors: UNKNOWN,
  handler: 'articles/publish',
  access: { table: WRITES },
});

export const unpublishArticle = defineRoute({
  operationId: 'unpublishArticle',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/articles/{id}/unpublish',
  summary: 'Staff: takes an article back to a draft: gone from the public at once',
  tag,
  ...STAFF,
  params: articleParams,
  response: dataEnvelope(article),
  errors: UNKNOWN,
  handler: 'articles/unpublish',
  access: { table: WRITES },
});

export const deleteArticle = defineRoute({
  operationId: 'deleteArticle',
  ownerScope: 'shared',
  method: 'DELETE',
  path: '/v1/admin/articles/{id}',
  summary: 'Staff: deletes an article in one language (its other languages stay)',
  tag,
  ...STAFF,
  params: articleParams,
  response: z.undefined(),
  status: 204,
  errors: UNKNOWN,
  handler: 'articles/delete',
  access: { table: WRITES, uploads: { remove: ['article_cover'] } },
});

export const uploadArticleCover = defineRoute({
  operationId: 'uploadArticleCover',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/articles/{id}/cover',
  summary: "Staff: checks an uploaded image (size, real type) and makes it the article's cover",
  tag,
  ...STAFF,
  params: articleParams,
  body: uploadedFileBody,
  response: dataEnvelope(filePath),
  errors: { ...UPLOAD_CHECKS, ...UNKNOWN },
  handler: 'articles/upload-cover',
  access: { table: WRITES, uploads: { accept: ['article_cover'] } },
});

export const listArticles = defineRoute({
  operationId: 'listArticles',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/articles',
  summary: "A section's published articles in a language, newest first, by cursor",
  tag,
  ...PUBLIC,
  query: articleListQuery,
  response: dataEnvelope(articleList),
  handler: 'articles/list',
  access: { table: ['Query'] },
});

export const getArticle = defineRoute({
  operationId: 'getArticle',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/article/{locale}/{slug}',
  summary: 'A published article by its address in a language, with its published translations',
  tag,
  ...PUBLIC,
  params: articleSlugParams,
  response: dataEnvelope(publicArticle),
  errors: { not_found: 'No published article has this address in this language.' },
  handler: 'articles/get',
  access: { table: ['GetItem', 'Query'] },
});

export const listCountryArticles = defineRoute({
  operationId: 'listCountryArticles',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/articles/country/{country}',
  summary: 'The newest published articles about a target country in a language (for its landing page)',
  tag,
  ...PUBLIC,
  params: articleCountryParams,
  query: articleCountryQuery,
  response: dataEnvelope(articleList),
  handler: 'articles/country',
  access: { table: ['Query'] },
});

export const articleFeed = defineRoute({
  operationId: 'articleFeed',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/articles/feed/{locale}/{section}',
  summary: "A section's RSS 2.0 feed in a language: its newest published articles",
  tag,
  ...PUBLIC,
  params: articleFeedParams,
  file: { type: 'application/rss+xml; charset=utf-8', description: 'the feed, shown in place', inline: true },
  response: z.undefined(),
  handler: 'articles/feed',
  access: { table: ['Query'] },
});
