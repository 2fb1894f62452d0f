import { isDeployed, type Route } from './route';
import * as accounts from './api/accounts';
import * as appeals from './api/appeals';
import * as articles from './api/articles';
import * as billing from './api/billing';
import * as catalogue from './api/catalogue';
import * as certificateApplication from './api/certificate-application';
import * as certificates from './api/certificates';
import * as companyAccount from './api/company-account';
import * as companyForm from './api/company-form';
import * as forms from './api/forms';
import * as leadForms from './api/lead-forms';
import * as leads from './api/leads';
import * as mailing from './api/mailing';
import * as moderation from './api/moderation';
import * as newsletters from './api/newsletters';
import * as partners from './api/partners';
import * as serviceAccount from './api/service-account';
import * as siteMessages from './api/site-messages';
import * as sitePages from './api/site-pages';
import * as reference from './api/reference';
import * as reviews from './api/reviews';
import * as staff from './api/staff';
import * as staffPreview from './api/staff-preview';
import * as statistics from './api/statistics';
import * as visaMap from './api/visa-map';

/**
 * The route table: every /v1 route exists here once. The CDK stacks, the local
 * API server, the OpenAPI document and the client are derived from it.
 */
export const routes: readonly Route[] = [
  ...Object.values(reference),
  ...Object.values(accounts),
  ...Object.values(catalogue),
  ...Object.values(companyAccount),
  ...Object.values(companyForm),
  ...Object.values(serviceAccount),
  ...Object.values(moderation),
  ...Object.values(staffPreview),
  ...Object.values(leads),
  ...Object.values(leadForms),
  ...Object.values(forms),
  ...Object.values(statistics),
  ...Object.values(billing),
  ...Object.values(reviews),
  ...Object.values(visaMap),
  ...Object.values(certificates),
  ...Object.values(certificateApplication),
  ...Object.values(siteMessages),
  ...Object.values(mailing),
  ...Object.values(newsletters),
  ...Object.values(articles),
  ...Object.values(staff),
  ...Object.values(appeals),
  ...Object.values(partners),
  ...Object.values(sitePages),
];

/** The routes behind API Gateway, each with its function: all but those only the site's build reads (`Route.buildOnly`). */
export const deployedRoutes: readonly Route[] = routes.filter(isDeployed);

/** Path prefixes the API answers; CloudFront and the local site send these to it. */
export const API_PATH_PREFIXES = ['/v1/', '/auth/', '/.well-known/'] as const;

/** The function that answers requests no route matches (404 in the error shape). */
export const NOT_FOUND_HANDLER = 'system/not-found';
