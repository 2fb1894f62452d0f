import * as z from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { UNREAD_COUNTS } from './endpoints';
import {
  companyLeadsQuery,
  lead,
  leadParams,
  leadReplyBody,
  leadStatusBody,
  leadThread,
  leadThreadQuery,
  MAX_LEAD_REPLIES,
  unreadCounts,
  userLeadsQuery,
} from '../schemas/leads';
import { leadExportLink, leadExportQuery, XLSX_TYPE } from '../schemas/lead-export';

/**
 * Leads (docs/product.md, "Leads"): the inbox of a company (its own
 * leads) or of staff (the platform's leads, those with no company), and the
 * visitor's own list. The inbox routes are the same for both: a `company`
 * account works its company's leads, `customer_support` and `admin` the
 * platform's; another inbox's lead answers 404. The forms that send leads
 * are in `lead-forms.ts`.
 */
const tag = 'leads';
const INBOX = { auth: 'bearer', roles: ['company', 'customer_support'] } as const;
const notInInbox = "No lead of the caller's inbox has this id.";
/** A change that kept meeting others of the same lead however long it waited (it never answers 5xx): try again. */
const contention = 'Many changes of the same lead at once; try again.';

export const listCompanyLeads = defineRoute({
  operationId: 'listCompanyLeads',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/leads',
  summary:
    "The caller's inbox, newest first, 20 a page, by one of status, kind or service and a range of days: a company's leads, or the platform's for staff",
  tag,
  ...INBOX,
  query: companyLeadsQuery,
  response: pageEnvelope(lead),
  handler: 'leads/list-company-leads',
  access: { table: ['GetItem', 'Query', 'BatchGetItem'] },
});

export const getCompanyLead = defineRoute({
  operationId: 'getCompanyLead',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/company/lead/{id}',
  summary: "A lead of the caller's inbox; the first opening marks it read (the profile's new_leads drops by one)",
  tag,
  ...INBOX,
  params: leadParams,
  response: dataEnvelope(lead),
  errors: { not_found: notInInbox },
  handler: 'leads/get-company-lead',
  access: { table: ['GetItem', 'UpdateItem'] },
});

export const deleteCompanyLead = defineRoute({
  operationId: 'deleteCompanyLead',
  ownerScope: 'not_found',
  method: 'DELETE',
  path: '/v1/account/company/lead/{id}',
  summary: "Takes a lead out of the caller's inbox; the visitor still sees what they sent",
  tag,
  ...INBOX,
  params: leadParams,
  response: z.undefined(),
  status: 204,
  errors: { not_found: notInInbox, conflict: contention },
  handler: 'leads/delete-company-lead',
  access: { table: ['GetItem', 'UpdateItem', 'DeleteItem'] },
});

export const setCompanyLeadStatus = defineRoute({
  operationId: 'setCompanyLeadStatus',
  ownerScope: 'not_found',
  method: 'PATCH',
  path: '/v1/account/company/leads/{id}/status',
  summary: "Sets the status of a lead of the caller's inbox (new, in_progress, done, rejected)",
  tag,
  ...INBOX,
  params: leadParams,
  body: leadStatusBody,
  response: dataEnvelope(lead),
  errors: { not_found: notInInbox, conflict: contention },
  handler: 'leads/set-company-lead-status',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] },
});

export const replyToLead = defineRoute({
  operationId: 'replyToLead',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/company/lead/{id}/replies',
  summary:
    "Answers a lead of the caller's inbox: the reply joins the lead's thread, the visitor gets it by e-mail and, when signed in, as one more of the profile's new_messages",
  tag,
  ...INBOX,
  params: leadParams,
  body: leadReplyBody,
  response: dataEnvelope(lead),
  status: 201,
  errors: {
    not_found: notInInbox,
    validation_failed: `Also when the thread has its ${MAX_LEAD_REPLIES} replies.`,
    rate_limited: 'Too many replies to this lead today, or from this inbox this hour (each one mails the visitor).',
    conflict: contention,
  },
  handler: 'leads/reply-to-lead',
  access: { table: ['GetItem', 'UpdateItem', 'BatchGetItem'], mail: true, formTokens: true },
});

export const listUserLeads = defineRoute({
  operationId: 'listUserLeads',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/user/leads',
  summary:
    "The signed-in visitor's own leads with their status, newest first, 20 a page; a page past the last answers the last",
  tag,
  auth: 'bearer',
  query: userLeadsQuery,
  response: pageEnvelope(lead),
  handler: 'leads/list-user-leads',
  access: { table: ['GetItem', 'Query', 'BatchGetItem'] },
});

export const getUserLead = defineRoute({
  operationId: 'getUserLead',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/user/lead/{id}',
  summary:
    "One of the signed-in visitor's own leads with its thread; opening it marks its replies read (the profile's new_messages drops by as many)",
  tag,
  auth: 'bearer',
  params: leadParams,
  response: dataEnvelope(lead),
  errors: { not_found: 'No lead the caller sent has this id.', conflict: contention },
  handler: 'leads/get-user-lead',
  access: { table: ['GetItem', 'UpdateItem'] },
});

export const getLeadThread = defineRoute({
  operationId: 'getLeadThread',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/lead/thread',
  summary:
    "A lead's message and answers for the signed link mailed to the lead's address (receipt and replies), so a visitor who was not signed in can read the answers; the link works 30 days",
  tag,
  auth: 'public',
  query: leadThreadQuery,
  response: dataEnvelope(leadThread),
  errors: {
    not_found: 'The link is not one we mailed, was changed, has expired, or its lead is gone.',
    rate_limited: 'Too many links opened from this address.',
  },
  handler: 'leads/get-lead-thread',
  access: { table: ['GetItem', 'UpdateItem'], formTokens: true },
});

export const getUnreadCounts = defineRoute({
  ...UNREAD_COUNTS,
  ownerScope: 'own',
  summary:
    "The signed-in account's unread counts, as its profile has them (new_leads, new_messages): the site's header asks on every page load, so its badge follows reads made since the sign-in, in any tab",
  tag,
  auth: 'bearer',
  response: dataEnvelope(unreadCounts),
  handler: 'leads/get-unread-counts',
  access: { table: ['GetItem'] },
});

export const exportCompanyLeads = defineRoute({
  operationId: 'exportCompanyLeads',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/leads/export',
  summary:
    "The caller's inbox as an Excel file (leads-YYYY-MM-DD.xlsx), newest first, by the inbox's filters, in the caller's language; a file too large to be the answer is a link to it",
  tag,
  ...INBOX,
  query: leadExportQuery,
  file: {
    type: XLSX_TYPE,
    description: 'the workbook, as an attachment; when it is too large for an answer, a JSON link to it (below)',
  },
  response: dataEnvelope(leadExportLink),
  errors: { plan_limit: "A company's plan without the export (staff may always export)." },
  handler: 'leads/export-company-leads',
  access: { table: ['GetItem', 'Query', 'BatchGetItem'], uploads: 'export' },
});
