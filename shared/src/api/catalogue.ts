import { dataEnvelope } from '../envelope';
import { paginationMeta } from '../envelope';
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { searchCount, searchFilters, searchQuery, searchResult } from '../schemas/catalogue';

/** The public catalogue: read-only, cacheable for a minute. */
const tag = 'catalogue';
const access = { table: 'read' } as const;
const cacheSeconds = 60;

export const search = defineRoute({
  operationId: 'search',
  method: 'GET',
  path: '/v1/search',
  summary: 'Companies matching source country, target country, purpose and category, a page at a time',
  tag,
  auth: 'public',
  query: searchQuery,
  response: z.object({ data: searchResult, meta: paginationMeta }),
  cacheSeconds,
  handler: 'catalogue/search',
  access,
});

export const searchCountRoute = defineRoute({
  operationId: 'searchCount',
  method: 'GET',
  path: '/v1/search/count',
  summary: 'How many companies match the filters (shown before they are applied)',
  tag,
  auth: 'public',
  query: searchFilters,
  response: dataEnvelope(searchCount),
  cacheSeconds,
  handler: 'catalogue/search-count',
  access,
});
