import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { companyLeadBody, platformLeadBody } from '../schemas/lead-forms';
import { lead } from '../schemas/leads';

/**
 * The lead forms (docs/product.md, "Leads"): to a company, or to the platform from a
 * programme, seminar or passport page. Public; a signed-in visitor's lead is
 * linked to the account (`auth: 'optional'`). Apart from the inbox's routes
 * (`leads.ts`): these validate a phone number, and only their functions carry
 * its numbering plans.
 */
const tag = 'leads';

/** What sending a lead may refuse beyond bad input. */
const SENDING = {
  rate_limited: 'Too many leads from this address, e-mail address or browser.',
  conflict: 'The idempotency key was used within the last minutes for a different lead.',
} as const;

/** What every lead form's function touches: its rate limits, the lead's one transaction, the mails. */
const sendingAccess = { table: ['GetItem', 'PutItem', 'UpdateItem'], mail: true } as const;

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
    response: dataEnvelope(lead),
    status: 201,
    errors: SENDING,
    handler: `leads/send-${kind}-lead`,
    access: sendingAccess,
  });

export const sendCompanyLead = defineRoute({
  operationId: 'sendCompanyLead',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/lead',
  summary:
    "Sends a lead to a public company, optionally about one of its public services; a signed-in visitor's is linked to the account",
  tag,
  auth: 'optional',
  body: companyLeadBody,
  response: dataEnvelope(lead),
  status: 201,
  errors: SENDING,
  handler: 'leads/send-company-lead',
  access: { ...sendingAccess, table: [...sendingAccess.table, 'BatchGetItem'] },
});

export const sendProgramLead = platformLead('program', 'sendProgramLead', 'relocation programme page');
export const sendSeminarLead = platformLead('seminar', 'sendSeminarLead', 'seminar or webinar page');
export const sendPassportLead = platformLead('passport', 'sendPassportLead', 'passport comparison page');
