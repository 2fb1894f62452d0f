import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { partnerArea, partnerClickBody } from '../schemas/partners';

/** The partner programme (docs/product.md, "Partner programme"). */
const tag = 'partners';

export const getPartnerArea = defineRoute({
  operationId: 'getPartnerArea',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/partner',
  summary:
    "The signed-in partner's referral code (made on the first call) and, per month, the clicks, company sign-ups, leads and paid plans their link brought, with the commission: counts only",
  tag,
  auth: 'bearer',
  roles: ['partner'],
  response: dataEnvelope(partnerArea),
  handler: 'partners/get-partner-area',
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },
});

export const recordPartnerClick = defineRoute({
  operationId: 'recordPartnerClick',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/partners/clicks',
  summary:
    "Counts a visit that came through a partner's referral link, in the partner's month; nothing of the visitor is stored, and an unknown code counts nothing",
  tag,
  auth: 'public',
  body: partnerClickBody,
  response: z.undefined(),
  status: 204,
  errors: { rate_limited: 'Too many referral clicks from one address in an hour.' },
  handler: 'partners/record-click',
  access: { table: ['GetItem', 'UpdateItem'] },
});
