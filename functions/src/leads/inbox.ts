import type { LeadStatus } from '@migralink/shared/enums';
import {
  changeLeadStatus,
  getLead,
  markLeadRead,
  PLATFORM_OWNER,
  readLeadCounts,
  removeLeadFromInbox,
  type LeadRecord,
} from '#data/leads';
import type { Principal } from '#http/auth';
import { NotFoundError } from '#http/errors';

/** How often a change meets a concurrent one on the same lead before it gives up (it reads the lead again each time). */
const ATTEMPTS = 10;

/**
 * Whose inbox the caller works: a company account its company's (none before
 * it has one), staff the platform's (leads with no company).
 */
export function inboxOwner(principal: Pick<Principal, 'role' | 'companyId'>): string | undefined {
  if (principal.role === 'company') return principal.companyId ?? undefined;
  if (principal.role === 'customer_support' || principal.role === 'admin') return PLATFORM_OWNER;
  return undefined;
}

/** How many leads of the account's inbox are unread (the profile's `new_leads`): its counter, read strongly consistent. */
export async function unreadLeads(account: Pick<Principal, 'role' | 'companyId'>): Promise<number> {
  const owner = inboxOwner(account);
  return owner ? ((await readLeadCounts(owner, true)).unread ?? 0) : 0;
}

/** A lead of the caller's inbox, read strongly consistent; any other (or one taken out of it) is 404. */
export async function inboxLead(principal: Principal, leadId: string): Promise<LeadRecord> {
  const owner = inboxOwner(principal);
  const lead = owner ? await getLead(leadId, true) : undefined;
  if (!lead || lead.owner !== owner || lead.deleted_at) throw new NotFoundError();
  return lead;
}

/** Opens a lead of the caller's inbox; the first opening marks it read and lowers the unread count. */
export async function openLead(principal: Principal, leadId: string, now = new Date()): Promise<LeadRecord> {
  const lead = await inboxLead(principal, leadId);
  if (lead.read_at) return lead;
  if (await markLeadRead(lead, now)) return { ...lead, read_at: now.toISOString() };
  return inboxLead(principal, leadId);
}

/** Sets the status of a lead of the caller's inbox (nothing written when it has it already). */
export async function setLeadStatus(principal: Principal, leadId: string, status: LeadStatus): Promise<LeadRecord> {
  for (let attempt = 1; ; attempt++) {
    const lead = await inboxLead(principal, leadId);
    if (lead.status === status) return lead;
    const changed = await changeLeadStatus(lead, status);
    if (changed) return changed;
    if (attempt === ATTEMPTS) throw new Error(`The status of lead ${leadId} kept changing`);
  }
}

/** Takes a lead out of the caller's inbox; the visitor's list keeps it. */
export async function deleteInboxLead(principal: Principal, leadId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const lead = await inboxLead(principal, leadId);
    if (await removeLeadFromInbox(lead)) return;
    if (attempt === ATTEMPTS) throw new Error(`Lead ${leadId} kept changing`);
  }
}
