import * as z from 'zod/mini';
import { SUBSCRIPTION_PACKAGES } from '../enums';
import { LOCALES } from '../locales';
import { multiLine } from './text';

/**
 * Staff moderation (docs/product.md, "Moderation and publishing"): a queue of what
 * owners sent, oldest first; a look at one item with what changed since its
 * last approved version; approve or reject with a comment.
 */

export const MODERATED_KINDS = ['company', 'service'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

export const moderationQueueItem = z.object({
  kind: z.enum(MODERATED_KINDS),
  uuid: z.string(),
  company_uuid: z.string(),
  company_name: z.string(),
  name: z.string(),
  submitted_at: z.string(),
  /** The draft's revision the owner sent; approve and reject name it, so a later edit is never approved unseen. */
  revision: z.number(),
  /** True when nothing of it was ever approved. */
  first_version: z.boolean(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

export const moderationQueueQuery = z.object({
  /** Opaque position after the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(500))),
});

export const moderationQueue = z.object({
  items: z.array(moderationQueueItem),
  next_cursor: z.nullable(z.string()),
});

/** One changed value: a path into the stored content (`offices.0.address.ru`), before and after. */
export const contentChange = z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ContentChange = z.infer<typeof contentChange>;

export const moderationItemParams = z.object({ kind: z.enum(MODERATED_KINDS), uuid: z.uuid() });

/** Names in the caller's language, by id, of the reference data the versions refer to (ids as keys). */
const namesById = z.record(z.string(), z.string());
export const referenceNames = z.object({
  /** By ISO code. */
  countries: namesById,
  purposes: namesById,
  categories: namesById,
  time_units: namesById,
});
export type ReferenceNames = z.infer<typeof referenceNames>;

export const moderationItem = z.object({
  ...moderationQueueItem.shape,
  /** The draft as stored, every language. */
  draft: z.record(z.string(), z.unknown()),
  /** The last approved version, or null for a first version. */
  approved: z.nullable(z.record(z.string(), z.unknown())),
  changes: z.array(contentChange),
  /** The reference ids of both versions named, so the screen shows names, not codes. */
  names: referenceNames,
});
export type ModerationItem = z.infer<typeof moderationItem>;

/** A staff preview of a company or service: which one, and the language to show it in. */
export const staffPreviewParams = z.object({ uuid: z.uuid() });
export const staffPreviewQuery = z.object({ locale: z.optional(z.enum(LOCALES)) });

export const approveBody = z.object({ revision: z.number().check(z.int(), z.nonnegative()) });
export const rejectBody = z.object({
  revision: z.number().check(z.int(), z.nonnegative()),
  moderator_comment: multiLine(2000, 1),
});

/** An admin sets a company's tariff (docs/product.md, "Plans"). */
export const companyPlanParams = z.object({ uuid: z.uuid() });
export const companyPlanBody = z.object({ plan: z.enum(SUBSCRIPTION_PACKAGES) });
export const companyPlan = z.object({ uuid: z.string(), plan: z.enum(SUBSCRIPTION_PACKAGES) });
