import { dataEnvelope } from '../envelope';
import { paginationMeta } from '../envelope';
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { SEARCH, SEARCH_COUNT } from './endpoints';
import {
  companiesQuery,
  companiesResult,
  companyCard,
  companyPage,
  companyParams,
  companyRef,
  companySlugParams,
  landingPage,
  landingPages,
  landingTargetsQuery,
  searchCount,
  searchFilters,
  searchQuery,
  searchResult,
  seoFilterIds,
  seoSlugParams,
  serviceParams,
  servicePage,
  serviceSummary,
} from '../schemas/catalogue';

/** The public catalogue: read-only, cacheable for a minute. */
const tag = 'catalogue';
const cacheSeconds = 60;
/** Pages and their vocabulary change only on moderation: five minutes. */
const pageCacheSeconds = 300;
const noCompany = { not_found: 'No public company has this id.' } as const;

export const search = defineRoute({
  ...SEARCH,
  ownerScope: 'shared',
  summary: 'Companies matching source country, target country, purpose and category, a page at a time',
  tag,
  auth: 'public',
  query: searchQuery,
  response: z.object({ data: searchResult, meta: paginationMeta }),
  cacheSeconds,
  handler: 'catalogue/search',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const searchCountRoute = defineRoute({
  ...SEARCH_COUNT,
  ownerScope: 'shared',
  summary: 'How many companies match the filters (shown before they are applied)',
  tag,
  auth: 'public',
  query: searchFilters,
  response: dataEnvelope(searchCount),
  cacheSeconds,
  handler: 'catalogue/search-count',
  access: { table: ['GetItem'] },
});

export const listCompanies = defineRoute({
  operationId: 'listCompanies',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/companies',
  summary: 'The company list of a search or SEO page: matches, alternatives, placements and the resolved SEO filter',
  tag,
  auth: 'public',
  query: companiesQuery,
  response: z.object({ data: companiesResult, meta: paginationMeta }),
  cacheSeconds,
  errors: { not_found: 'The `slug` is no known SEO path.' },
  handler: 'catalogue/list-companies',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const recommendedCompanies = defineRoute({
  operationId: 'recommendedCompanies',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/companies/recommended',
  summary: 'Up to 6 public companies for the home page, premium first',
  tag,
  auth: 'public',
  response: dataEnvelope(z.array(companyCard)),
  cacheSeconds: pageCacheSeconds,
  handler: 'catalogue/recommended-companies',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const getCompanyPage = defineRoute({
  operationId: 'getCompanyPage',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/company/{uuid}',
  summary: "A public company's page in the caller's language",
  tag,
  auth: 'public',
  params: companyParams,
  response: dataEnvelope(companyPage),
  cacheSeconds: pageCacheSeconds,
  errors: noCompany,
  handler: 'catalogue/get-company',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const listCompanyServices = defineRoute({
  operationId: 'listCompanyServices',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/company/{uuid}/services',
  summary: "A public company's public services, prices in the request currency",
  tag,
  auth: 'public',
  params: companyParams,
  response: dataEnvelope(z.array(serviceSummary)),
  cacheSeconds: pageCacheSeconds,
  errors: noCompany,
  handler: 'catalogue/list-company-services',
  access: { table: ['GetItem', 'Query'] },
});

export const resolveSeoSlug = defineRoute({
  operationId: 'resolveSeoSlug',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/search/seo-slug/{path+}',
  summary: 'The filter ids an SEO path (`from-ukraine/germany/work/work-visa`) stands for',
  tag,
  auth: 'public',
  params: seoSlugParams,
  response: dataEnvelope(seoFilterIds),
  cacheSeconds: pageCacheSeconds,
  errors: { not_found: 'The path is no known SEO path.' },
  handler: 'catalogue/resolve-seo-slug',
  access: { table: ['GetItem', 'Query'] },
});

export const listLandingPages = defineRoute({
  operationId: 'listLandingPages',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/search/landing-pages',
  summary: 'Every SEO path with a public company, every public company and service: what the site pre-builds',
  tag,
  auth: 'public',
  response: dataEnvelope(landingPages),
  cacheSeconds: pageCacheSeconds,
  handler: 'catalogue/list-landing-pages',
  access: { table: ['GetItem', 'Query'] },
  // One answer of every public company: the build's, which a browser never asks (an article's: `listTargetLandingPages`).
  buildOnly: true,
});

export const listTargetLandingPages = defineRoute({
  operationId: 'listTargetLandingPages',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/search/landing-pages/targets',
  summary:
    "The landing pages an article links: each target country's own and with each target purpose, those with a public company (at most 110)",
  tag,
  auth: 'public',
  query: landingTargetsQuery,
  response: dataEnvelope(z.array(landingPage)),
  cacheSeconds: pageCacheSeconds,
  handler: 'catalogue/list-target-landing-pages',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const getServicePage = defineRoute({
  operationId: 'getServicePage',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/service/{id}',
  summary: "A public service's page with its company's card, prices in the request currency",
  tag,
  auth: 'public',
  params: serviceParams,
  response: dataEnvelope(servicePage),
  cacheSeconds: pageCacheSeconds,
  errors: { not_found: 'No public service of a public company has this id.' },
  handler: 'catalogue/get-service',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const resolveCompanySlug = defineRoute({
  operationId: 'resolveCompanySlug',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/company/slug/{slug}',
  summary: 'The public company a slug names: how a company page not pre-built yet opens at its own address',
  tag,
  auth: 'public',
  params: companySlugParams,
  response: dataEnvelope(companyRef),
  cacheSeconds: pageCacheSeconds,
  errors: { not_found: 'No public company has this slug.' },
  handler: 'catalogue/resolve-company-slug',
  access: { table: ['Query'] },
});
