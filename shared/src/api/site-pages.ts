import { dataEnvelope } from '../envelope';
import { defineRoute, type RouteErrors } from '../route';
import { publicSitePage, sitePageList, sitePageParams, sitePageSave, staffSitePage } from '../schemas/site-pages';
import { STAFF_SCREENS } from '../staff-screens';

/**
 * The programme, webinar and contacts pages (docs/product.md, "Programme, webinar and contacts pages"): the
 * public (and the site's build) reads one page in one language, its first edition while nothing is stored;
 * content managers (and admins) list every page in every language, open one and save it, which asks for a
 * build of the pre-built site.
 */
const tag = 'articles';
/** Who may edit the pages is who sees their screen (`STAFF_SCREENS.sitePages`). */
const STAFF = { auth: 'bearer', roles: STAFF_SCREENS.sitePages } as const;
const UNKNOWN = { not_found: 'The site has no page of this kind at this address.' } as const satisfies RouteErrors;

export const getSitePage = defineRoute({
  operationId: 'getSitePage',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/site-pages/{kind}/{slug}/{locale}',
  summary: 'A programme, webinar or contacts page in a language: as last saved, or its first edition',
  tag,
  auth: 'public',
  cacheSeconds: 60,
  params: sitePageParams,
  response: dataEnvelope(publicSitePage),
  errors: UNKNOWN,
  handler: 'site-pages/get',
  access: { table: ['GetItem'] },
});

export const listStaffSitePages = defineRoute({
  operationId: 'listStaffSitePages',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/site-pages',
  summary: 'Staff: every programme, webinar and contacts page in every language, with its title and edition',
  tag,
  ...STAFF,
  response: dataEnvelope(sitePageList),
  handler: 'site-pages/staff-list',
  access: { table: ['BatchGetItem'] },
});

export const getStaffSitePage = defineRoute({
  operationId: 'getStaffSitePage',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/site-pages/{kind}/{slug}/{locale}',
  summary: 'Staff: one page in one language to edit, with who saved it last and when',
  tag,
  ...STAFF,
  params: sitePageParams,
  response: dataEnvelope(staffSitePage),
  errors: UNKNOWN,
  handler: 'site-pages/staff-get',
  access: { table: ['GetItem'] },
});

export const updateSitePage = defineRoute({
  operationId: 'updateSitePage',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/site-pages/{kind}/{slug}/{locale}',
  summary: 'Staff: saves one page in one language, unless it was saved since it was read; public after the next build',
  tag,
  ...STAFF,
  params: sitePageParams,
  body: sitePageSave,
  response: dataEnvelope(staffSitePage),
  errors: { ...UNKNOWN, conflict: 'The page was saved by someone else since it was read: reload it.' },
  handler: 'site-pages/update',
  access: { table: ['PutItem', 'UpdateItem'] },
});
