import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { companyLeadBody, platformLeadBody } from '../schemas/lead-forms';
import { lead } from '../schemas/leads';

/**
 * The lead forms (docs/product.md, "Leads"): to a company, or to the platform from a
 * programme, seminar or passport page. Public; a signed-in visitor's lead is
 * linked to the account (`auth: 'optional'`). Apart from the inbox's routes
 * (`leads.ts`): these validate a phone number, and only their functions carry
 * its numbering plans. Each function carries its own row only: the rows hold no call of their own (the shared
 * parts are made once above them) and the made ones are marked pure, so a bundler leaves the others out.
 */
const tag = 'leads';

/** What sending a lead may refuse beyond bad input. */
const SENDING = {
  rate_limited: 'Too many leads from this address, e-mail address or browser.',
  conflict: 'The idempotency key was used within the last minutes for a different lead.',
} as const;

/** What every lead form's function touches: its rate limits, the lead's one transaction, the mails. */
const sendingAccess = { table: ['GetItem', 'PutItem', 'UpdateItem'], mail: true } as const;

/** Every lead form answers the lead as stored. */
const sentLead = dataEnvelope(lead);

const platformLead = (kind: 'program' | 'seminar' | 'passport', operationId: string, what: string) =>
  defineRoute({
    operationId,
    ownerScope: 'shared',
    method: 'POST',
    path: `/v1/${kind}/lead`,
    summary: `Sends a lead from a ${what} to the platform (no company); a signed-in visitor's is linked to the account`,
    tag,
    auth: 'optional',
    body: platformLeadBody,
    response: sentLead,
    status: 201,
    errors: SENDING,
    handler: `leads/send-${kind}-lead`,
    access: sendingAccess,
  });

export const sendCompanyLead = /* @__PURE__ */ defineRoute({
  operationId: 'sendCompanyLead',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/lead',
  summary:
    "Sends a lead to a public company, optionally about one of its public services; a signed-in visitor's is linked to the account",
  tag,
  auth: 'optional',
  body: companyLeadBody,
  response: sentLead,
  status: 201,
  errors: SENDING,
  handler: 'leads/send-company-lead',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem', 'BatchGetItem'], mail: true },
});

export const sendProgramLead = /* @__PURE__ */ platformLead('program', 'sendProgramLead', 'relocation programme page');
export const sendSeminarLead = /* @__PURE__ */ platformLead('seminar', 'sendSeminarLead', 'seminar or webinar page');
export const sendPassportLead = /* @__PURE__ */ platformLead(
  'passport',
  'sendPassportLead',
  'passport comparison page',
);
