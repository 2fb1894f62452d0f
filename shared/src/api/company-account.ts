import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import {
  type CompanyImage,
  companyAccount,
  companyIdParams,
  companyImageUpload,
  companyInit,
  contactsViewedParams,
  editQuery,
  filledLocalesResult,
  onboarding,
  publishResult,
  uploadedImage,
} from '../schemas/company-account';
import { companyPage } from '../schemas/catalogue';
import { COMPANY_ACCOUNT } from './company-account-caller';
import { LISTING, UPLOAD_CHECKS } from './declared-errors';

const { tag, auth, roles } = COMPANY_ACCOUNT;
const notOwn = "No company of the caller's has this id.";
const incomplete = 'A draft written completely in no language: the texts missing are named.';

/**
 * The route that checks an uploaded company image and keeps it in the company's
 * folder, ready for the draft: one per image, at `/v1/account/company/image/<place>/upload`.
 */
const companyImageRoute = (
  purpose: CompanyImage,
  { operationId, place, handler, what }: { operationId: string; place: string; handler: string; what: string },
) =>
  defineRoute({
    operationId,
    ownerScope: 'own',
    method: 'POST',
    path: `/v1/account/company/image/${place}/upload`,
    summary: `Checks an uploaded image and keeps it as ${what}, ready for the draft`,
    tag,
    auth,
    roles,
    body: companyImageUpload,
    response: dataEnvelope(uploadedImage),
    errors: { ...UPLOAD_CHECKS, not_found: 'Nothing is uploaded at this key (any more).' },
    handler: `company-account/${handler}`,
    access: { table: ['GetItem'], uploads: { accept: [purpose] } },
  });

export const companyInitRoute = defineRoute({
  operationId: 'companyInit',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/account/company/init',
  summary: "The company editor's choices: messengers, office types, payment methods, currencies, company types, icons",
  tag,
  auth,
  roles,
  response: dataEnvelope(companyInit),
  handler: 'company-account/init',
  access: { table: ['GetItem'] },
});

export const getAccountCompany = defineRoute({
  operationId: 'getAccountCompany',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company',
  summary:
    "The caller's company in the edited language: its draft if any, else the approved version, else the default new company",
  tag,
  auth,
  roles,
  query: editQuery,
  response: dataEnvelope(companyAccount),
  handler: 'company-account/get',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const uploadCompanyLogo = companyImageRoute('company_logo', {
  operationId: 'uploadCompanyLogo',
  place: 'logo',
  handler: 'upload-logo',
  what: 'a company logo',
});

export const uploadOfficeLogo = companyImageRoute('office_logo', {
  operationId: 'uploadOfficeLogo',
  place: 'office/logo',
  handler: 'upload-office-logo',
  what: 'an office logo',
});

export const uploadEmployeeAvatar = companyImageRoute('employee_avatar', {
  operationId: 'uploadEmployeeAvatar',
  place: 'office/employee/avatar',
  handler: 'upload-employee-avatar',
  what: "an employee's photo",
});

export const moderateCompany = defineRoute({
  operationId: 'moderateCompany',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/company/moderate/{uuid}',
  summary: "Sends the company's draft to moderation (it must be written in at least one language)",
  tag,
  auth,
  roles,
  params: companyIdParams,
  response: z.undefined(),
  status: 204,
  errors: { not_found: notOwn, conflict: LISTING.send, validation_failed: incomplete },
  handler: 'company-account/moderate',
  access: { table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'ConditionCheckItem'] },
});

export const publishCompany = defineRoute({
  operationId: 'publishCompany',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/company/publish/{uuid}',
  summary: 'Shows the approved version to the public',
  tag,
  auth,
  roles,
  params: companyIdParams,
  response: dataEnvelope(publishResult),
  errors: { not_found: notOwn, conflict: LISTING.publish },
  handler: 'company-account/publish',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});

export const unpublishCompany = defineRoute({
  operationId: 'unpublishCompany',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/company/unpublish/{uuid}',
  summary: 'Takes the company and its services off the public site',
  tag,
  auth,
  roles,
  params: companyIdParams,
  response: dataEnvelope(publishResult),
  errors: { not_found: notOwn, conflict: LISTING.changed },
  handler: 'company-account/unpublish',
  access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});

export const previewCompany = defineRoute({
  operationId: 'previewCompany',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/preview',
  summary: "The draft (else the approved version) as the public page would show it, in the caller's language",
  tag,
  auth,
  roles,
  query: editQuery,
  response: dataEnvelope(companyPage),
  errors: { not_found: LISTING.noCompany },
  handler: 'company-account/preview',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const companyFilledLocales = defineRoute({
  operationId: 'companyFilledLocales',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/filled-locales',
  summary: 'The languages in which every required text of the company is written',
  tag,
  auth,
  roles,
  response: dataEnvelope(filledLocalesResult),
  errors: { not_found: LISTING.noCompany },
  handler: 'company-account/filled-locales',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const companyOnboarding = defineRoute({
  operationId: 'companyOnboarding',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/companies/onboarding',
  summary: 'The steps that make the listing complete, each done or not',
  tag,
  auth,
  roles,
  response: dataEnvelope(onboarding),
  handler: 'company-account/onboarding',
  access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
});

export const companyContactsViewed = defineRoute({
  operationId: 'companyContactsViewed',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/account/companies/{id}/contacts/viewed',
  summary: "Counts a signed-in visitor's look at a public company's contacts (once per visitor, company and day)",
  tag,
  auth,
  params: contactsViewedParams,
  response: z.undefined(),
  status: 204,
  errors: { not_found: 'No public company has this id.' },
  handler: 'company-account/contacts-viewed',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem'] },
});
