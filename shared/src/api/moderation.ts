import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import {
  approveBody,
  companyPlan,
  companyPlanBody,
  companyPlanParams,
  moderationItem,
  moderationItemParams,
  moderationQueue,
  moderationQueueQuery,
  rejectBody,
} from '../schemas/moderation';

/** Staff work on companies: moderation (admins decide) and tariffs. */
const tag = 'moderation';
const auth = 'bearer';
const roles = ['admin'] as const;
const deciding = {
  not_found: 'No company or service of this kind has this id.',
  conflict: 'This revision does not wait for moderation (any more).',
} as const;

export const moderationQueueRoute = defineRoute({
  operationId: 'moderationQueue',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/moderation',
  summary: 'Companies and services waiting for moderation, oldest first, a page at a time',
  tag,
  auth,
  roles,
  query: moderationQueueQuery,
  response: dataEnvelope(moderationQueue),
  handler: 'moderation/queue',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const moderationItemRoute = defineRoute({
  operationId: 'moderationItem',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/moderation/{kind}/{uuid}',
  summary: 'What an owner sent, beside the last approved version, with the changes between them',
  tag,
  auth,
  roles,
  params: moderationItemParams,
  response: dataEnvelope(moderationItem),
  errors: { not_found: 'Nothing of this kind and id waits for moderation.' },
  handler: 'moderation/item',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const approveModeration = defineRoute({
  operationId: 'approveModeration',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/moderation/{kind}/{uuid}/approve',
  summary: 'Approves the sent revision: it becomes the public version; the owner is mailed',
  tag,
  auth,
  roles,
  params: moderationItemParams,
  body: approveBody,
  response: z.undefined(),
  status: 204,
  errors: deciding,
  handler: 'moderation/approve',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], mail: true },
});

export const rejectModeration = defineRoute({
  operationId: 'rejectModeration',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/moderation/{kind}/{uuid}/reject',
  summary: 'Rejects the sent revision with a comment for the owner; the owner is mailed',
  tag,
  auth,
  roles,
  params: moderationItemParams,
  body: rejectBody,
  response: z.undefined(),
  status: 204,
  errors: deciding,
  handler: 'moderation/reject',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], mail: true },
});

export const setCompanyPlan = defineRoute({
  operationId: 'setCompanyPlan',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/companies/{uuid}/plan',
  summary: "Sets a company's tariff",
  tag,
  auth,
  roles,
  params: companyPlanParams,
  body: companyPlanBody,
  response: dataEnvelope(companyPlan),
  errors: { not_found: 'No company has this id.' },
  handler: 'moderation/set-plan',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});
