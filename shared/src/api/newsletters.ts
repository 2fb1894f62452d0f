import { dataEnvelope } from '../envelope';
import { defineRoute, type RouteErrors } from '../route';
import {
  newsletter,
  newsletterContent,
  newsletterList,
  newsletterListQuery,
  newsletterParams,
  newsletterPreview,
  newsletterTest,
} from '../schemas/newsletters';

/**
 * Newsletters (docs/product.md, "Newsletters"): content managers (and admins) write one per
 * language and topic, preview it, test it on their own address and send it to the list's
 * confirmed subscribers; the send runs as a job, resumable, one mail per subscriber.
 */
const tag = 'newsletters';
const STAFF = { auth: 'bearer', roles: ['content_manager'] } as const;
const UNKNOWN = { not_found: 'No newsletter has this id.' } as const satisfies RouteErrors;

export const listNewsletters = defineRoute({
  operationId: 'listNewsletters',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/newsletters',
  summary: 'Staff: the newsletters, newest first, with their state and counts, by cursor',
  tag,
  ...STAFF,
  query: newsletterListQuery,
  response: dataEnvelope(newsletterList),
  handler: 'newsletters/list',
  access: { table: ['Query', 'GetItem'] },
});

export const createNewsletter = defineRoute({
  operationId: 'createNewsletter',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/newsletters',
  summary: 'Staff: writes a new newsletter for a language and topic (a draft)',
  tag,
  ...STAFF,
  body: newsletterContent,
  response: dataEnvelope(newsletter),
  status: 201,
  handler: 'newsletters/create',
  access: { table: ['GetItem', 'PutItem'] },
});

export const getNewsletter = defineRoute({
  operationId: 'getNewsletter',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/newsletters/{id}',
  summary: "Staff: one newsletter with its send's progress and counts",
  tag,
  ...STAFF,
  params: newsletterParams,
  response: dataEnvelope(newsletter),
  errors: UNKNOWN,
  handler: 'newsletters/get',
  access: { table: ['GetItem'] },
});

export const updateNewsletter = defineRoute({
  operationId: 'updateNewsletter',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/newsletters/{id}',
  summary: 'Staff: changes a newsletter while it is a draft',
  tag,
  ...STAFF,
  params: newsletterParams,
  body: newsletterContent,
  response: dataEnvelope(newsletter),
  errors: { ...UNKNOWN, conflict: 'Its send has started: it can no longer be changed.' },
  handler: 'newsletters/update',
  access: { table: ['GetItem', 'UpdateItem'] },
});

export const previewNewsletter = defineRoute({
  operationId: 'previewNewsletter',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/newsletters/preview',
  summary: 'Staff: a newsletter as its mail would be (subject, HTML, text), without saving it',
  tag,
  ...STAFF,
  body: newsletterContent,
  response: dataEnvelope(newsletterPreview),
  handler: 'newsletters/preview',
  access: {},
});

export const testNewsletter = defineRoute({
  operationId: 'testNewsletter',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/newsletters/{id}/test',
  summary: "Staff: sends the newsletter as it is now to the caller's own address",
  tag,
  ...STAFF,
  params: newsletterParams,
  response: dataEnvelope(newsletterTest),
  status: 202,
  errors: { ...UNKNOWN, rate_limited: 'Too many tests by this user.' },
  handler: 'newsletters/test',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem'], mail: true, formTokens: true },
});

export const sendNewsletter = defineRoute({
  operationId: 'sendNewsletter',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/newsletters/{id}/send',
  summary:
    "Staff: sends a draft to its list's confirmed subscribers (a job queues one mail each); a send under way answers as it is",
  tag,
  ...STAFF,
  params: newsletterParams,
  response: dataEnvelope(newsletter),
  status: 202,
  errors: { ...UNKNOWN, conflict: 'It was sent already.' },
  handler: 'newsletters/send',
  access: { table: ['GetItem', 'UpdateItem'] },
});
