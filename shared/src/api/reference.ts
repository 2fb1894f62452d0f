import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { IP_COUNTRY, SEARCH_INIT } from './endpoints';
import { category, categoryGroup, country, ipCountry, searchInit } from '../schemas/reference';

/** Reference data: public, read-only, cacheable. */
const tag = 'reference';
const cacheSeconds = 300;

export const listCountries = defineRoute({
  operationId: 'listCountries',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/countries',
  summary: 'All countries, localized, with the groups each belongs to',
  tag,
  auth: 'public',
  query: z.object({ group: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/))) }),
  response: dataEnvelope(z.array(country)),
  cacheSeconds,
  handler: 'reference/list-countries',
  access: { table: ['GetItem', 'Query'] },
});

export const listParentCategories = defineRoute({
  operationId: 'listParentCategories',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/categories/parents',
  summary: 'Top-level service categories',
  tag,
  auth: 'public',
  response: dataEnvelope(z.array(category)),
  cacheSeconds,
  handler: 'reference/list-parent-categories',
  access: { table: ['GetItem', 'Query'] },
});

export const listCategoryGroups = defineRoute({
  operationId: 'listCategoryGroups',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/categories-group',
  summary: 'Top-level categories, each with its children',
  tag,
  auth: 'public',
  response: dataEnvelope(z.array(categoryGroup)),
  cacheSeconds,
  handler: 'reference/list-category-groups',
  access: { table: ['GetItem', 'Query'] },
});

export const getSearchInit = defineRoute({
  ...SEARCH_INIT,
  ownerScope: 'shared',
  summary: 'Lists the search filter offers: countries, groups, purposes, categories, currencies',
  tag,
  auth: 'public',
  response: dataEnvelope(searchInit),
  cacheSeconds,
  handler: 'reference/get-search-init',
  access: { table: ['GetItem', 'Query'] },
});

export const getIpCountry = defineRoute({
  ...IP_COUNTRY,
  ownerScope: 'shared',
  summary: "The visitor's country, from the edge's geolocation",
  tag,
  auth: 'public',
  response: dataEnvelope(ipCountry),
  handler: 'reference/get-ip-country',
  access: {},
});
