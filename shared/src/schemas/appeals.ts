import * as z from 'zod/mini';
import { multiLine, singleLine } from './text';
import { staffCompany, staffUser } from './staff';

/**
 * Appeals to customer support (docs/product.md, "Customer support"): a signed-in user of any role opens one
 * with a subject, a text and optionally a file, about their company or not; support answers in its thread,
 * the user replies, and either side closes or reopens it.
 */

/** `open` waits for support; `answered` waits for the user; `closed` waits for nobody (a reply reopens it). */
export const APPEAL_STATUSES = ['open', 'answered', 'closed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The sizes of an appeal (docs/product.md, "Limits"). */
export const APPEAL_LIMITS = {
  subject: 150,
  /** One message of the thread, the first included: at most 15,000 bytes as DynamoDB counts UTF-8 (3 a UTF-16 unit at most). */
  message: 5000,
  /** Messages one thread holds, both sides together; past it the thread is full (422 on `message`). */
  messages: 50,
  /** The attached file's name as its sender knows it. */
  attachmentName: 200,
  /** A page of the user's appeals or of the staff queue. */
  perPage: 20,
} as const;

/** A checked upload of purpose `appeal_attachment` (PDF, JPEG or PNG), named as its sender knows it. */
const attachmentBody = z.object({
  key: z.string().check(z.regex(/^tmp\/appeal_attachment\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+$/)),
  name: singleLine(APPEAL_LIMITS.attachmentName, 1),
});

/** `POST /v1/account/appeals`: a new appeal; `about_company` names the caller's own company. */
export const openAppealBody = z.object({
  subject: singleLine(APPEAL_LIMITS.subject, 1),
  message: multiLine(APPEAL_LIMITS.message, 1),
  about_company: z.optional(z.boolean()),
  attachment: z.optional(attachmentBody),
});
export type OpenAppealBody = z.output<typeof openAppealBody>;

/** A message of the thread, from the user (a reply) or from support (an answer). */
export const appealMessageBody = z.object({
  message: multiLine(APPEAL_LIMITS.message, 1),
  attachment: z.optional(attachmentBody),
});
export type AppealMessageBody = z.output<typeof appealMessageBody>;

/** What support may set by hand (an answer makes an appeal `answered`, a reply `open`). */
export const appealStatusBody = z.object({ status: z.enum(APPEAL_STATUSES) });

export const appealParams = z.object({ id: z.uuid() });

/** `GET /v1/account/appeals`: the caller's appeals, newest first, by cursor. */
export const myAppealsQuery = z.object({ cursor: z.optional(z.string().check(z.maxLength(500))) });

/** `GET /v1/admin/appeals`: one status (open by default: oldest waiting first), by cursor. */
export const appealQueueQuery = z.object({
  status: z.optional(z.enum(APPEAL_STATUSES)),
  cursor: z.optional(z.string().check(z.maxLength(500))),
});

const status = z.enum(APPEAL_STATUSES);

/** An appeal as a list shows it. */
export const appealSummary = z.object({
  id: z.uuid(),
  subject: z.string(),
  status,
  created_at: z.string(),
  /** When it got its status: for an open appeal, since when it waits for support. */
  status_at: z.string(),
  /** Seconds an open appeal has waited for support when this was read; null when it waits for nobody. */
  waiting_seconds: z.nullable(z.number()),
  message_count: z.number(),
  /** Who opened it (staff lists show it; the user's own list shows the user). */
  user: z.object({ uuid: z.string(), name: z.string(), email: z.string() }),
  company_id: z.nullable(z.string()),
});
export type AppealSummary = z.infer<typeof appealSummary>;

export const appealList = z.object({ items: z.array(appealSummary), next_cursor: z.nullable(z.string()) });
export type AppealList = z.infer<typeof appealList>;

/** A file of a message; `url` reads it for a few minutes. */
export const appealAttachment = z.object({
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  url: z.string(),
});

/** One message of the thread, oldest first. */
export const appealMessage = z.object({
  id: z.uuid(),
  from: z.enum(['user', 'support']),
  /** The user's name, or the support member's as their profile had it. */
  author_name: z.string(),
  message: z.string(),
  attachment: z.nullable(appealAttachment),
  created_at: z.string(),
});
export type AppealMessage = z.infer<typeof appealMessage>;

/** An appeal opened: its summary and its whole thread. */
export const appeal = z.object({ ...appealSummary.shape, messages: z.array(appealMessage) });
export type Appeal = z.infer<typeof appeal>;

/** What support reads of an appeal: the thread, and (read-only) the account and the company it is about. */
export const staffAppeal = z.object({
  appeal,
  account: z.nullable(staffUser),
  company: z.nullable(staffCompany),
});
export type StaffAppeal = z.infer<typeof staffAppeal>;
