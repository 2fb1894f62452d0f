import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { certificateApplication } from '../schemas/certificates';
import { createApplicationBody, updateApplicationBody } from '../schemas/certificate-application';
import { COMPANY_ACCOUNT } from './company-account-caller';

/**
 * A company's certificate application as it sends it (docs/product.md, "Certificates"). Apart from the other
 * certificate routes (`certificates.ts`): these validate a phone number, and only their functions carry its
 * numbering plans.
 */
const tag = 'certificates';
const { auth, roles } = COMPANY_ACCOUNT;
/** The application's table work: the item, the company and its plan, the documents named. */
const applying = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'] as const;

export const createCertificateApplication = defineRoute({
  operationId: 'createCertificateApplication',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/certificate',
  summary: 'Starts an application: saved as a draft, or sent to staff at once',
  tag,
  auth,
  roles,
  body: createApplicationBody,
  response: dataEnvelope(certificateApplication),
  status: 201,
  errors: {
    plan_limit: 'Only a premium plan may apply.',
    conflict: 'The company has an application that is not decided yet.',
  },
  handler: 'certificates/create',
  access: { table: [...applying, 'ConditionCheckItem'], uploads: 'read' },
});

export const updateCertificateApplication = defineRoute({
  operationId: 'updateCertificateApplication',
  ownerScope: 'not_found',
  method: 'PUT',
  path: '/v1/account/certificate',
  summary: 'Changes a draft, or an application returned for changes, and sends it again when asked',
  tag,
  auth,
  roles,
  body: updateApplicationBody,
  response: dataEnvelope(certificateApplication),
  errors: {
    not_found: "No application of the caller's company has this id.",
    plan_limit: 'Only a premium plan may apply.',
    conflict: 'The application is with staff or decided: it cannot be changed.',
  },
  handler: 'certificates/update',
  access: { table: applying, uploads: 'read' },
});
