import { randomUUID } from 'node:crypto';
import { MAX_LEAD_REPLIES } from '@migralink/shared/schemas/leads';
import type { LeadStatus } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import {
  addLeadReply,
  changeLeadStatus,
  getLead,
  inboxOwner,
  markLeadRead,
  markRepliesRead,
  removeLeadFromInbox,
  threadHasRoom,
  type LeadRecord,
  type LeadReplyRecord,
} from '#data/leads';
import { LEAD_THREAD_BYTES, RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import type { Principal } from '#http/auth';
import { NotFoundError, ValidationError } from '#http/errors';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { markClient } from '#data/reviews';
import { AGAIN, decideAgain } from '#data/transact';
import { mailPut } from '#mail/outbox';
import { replyMail } from './notify';
import * as leadsRules from '@migralink/shared/schemas/rules/leads';

/** A lead's thread: by count (the contract's) and by bytes. */
const LEAD_THREAD = { maxReplies: MAX_LEAD_REPLIES, maxBytes: LEAD_THREAD_BYTES };

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
export function setLeadStatus(principal: Principal, leadId: string, status: LeadStatus): Promise<LeadRecord> {
  return decideAgain(async () => {
    const lead = await inboxLead(principal, leadId);
    if (lead.status === status) return lead;
    const changed = await changeLeadStatus(lead, status);
    // A signed-in visitor whose lead a company marks done is its client: their review of it says so.
    if (changed && status === 'done' && changed.company_id && changed.user_id) {
      await markClient(changed.company_id, changed.user_id, new Date().toISOString());
    }
    return changed ?? AGAIN;
  });
}

/** Takes a lead out of the caller's inbox; the visitor's list keeps it. */
export function deleteInboxLead(principal: Principal, leadId: string): Promise<void> {
  return decideAgain(async () => ((await removeLeadFromInbox(await inboxLead(principal, leadId))) ? undefined : AGAIN));
}

/**
 * Answers a lead of the caller's inbox: the reply joins its thread (422 on
 * `message` when the thread is full: `LEAD_THREAD`, by count and by bytes). Answers the lead as stored after it, and
 * the reply.
 */
export async function answerLead(
  principal: Principal,
  leadId: string,
  message: string,
  locale: Locale,
  now = new Date(),
): Promise<{ lead: LeadRecord; reply: LeadReplyRecord }> {
  const reply: LeadReplyRecord = { id: randomUUID(), message, created_at: now.toISOString() };
  const full = () => new ValidationError({ message: [ruleMessage(leadsRules.threadFull, locale)] });
  const first = await inboxLead(principal, leadId);
  if (!threadHasRoom(first, reply, LEAD_THREAD)) throw full();
  // Each reply mails the visitor: counted per lead and per inbox, taken back if it is not stored.
  const counted = await countAttempts([
    { rule: RATE_LIMITS.leadReplyLead, subject: first.id },
    { rule: RATE_LIMITS.leadReplyInbox, subject: first.owner },
  ]);
  try {
    let lead = first;
    return await decideAgain(async () => {
      const mail = await replyMail(lead, reply);
      if (await addLeadReply(lead, reply, LEAD_THREAD, mail ? [mailPut(mail)] : [])) {
        return { lead: await inboxLead(principal, leadId), reply };
      }
      // Another reply was first: this one is not, and goes in again as such. Taken out of the inbox
      // meanwhile: 404; filled by replies sent at the same time: 422.
      lead = await inboxLead(principal, leadId);
      if (!threadHasRoom(lead, reply, LEAD_THREAD)) throw full();
      return AGAIN;
    });
  } catch (error) {
    await counted.forgive();
    throw error;
  }
}

/** One of the leads the caller sent, read strongly consistent (also one its inbox took out); any other is 404. */
async function sentLead(principal: Principal, leadId: string): Promise<LeadRecord & { user_id: string }> {
  const lead = await getLead(leadId, true);
  if (!lead || lead.user_id !== principal.userId) throw new NotFoundError();
  return { ...lead, user_id: lead.user_id };
}

/** Opens one of the caller's own leads: its unread replies become read, and `new_messages` drops by as many. */
export function openSentLead(principal: Principal, leadId: string): Promise<LeadRecord> {
  return decideAgain(async () => {
    const lead = await sentLead(principal, leadId);
    if (!lead.unread_replies) return lead;
    return (await markRepliesRead(lead)) ? { ...lead, unread_replies: 0 } : AGAIN;
  });
}
