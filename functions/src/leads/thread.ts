import { pickText } from '@migralink/shared/locales';
import type { LeadThread } from '@migralink/shared/schemas/leads';
import type { RequestContext } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { getLead } from '#data/leads';
import { NotFoundError } from '#http/errors';
import { presentReplies } from './present';
import { readLeadThreadToken } from './thread-link';

/**
 * A lead's thread for its mailed link (`thread-link.ts`): counted against the caller's address, then
 * the token checked (a forged, changed or expired one is 404, as a lead that is gone), then the lead
 * read (one GetItem). Only what the link's holder sent and was answered; names in the caller's language.
 */
export async function readLeadThread(token: string, context: RequestContext): Promise<LeadThread> {
  await countAttempts([{ rule: RATE_LIMITS.leadThreadIp, subject: context.ip }]);
  const link = await readLeadThreadToken(token);
  const lead = link && (await getLead(link.leadId));
  if (!link || !lead) throw new NotFoundError();
  return {
    uuid: lead.id,
    company_uuid: lead.company_id ?? null,
    company_name: lead.company_name ? pickText(lead.company_name, context.locale) : null,
    service_name: lead.service_name ? pickText(lead.service_name, context.locale) : null,
    topic: lead.topic ?? null,
    message: lead.message,
    replies: presentReplies(lead),
    created_at: lead.created_at,
    link_expires_at: new Date(link.expiresAt * 1000).toISOString(),
  };
}
