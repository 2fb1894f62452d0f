import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { COMPANY_IMAGES, companyAccount, editQuery } from '../schemas/company-account';
import { companyForm } from '../schemas/company-form';
import { COMPANY_ACCOUNT } from './company-account-caller';
import { LISTING } from './declared-errors';

/**
 * The two routes that take the company editor's form: apart from the rest of
 * the company account so that only their functions carry the phone rule.
 */
const { tag, auth, roles } = COMPANY_ACCOUNT;

export const createAccountCompany = defineRoute({
  operationId: 'createAccountCompany',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/company',
  summary: "Creates the caller's company as a draft (one company per account)",
  tag,
  auth,
  roles,
  body: companyForm,
  query: editQuery,
  response: dataEnvelope(companyAccount),
  status: 201,
  errors: { conflict: 'The account has a company already.' },
  handler: 'company-account/create',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem'], uploads: { check: COMPANY_IMAGES } },
});

export const updateAccountCompany = defineRoute({
  operationId: 'updateAccountCompany',
  ownerScope: 'own',
  method: 'PUT',
  path: '/v1/account/company',
  summary: "Saves the company's draft in the edited language; the public keeps the approved version",
  tag,
  auth,
  roles,
  body: companyForm,
  query: editQuery,
  response: dataEnvelope(companyAccount),
  errors: { not_found: LISTING.noCompany, plan_limit: LISTING.locales, conflict: LISTING.changed },
  handler: 'company-account/update',
  access: {
    table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'],
    uploads: { check: COMPANY_IMAGES },
  },
});
