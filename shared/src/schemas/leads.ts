import * as z from 'zod/mini';
import { LEAD_STATUSES } from '../enums';
import { LOCALES } from '../locales';
import { rule } from './rules';
import { multiLine, singleLine } from './text';
import * as commonRules from './rules/common';
import * as leadsRules from './rules/leads';

/**
 * Leads (docs/product.md, "Leads"): a visitor's request to one
 * company (optionally about one of its services), or to the platform from a
 * programme, seminar or passport page. The company (or, for the platform's,
 * customer support) works them in its inbox; the visitor sees their own.
 */

export const LEAD_KINDS = ['company', 'program', 'seminar', 'passport'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Leads per page, in the inbox and in the visitor's list (docs/product.md, "Lists and pages"). */
export const LEADS_PER_PAGE = 20;

/** One line of text, trimmed and at most `max` characters (`text.ts`). */
export const boundedText = (max: number) => singleLine(max);

/**
 * Where the visitor came from (docs/product.md, "Visitor attribution"): the campaign parameters and click ids
 * the site keeps in cookies, the referrer, and the page the form was sent from.
 * Each optional and bounded; stored on the lead as sent.
 */
export const leadAttribution = z.object({
  utm_source: z.optional(boundedText(300)),
  utm_medium: z.optional(boundedText(300)),
  utm_campaign: z.optional(boundedText(300)),
  utm_term: z.optional(boundedText(300)),
  utm_content: z.optional(boundedText(300)),
  gclid: z.optional(boundedText(300)),
  yclid: z.optional(boundedText(300)),
  fbclid: z.optional(boundedText(300)),
  msclkid: z.optional(boundedText(300)),
  ttclid: z.optional(boundedText(300)),
  referrer: z.optional(boundedText(2000)),
  page: z.optional(boundedText(2000)),
});
export type LeadAttribution = z.infer<typeof leadAttribution>;

/** The campaign parameters and click ids of the attribution, in order: the site keeps each in a cookie of its name. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'yclid',
  'fbclid',
  'msclkid',
  'ttclid',
] as const satisfies readonly (keyof LeadAttribution)[];
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

/** Replies a lead can have: its item holds its thread (docs/product.md, "Leads"), well within DynamoDB's 400 KB. */
export const MAX_LEAD_REPLIES = 50;
/** The longest reply, as the visitor's message. */
export const LEAD_REPLY_MAX = 2_000;

/** A company's (or staff's) answer to a lead: the visitor reads it on their leads page and gets it by e-mail. */
export const leadReply = z.object({
  uuid: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type LeadReply = z.infer<typeof leadReply>;

/** A lead as its company (or staff) and its visitor see it. */
export const lead = z.object({
  uuid: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  company_uuid: z.nullable(z.string()),
  service_uuid: z.nullable(z.string()),
  /** The company's and the service's names when it was sent, in the caller's language. */
  company_name: z.nullable(z.string()),
  service_name: z.nullable(z.string()),
  topic: z.nullable(z.string()),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  message: z.string(),
  country: z.string(),
  /** The language the visitor wrote in (the page's). */
  locale: z.enum(LOCALES),
  attribution: leadAttribution,
  /** Whether the company (or staff, for the platform's) has opened it. */
  read: z.boolean(),
  /** The thread, oldest first. */
  replies: z.array(leadReply),
  /** Replies the visitor has not opened yet (their profile's `new_messages` sums them). */
  unread_replies: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof lead>;

const page = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)));

/**
 * The inbox: newest first, at most one of status, kind or service, and a range
 * of UTC days (`from` and `to` included) with or without it.
 */
export const companyLeadsQuery = z
  .object({
    page,
    status: z.optional(z.enum(LEAD_STATUSES)),
    kind: z.optional(z.enum(LEAD_KINDS)),
    service: z.optional(z.uuid()),
    from: z.optional(z.iso.date()),
    to: z.optional(z.iso.date()),
  })
  .check(
    rule(
      leadsRules.oneFilter,
      (query: { status?: string; kind?: string; service?: string }) =>
        [query.status, query.kind, query.service].filter(Boolean).length <= 1,
      ['status'],
    ),
    rule(
      commonRules.dateOrder,
      (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
      ['to'],
    ),
  );
export type CompanyLeadsQuery = z.output<typeof companyLeadsQuery>;

export const userLeadsQuery = z.object({ page });

export const leadParams = z.object({ id: z.uuid() });

/**
 * What the signed-in account has not read yet, as its profile counts it: `new_leads`, the
 * unopened leads of its inbox (a company's, or the platform's for staff), and `new_messages`,
 * the unread answers to the leads it sent (the header's badge beside "My requests").
 */
export const unreadCounts = z.object({ new_leads: z.number(), new_messages: z.number() });
export type UnreadCounts = z.infer<typeof unreadCounts>;

export const leadStatusBody = z.object({ status: z.enum(LEAD_STATUSES) });

export const leadReplyBody = z.object({
  message: multiLine(LEAD_REPLY_MAX, 1),
});

/** `GET /v1/lead/thread?token=…`: the signed link a mail to the lead's address carries. */
export const leadThreadQuery = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * A lead's thread as the holder of its mailed link reads it: who it went to, what was sent and the
 * answers. Nothing else of the lead (the name, contacts and status stay with the inbox and the account).
 */
export const leadThread = z.object({
  uuid: z.string(),
  /** The company it went to (null for the platform's team), in the caller's language. */
  company_uuid: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  service_name: z.nullable(z.string()),
  topic: z.nullable(z.string()),
  message: z.string(),
  /** The answers, oldest first. */
  replies: z.array(leadReply),
  created_at: z.string(),
  /** When the link stops working (ISO time). */
  link_expires_at: z.string(),
});
export type LeadThread = z.infer<typeof leadThread>;
