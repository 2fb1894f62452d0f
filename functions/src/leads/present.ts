import type { Lead } from '@migralink/shared/schemas/leads';
import type { LeadRecord } from '#data/leads';

/** A stored lead as the inbox and its visitor see it. */
export function presentLead(lead: LeadRecord): Lead {
  return {
    uuid: lead.id,
    kind: lead.kind,
    status: lead.status,
    company_uuid: lead.company_id ?? null,
    service_uuid: lead.service_id ?? null,
    topic: lead.topic ?? null,
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    message: lead.message,
    country: lead.country,
    locale: lead.locale,
    attribution: lead.attribution,
    read: lead.read_at !== undefined,
    created_at: lead.created_at,
    updated_at: lead.updated_at,
  };
}
