import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { servicePage } from '../schemas/catalogue';
import { editQuery, filledLocalesResult, publishResult } from '../schemas/company-account';
import {
  createdService,
  searchAttributes,
  searchAttributesForm,
  searchAttributesInit,
  serviceAccount,
  serviceForm,
  serviceIdParams,
  serviceInit,
  serviceList,
  serviceUpdate,
  serviceUuidParams,
  validatedSave,
} from '../schemas/service-account';
import { LISTING } from './declared-errors';

/** The service account (docs/product.md, "Services"): the `company` role edits the services of its own company only. */
const tag = 'service-account';
const auth = 'bearer';
const roles = ['company'] as const;
const unknown = { not_found: "No service of the caller's company has this id." } as const;
const saving = { ...unknown, plan_limit: LISTING.locales, conflict: LISTING.changed } as const;
const incomplete = 'A draft complete in no language, or without search attributes: what it lacks is named.';

export const serviceInitRoute = defineRoute({
  operationId: 'serviceInit',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/account/service/init',
  summary: "The service editor's choices and the default new service",
  tag,
  auth,
  roles,
  response: dataEnvelope(serviceInit),
  handler: 'service-account/init',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const listAccountServices = defineRoute({
  operationId: 'listAccountServices',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/services',
  summary: "The company's services with their moderation state, newest first, and the company's plan",
  tag,
  auth,
  roles,
  response: serviceList,
  handler: 'service-account/list',
  access: { table: ['GetItem', 'Query'] },
});

export const createAccountService = defineRoute({
  operationId: 'createAccountService',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/service',
  summary: "Creates a service as a draft of the caller's company",
  tag,
  auth,
  roles,
  body: serviceForm,
  query: editQuery,
  response: dataEnvelope(createdService),
  status: 201,
  errors: {
    not_found: LISTING.noCompany,
    plan_limit: 'The service is written in more languages than the plan allows.',
  },
  handler: 'service-account/create',
  access: { table: ['GetItem', 'Query', 'PutItem', 'ConditionCheckItem'] },
});

export const getAccountService = defineRoute({
  operationId: 'getAccountService',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/service/{id}',
  summary: "A service of the caller's company in the edited language: its draft if any, else the approved version",
  tag,
  auth,
  roles,
  params: serviceIdParams,
  query: editQuery,
  response: dataEnvelope(serviceAccount),
  errors: unknown,
  handler: 'service-account/get',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const updateAccountService = defineRoute({
  operationId: 'updateAccountService',
  ownerScope: 'not_found',
  method: 'PUT',
  path: '/v1/account/service',
  summary: "Saves a service's draft in the edited language; the public keeps the approved version",
  tag,
  auth,
  roles,
  body: serviceUpdate,
  query: editQuery,
  response: dataEnvelope(serviceAccount),
  errors: saving,
  handler: 'service-account/update',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'] },
});

export const updateAccountServiceValidated = defineRoute({
  operationId: 'updateAccountServiceValidated',
  ownerScope: 'not_found',
  method: 'PUT',
  path: '/v1/account/service/with-validation',
  summary: 'Saves the draft and checks that it is complete in the edited language; answers where the wizard goes',
  tag,
  auth,
  roles,
  body: serviceUpdate,
  query: editQuery,
  response: dataEnvelope(validatedSave),
  errors: {
    ...saving,
    validation_failed: 'What the service still lacks in the edited language is named; the draft is saved.',
  },
  handler: 'service-account/update-validated',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'] },
});

export const previewService = defineRoute({
  operationId: 'previewService',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/service/preview/{uuid}',
  summary: 'The draft (else the approved version) as the public service page would show it',
  tag,
  auth,
  roles,
  params: serviceUuidParams,
  query: editQuery,
  response: dataEnvelope(servicePage),
  errors: { ...unknown, validation_failed: 'The search attributes not set yet are named.' },
  handler: 'service-account/preview',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const searchAttributesInitRoute = defineRoute({
  operationId: 'searchAttributesInit',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/account/service/search-attributes/init',
  summary: 'Countries, groups, purposes, categories, currencies and time units for the search attributes',
  tag,
  auth,
  roles,
  response: dataEnvelope(searchAttributesInit),
  handler: 'service-account/search-attributes-init',
  access: { table: ['GetItem', 'Query'] },
});

export const putSearchAttributes = defineRoute({
  operationId: 'putSearchAttributes',
  ownerScope: 'not_found',
  method: 'PUT',
  path: '/v1/account/service/search-attributes',
  summary: 'Sets what the search finds a service by (in its draft)',
  tag,
  auth,
  roles,
  body: searchAttributesForm,
  response: dataEnvelope(searchAttributes),
  errors: { ...unknown, conflict: LISTING.changed },
  handler: 'service-account/put-search-attributes',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'] },
});

export const getSearchAttributes = defineRoute({
  operationId: 'getSearchAttributes',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/services/{id}/search-attributes',
  summary: "A service's search attributes (draft if any, else approved)",
  tag,
  auth,
  roles,
  params: serviceIdParams,
  response: dataEnvelope(searchAttributes),
  errors: unknown,
  handler: 'service-account/get-search-attributes',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const publishService = defineRoute({
  operationId: 'publishService',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/service/{id}/publish',
  summary: "Shows the approved version to the public, within the plan's number of published services",
  tag,
  auth,
  roles,
  params: serviceIdParams,
  response: dataEnvelope(publishResult),
  errors: { ...unknown, plan_limit: 'One more published service is beyond the plan.', conflict: LISTING.publish },
  handler: 'service-account/publish',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});

export const unpublishService = defineRoute({
  operationId: 'unpublishService',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/service/{id}/unpublish',
  summary: 'Takes the service off the public site',
  tag,
  auth,
  roles,
  params: serviceIdParams,
  response: dataEnvelope(publishResult),
  errors: { ...unknown, conflict: LISTING.changed },
  handler: 'service-account/unpublish',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});

export const moderateService = defineRoute({
  operationId: 'moderateService',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/service/moderate/{id}',
  summary: "Sends the service's draft to moderation (complete in at least one language, search attributes set)",
  tag,
  auth,
  roles,
  params: serviceIdParams,
  response: z.undefined(),
  status: 204,
  errors: { ...unknown, conflict: LISTING.send, validation_failed: incomplete },
  handler: 'service-account/moderate',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'ConditionCheckItem'] },
});

export const serviceFilledLocales = defineRoute({
  operationId: 'serviceFilledLocales',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/service/filled-locales/{id}',
  summary: 'The languages in which every required text of the service is written',
  tag,
  auth,
  roles,
  params: serviceIdParams,
  response: dataEnvelope(filledLocalesResult),
  errors: unknown,
  handler: 'service-account/filled-locales',
  access: { table: ['GetItem', 'BatchGetItem'] },
});
