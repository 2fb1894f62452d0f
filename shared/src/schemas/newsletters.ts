import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { MAILING_TOPICS } from './mailing';
import { multiLine, singleLine } from './text';

/**
 * Newsletters (docs/product.md, "Newsletters"): staff write one per language and topic, preview
 * it, send a test to themselves, then send it to the confirmed subscribers of that list.
 */

/** `draft` (editable), `sending` (the job queues one mail per subscriber), `sent` (every subscriber's mail queued). */
export const NEWSLETTER_STATES = ['draft', 'sending', 'sent'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
/** The body's limit in characters: at most 80 KB in UTF-8, so the item stays far below DynamoDB's 400 KB. */
export const NEWSLETTER_BODY_MAX = 20_000;

/** What staff write: the list it goes to, its subject and body (paragraphs; `[label](https://…)` alone is a link). */
export const newsletterContent = z.object({
  locale: z.enum(LOCALES),
  topic: z.enum(MAILING_TOPICS),
  subject: singleLine(NEWSLETTER_SUBJECT_MAX, 1),
  body: multiLine(NEWSLETTER_BODY_MAX, 1),
});
export type NewsletterContent = z.output<typeof newsletterContent>;

export const newsletterParams = z.object({ id: z.uuid() });

/** What the mail path counted of a newsletter's mails (`functions/src/mail/README.md`). */
export const newsletterCounts = z.object({
  /** Mails queued so far: one per subscriber, never two. */
  queued: z.number(),
  sent: z.number(),
  bounced: z.number(),
  complained: z.number(),
  /** Mails the mail path gave up on (not bounces: it could not hand them to SES). */
  failed: z.number(),
});

/** A newsletter as staff see it. */
export const newsletter = z.object({
  id: z.uuid(),
  ...newsletterContent.shape,
  state: z.enum(NEWSLETTER_STATES),
  /** The confirmed subscribers of its list when the send started; until then, how many it would go to now. */
  recipients: z.number(),
  counts: newsletterCounts,
  /** Its send waits: marketing mail is paused (the bounce or complaint rate is too high). */
  paused: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});
export type Newsletter = z.infer<typeof newsletter>;

/** A line of staff's list, newest first. */
export const newsletterSummary = z.object({
  id: z.uuid(),
  locale: z.enum(LOCALES),
  topic: z.enum(MAILING_TOPICS),
  subject: z.string(),
  state: z.enum(NEWSLETTER_STATES),
  recipients: z.number(),
  counts: newsletterCounts,
  created_at: z.string(),
  started_at: z.nullable(z.string()),
});
export type NewsletterSummary = z.infer<typeof newsletterSummary>;

export const newsletterListQuery = z.object({ cursor: z.optional(z.string().check(z.maxLength(500))) });
export const newsletterList = z.object({ items: z.array(newsletterSummary), next_cursor: z.nullable(z.string()) });

/** A newsletter as its mail would be: the subject, the HTML and the plain text (with a sample unsubscribe link). */
export const newsletterPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreview>;

/** A test sent to the caller's own address. */
export const newsletterTest = z.object({ to: z.string() });
