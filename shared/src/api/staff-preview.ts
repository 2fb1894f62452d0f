import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { servicePage } from '../schemas/catalogue';
import { staffPreviewParams, staffPreviewQuery } from '../schemas/moderation';
import { staffCompanyPage } from '../schemas/staff-preview';

/**
 * Staff previews (docs/product.md, "Moderation and publishing"): a company or
 * service as its public page would show it, whichever company it belongs to,
 * so a moderator sees the page before approving it. Apart from the moderation
 * routes so that the moderation screen's bundle does not carry the page schemas.
 */
const tag = 'moderation';
const auth = 'bearer';
const roles = ['admin'] as const;

export const staffCompanyPreview = defineRoute({
  operationId: 'staffCompanyPreview',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/preview/company/{uuid}',
  summary: "A company's draft (else its approved version) as its public page would show it, with its public services",
  tag,
  auth,
  roles,
  params: staffPreviewParams,
  query: staffPreviewQuery,
  response: dataEnvelope(staffCompanyPage),
  errors: { not_found: 'No company has this id.' },
  handler: 'moderation/preview-company',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const staffServicePreview = defineRoute({
  operationId: 'staffServicePreview',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/preview/service/{uuid}',
  summary: "A service's draft (else its approved version) as its public page would show it, with its company's card",
  tag,
  auth,
  roles,
  params: staffPreviewParams,
  query: staffPreviewQuery,
  response: dataEnvelope(servicePage),
  errors: {
    not_found: 'No service has this id.',
    validation_failed: 'The search attributes not set yet are named.',
  },
  handler: 'moderation/preview-service',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});
