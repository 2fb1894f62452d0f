import * as z from 'zod/mini';
import { dataEnvelope } from '../envelope';
import { defineRoute, type RouteErrors } from '../route';
import {
  approveCertificateBody,
  certificateApplication,
  certificateCredential,
  certificateIdParams,
  certificateInit,
  certificateList,
  certificateListQuery,
  certificateNumberParams,
  certificateQueue,
  certificateVerification,
  decideCertificateBody,
  deliveryBody,
  deliveryResult,
  documentUploadBody,
  issuedCertificate,
  jsonWebKeySet,
  revokeCertificateBody,
  statusListParams,
  certificateDocument,
} from '../schemas/certificates';
import { COMPANY_ACCOUNT } from './company-account-caller';
import { UPLOAD_CHECKS } from './declared-errors';
import { CERTIFICATE_STATUS_LIST } from '../certificate-status';
import { CERTIFICATE_VERIFICATION, SIGNING_KEYS } from './page-endpoints';

/**
 * Certificates (docs/product.md, "Certificates"): a company account applies (premium plans only) and gets its
 * certificate's PDF; staff decide; anyone verifies a certificate by its number, offline too, with the
 * platform's public keys.
 */
const tag = 'certificates';
const { auth, roles } = COMPANY_ACCOUNT;
const STAFF = { auth: 'bearer', roles: ['admin'] } as const;
const notOwn = "No application of the caller's company has this id.";
const notCertificate = 'No certificate has this number.';
/**
 * What the routes that hand out a certificate's credential or PDF may write: they finish its signing when the
 * approval could not (its status list opened, the key registered, the credential stored once), read the
 * reference data for the PDF's country and count deliveries.
 */
const finishing = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'] as const;
const deciding = {
  not_found: 'No application has this id.',
  conflict: 'The application is not in a state this decision applies to (any more).',
} as const satisfies RouteErrors;

export const certificateInitRoute = defineRoute({
  operationId: 'certificateInit',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/certificate/init',
  summary:
    "The application form's choices (countries, legal forms, activity types, documents asked for), whether the plan allows applying, and the open application",
  tag,
  auth,
  roles,
  response: dataEnvelope(certificateInit),
  handler: 'certificates/init',
  access: { table: ['GetItem', 'Query'] },
});

export const uploadCertificateDocument = defineRoute({
  operationId: 'uploadCertificateDocument',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/certificate/document',
  summary: 'Checks an uploaded document (PDF, JPEG or PNG) and keeps it privately for an application',
  tag,
  auth,
  roles,
  body: documentUploadBody,
  response: dataEnvelope(certificateDocument),
  status: 201,
  errors: { ...UPLOAD_CHECKS, plan_limit: true },
  handler: 'certificates/upload-document',
  access: { table: ['GetItem', 'PutItem'], uploads: { accept: ['certificate_document'] } },
});

export const getCertificateApplication = defineRoute({
  operationId: 'getCertificateApplication',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/certificate/{id}',
  summary: 'An application of the caller company with its documents (short-lived links), history and certificate',
  tag,
  auth,
  roles,
  params: certificateIdParams,
  response: dataEnvelope(certificateApplication),
  errors: { not_found: notOwn },
  handler: 'certificates/get',
  access: { table: ['GetItem', 'BatchGetItem'], uploads: 'read' },
});

export const listCertificates = defineRoute({
  operationId: 'listCertificates',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/certificates',
  summary: "The caller company's applications and certificates, newest first, a page at a time",
  tag,
  auth,
  roles,
  query: certificateListQuery,
  response: dataEnvelope(certificateList),
  handler: 'certificates/list',
  access: { table: ['GetItem', 'Query', 'BatchGetItem'] },
});

export const certificatePdf = defineRoute({
  operationId: 'certificatePdf',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/certificate/{id}/pdf',
  summary: 'The certificate as a PDF (Certificate-{id}.pdf) in the owner’s language, with its signed credential inside',
  tag,
  auth,
  roles,
  params: certificateIdParams,
  file: { type: 'application/pdf', description: 'the certificate, as an attachment named Certificate-{id}.pdf' },
  response: z.undefined(),
  errors: { not_found: `${notOwn} Or it is not an approved certificate.` },
  handler: 'certificates/pdf',
  access: { table: finishing, uploads: 'certificates', signing: true },
});

export const deliverCertificate = defineRoute({
  operationId: 'deliverCertificate',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/certificates/{id}/delivery',
  summary: 'Mails the certificate’s PDF as an attachment to at most 5 addresses',
  tag,
  auth,
  roles,
  params: certificateIdParams,
  body: deliveryBody,
  response: dataEnvelope(deliveryResult),
  status: 202,
  errors: { not_found: `${notOwn} Or it is not a valid certificate.`, rate_limited: true },
  handler: 'certificates/deliver',
  access: { table: finishing, uploads: 'certificates', mail: true, signing: true },
});

export const verifyCertificate = defineRoute({
  ...CERTIFICATE_VERIFICATION,
  ownerScope: 'shared',
  summary: "A certificate's status (valid, expired, revoked), its company, dates and what was checked",
  tag,
  auth: 'public',
  params: certificateNumberParams,
  response: dataEnvelope(certificateVerification),
  cacheSeconds: 300,
  errors: { not_found: notCertificate },
  handler: 'certificates/verify',
  access: { table: ['GetItem', 'BatchGetItem'] },
});

export const certificateCredentialRoute = defineRoute({
  operationId: 'certificateCredential',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/certificates/{number}/credential',
  summary: "A certificate's signed credential (Open Badges 3.0 as a VC-JWT), verifiable with the platform's keys",
  tag,
  auth: 'public',
  params: certificateNumberParams,
  response: dataEnvelope(certificateCredential),
  cacheSeconds: 300,
  errors: { not_found: notCertificate },
  handler: 'certificates/credential',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem'], signing: true },
});

export const certificateStatusList = defineRoute({
  ...CERTIFICATE_STATUS_LIST,
  ownerScope: 'shared',
  summary:
    "A status list of certificates (a signed Bitstring Status List credential): a revoked certificate's bit is set",
  tag,
  auth: 'public',
  params: statusListParams,
  response: dataEnvelope(certificateCredential),
  cacheSeconds: 300,
  errors: { not_found: 'No status list has this number.' },
  handler: 'certificates/status-list',
  access: { table: ['GetItem'], signing: true },
});

export const signingKeys = defineRoute({
  ...SIGNING_KEYS,
  ownerScope: 'shared',
  summary: 'Every public key the platform ever signed a credential with, by kid (a JSON Web Key Set)',
  tag,
  auth: 'public',
  response: jsonWebKeySet,
  cacheSeconds: 300,
  handler: 'certificates/jwks',
  access: { table: ['GetItem'] },
});

export const certificateQueueRoute = defineRoute({
  operationId: 'certificateQueue',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/certificates',
  summary: 'Applications waiting for a decision, oldest sent first, a page at a time',
  tag,
  ...STAFF,
  query: certificateListQuery,
  response: dataEnvelope(certificateQueue),
  handler: 'certificates/queue',
  access: { table: ['GetItem', 'Query', 'BatchGetItem'] },
});

export const staffCertificateApplication = defineRoute({
  operationId: 'staffCertificateApplication',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/certificates/{id}',
  summary: 'An application with its documents (short-lived links) and history, for a decision',
  tag,
  ...STAFF,
  params: certificateIdParams,
  response: dataEnvelope(certificateApplication),
  errors: { not_found: 'No application has this id.' },
  handler: 'certificates/staff-get',
  access: { table: ['GetItem', 'BatchGetItem'], uploads: 'read' },
});

export const approveCertificate = defineRoute({
  operationId: 'approveCertificate',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/certificates/{id}/approve',
  summary: 'Approves a sent application: the next number of the year, a year of validity, the signed credential',
  tag,
  ...STAFF,
  params: certificateIdParams,
  body: approveCertificateBody,
  response: dataEnvelope(issuedCertificate),
  errors: deciding,
  handler: 'certificates/approve',
  access: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    mail: true,
    signing: true,
  },
});

export const rejectCertificate = defineRoute({
  operationId: 'rejectCertificate',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/certificates/{id}/reject',
  summary: 'Rejects a sent application with a comment for the owner',
  tag,
  ...STAFF,
  params: certificateIdParams,
  body: decideCertificateBody,
  response: z.undefined(),
  status: 204,
  errors: deciding,
  handler: 'certificates/reject',
  access: { table: ['GetItem', 'UpdateItem'], mail: true },
});

export const returnCertificate = defineRoute({
  operationId: 'returnCertificate',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/certificates/{id}/return',
  summary: 'Returns a sent application to its owner for changes, with a comment',
  tag,
  ...STAFF,
  params: certificateIdParams,
  body: decideCertificateBody,
  response: z.undefined(),
  status: 204,
  errors: deciding,
  handler: 'certificates/return',
  access: { table: ['GetItem', 'UpdateItem'], mail: true },
});

export const revokeCertificate = defineRoute({
  operationId: 'revokeCertificate',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/certificates/{id}/revoke',
  summary: 'Revokes a certificate with a reason: its status list bit is set, its public page says revoked',
  tag,
  ...STAFF,
  params: certificateIdParams,
  body: revokeCertificateBody,
  response: z.undefined(),
  status: 204,
  errors: deciding,
  handler: 'certificates/revoke',
  access: { table: ['GetItem', 'UpdateItem', 'PutItem'], mail: true },
});
