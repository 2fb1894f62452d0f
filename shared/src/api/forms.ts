import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { FORM_TOKEN } from './mailing-endpoints';
import { formToken, formTokenQuery } from '../schemas/forms';

/** The public forms' own routes (docs/product.md, "Leads"): the token a form sends back, so the server measures its fill time. */
export const getFormToken = defineRoute({
  ...FORM_TOKEN,
  ownerScope: 'shared',
  summary: 'Issues a signed form token for a form that opens; the form sends it back with what was filled in',
  tag: 'forms',
  auth: 'public',
  query: formTokenQuery,
  response: dataEnvelope(formToken),
  handler: 'forms/get-form-token',
  access: { formTokens: true },
});
