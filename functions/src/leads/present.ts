import { pickText, type Locale } from '@migralink/shared/locales';
import type { Lead, LeadReply } from '@migralink/shared/schemas/leads';
import type { LeadRecord } from '#data/leads';

/** A stored lead as the inbox and its visitor see it, names in the caller's language. */
export function presentLead(lead: LeadRecord, locale: Locale): Lead {
  return {
    uuid: lead.id,
    kind: lead.kind,
    status: lead.status,
    company_uuid: lead.company_id ?? null,
    service_uuid: lead.service_id ?? null,
    company_name: lead.company_name ? pickText(lead.company_name, locale) : null,
    service_name: lead.service_name ? pickText(lead.service_name, locale) : null,
    topic: lead.topic ?? null,
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    message: lead.message,
    country: lead.country,
    locale: lead.locale,
    attribution: lead.attribution,
    read: lead.read_at !== undefined,
    replies: presentReplies(lead),
    unread_replies: lead.unread_replies ?? 0,
    created_at: lead.created_at,
    updated_at: lead.updated_at,
  };
}

/** A lead's thread, oldest first, as the API answers it. */
export const presentReplies = (lead: LeadRecord): LeadReply[] =>
  (lead.replies ?? []).map((reply) => ({ uuid: reply.id, message: reply.message, created_at: reply.created_at }));
