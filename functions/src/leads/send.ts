import { createHash, randomUUID } from 'node:crypto';
import type { PlatformLeadBody } from '@migralink/shared/schemas/lead-forms';
import type { Lead, LeadKind } from '@migralink/shared/schemas/leads';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { RequestContext } from '#http/request-context';
import { LEAD_TIMING, RATE_LIMITS } from '#http/limits';
import { countAttempts, type Attempt } from '#http/rate-limit';
import { mailboxKey } from '#http/windows';
import { createLead, getLead, PLATFORM_OWNER, readLeadTarget, type LeadRecord, type LeadTarget } from '#data/leads';
import { partnerCount } from '#data/partners';
import { isConfirmedAddressOf } from '#data/users';
import { attributedPartner } from '#partners/attribution';
import { checkFormToken } from '#forms/token';
import { ConflictError, ValidationError } from '#http/errors';
import { presentLead } from './present';
import { newLeadMails } from './notify';
import { mailPut } from '#mail/outbox';
import * as commonRules from '@migralink/shared/schemas/rules/common';

/** What a lead form sent, with what the request says of its sender. */
export interface SentLead {
  kind: LeadKind;
  body: PlatformLeadBody & { company_id?: string; service_id?: string };
  /** The signed-in visitor, if any: the lead is linked to the account. */
  userId?: string;
  /** The browser's fingerprint (`browserFingerprint`), if it sent one. */
  fingerprint?: string | undefined;
}

/**
 * Sends a lead: counts it against its rate limits, refuses a form sent faster
 * than a person fills one (its form token, measured by the server), checks the company and service it names are
 * public, drops a robot's (honeypot) as if accepted, else stores it in one
 * transaction with the mails to the company's owner and the visitor. The same
 * idempotency key within minutes answers the first lead and writes nothing.
 */
export async function sendLead(sent: SentLead, context: RequestContext): Promise<Lead> {
  const counted = await countAttempts(attemptsOf(sent, context));
  await checkFormToken(sent.body.form_token, 'lead', context.locale);
  const target = sent.body.company_id ? await companyTarget(sent, context) : undefined;
  const shown = { ...newLead(sent, context), company_name: target?.name, service_name: target?.service_name };
  // A robot's (the hidden field filled) passed every check a person's does and is answered the same: it
  // learns nothing from the answer, and nothing is stored or mailed.
  if (sent.body.website) {
    context.log.info('lead dropped: honeypot filled', { kind: sent.kind });
    return presentLead({ ...shown, id: keyedId(sent) }, context.locale);
  }
  const lead = { ...shown, email_confirmed: (await isConfirmedAddressOf(sent.userId, sent.body.email)) || undefined };
  const requestHash = digest(sent);
  // The lead and its mails in one transaction: never a lead without its notification, or the reverse.
  const mails = await newLeadMails(lead, target);
  // A lead from a visitor a partner's link brought counts for the partner, in the same transaction.
  const partnerId = await attributedPartner(sent.body.partner_code);
  const earlier = await createLead(
    lead,
    { key: sent.body.idempotency_key, requestHash, keepSeconds: LEAD_TIMING.idempotencySeconds },
    [...mails.map(mailPut), ...(partnerId ? [partnerCount(partnerId, 'leads', new Date())] : [])],
  );
  if (earlier) {
    const first = earlier.request_hash === requestHash ? await getLead(earlier.lead_id, true) : undefined;
    if (!first) throw new ConflictError();
    await counted.forgive();
    return presentLead(first, context.locale);
  }
  return presentLead(lead, context.locale);
}

function attemptsOf({ body, fingerprint }: SentLead, context: RequestContext): Attempt[] {
  return [
    { rule: RATE_LIMITS.leadIp, subject: context.ip },
    ...[body.email && mailboxKey(body.email), body.phone]
      .filter((contact) => contact !== undefined)
      .map((contact) => ({ rule: RATE_LIMITS.leadContact, subject: contact })),
    ...(fingerprint ? [{ rule: RATE_LIMITS.leadFingerprint, subject: fingerprint }] : []),
  ];
}

function newLead({ kind, body, userId }: SentLead, context: RequestContext, now = new Date()): LeadRecord {
  return {
    id: randomUUID(),
    kind,
    owner: body.company_id ?? PLATFORM_OWNER,
    company_id: body.company_id,
    service_id: body.service_id,
    user_id: userId,
    topic: body.topic || undefined,
    name: body.name,
    email: body.email?.toLowerCase(),
    phone: body.phone,
    message: body.message ?? '',
    country: body.country,
    locale: context.locale,
    attribution: body.attribution ?? {},
    status: 'new',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** The public company (and service) the lead names; otherwise 422 on the field that names it. */
async function companyTarget({ body }: SentLead, context: RequestContext): Promise<LeadTarget> {
  const target = await readLeadTarget(body.company_id!, body.service_id);
  const unknown = [ruleMessage(commonRules.unknownReference, context.locale)];
  if (!target) throw new ValidationError({ company_id: unknown });
  if (body.service_id && !target.services.includes(body.service_id)) throw new ValidationError({ service_id: unknown });
  return target;
}

/** What makes two requests the same lead: everything sent but the honeypot, the form token and the key itself. */
function digest({ kind, body, userId }: SentLead): string {
  const { website: _website, form_token: _token, idempotency_key: _key, ...lead } = body;
  return createHash('sha256').update(JSON.stringify({ kind, userId, lead })).digest('base64url');
}

/** The id a dropped lead is answered with: the same for the same key sent again, as a stored lead's. */
function keyedId({ kind, body }: SentLead): string {
  const hex = createHash('sha256').update(`${kind}:${body.idempotency_key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
