import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from '../account-rules';
import { email } from './email';
import { formTokenField } from './forms';
import { rule } from './rules';
import { multiLine, singleLine } from './text';
import * as formsRules from './rules/forms';

/**
 * Messages to the platform (docs/product.md, "Forms"): what people write through the contacts page,
 * the feedback form of every page's footer and, signed in as a company, the service editor's
 * "suggest an improvement"; staff read and answer them in one inbox.
 */

/** What a message is: from the contacts page, feedback about the site, or a company's idea for the editor. */
export const SITE_MESSAGE_KINDS = ['contact', 'feedback', 'improvement'] as const;
export type SiteMessageKind = (typeof SITE_MESSAGE_KINDS)[number];

/** `new` until staff answer it (`answered`); staff close it when nothing more is to be done (`closed`). */
export const SITE_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type SiteMessageStatus = (typeof SITE_MESSAGE_STATUSES)[number];

/** The lengths of what a message holds (docs/product.md, "Limits"). */
export const SITE_MESSAGE_LIMITS = {
  subject: 150,
  message: 5000,
  /** The page a message was sent from (its path and query). */
  page: 2000,
  /** A staff answer, and how many one message keeps. */
  answer: 5000,
  answers: 20,
  /** A page of the staff inbox. */
  perPage: 20,
} as const;

/** The page a form was sent from, as the site names it (`/ru/companies/?…`). */
const page = z.optional(singleLine(SITE_MESSAGE_LIMITS.page));

/** What the public forms (contacts page, feedback) send. */
const publicFields = {
  name: singleLine(NAME_MAX_LENGTH, 1),
  /** Where the copy and staff's answers go. */
  email,
  message: multiLine(SITE_MESSAGE_LIMITS.message, 1),
  /** The sender agrees to the processing of their data: must be true. */
  consent: z.boolean().check(rule(formsRules.consent, (value: boolean) => value)),
  /** A field people never see (hidden by the form): a message that fills it is a robot's, answered as if stored and dropped. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /** The form token the form got when it opened: the server measures the fill time from it. */
  form_token: formTokenField,
};

/** `POST /v1/contact`: the contacts page's form. */
export const contactMessageBody = z.object({
  ...publicFields,
  subject: z.optional(singleLine(SITE_MESSAGE_LIMITS.subject)),
});
export type ContactMessageBody = z.output<typeof contactMessageBody>;

/** `POST /v1/feedback`: about the site, from the footer of any page. */
export const feedbackBody = z.object({ ...publicFields, page });
export type FeedbackBody = z.output<typeof feedbackBody>;

/** `POST /v1/account/constructor-improvements`: a signed-in company's suggestion for the service editor. */
export const improvementBody = z.object({
  subject: singleLine(SITE_MESSAGE_LIMITS.subject, 1),
  message: multiLine(SITE_MESSAGE_LIMITS.message, 1),
  page,
  form_token: formTokenField,
});
export type ImprovementBody = z.output<typeof improvementBody>;

const kind = z.enum(SITE_MESSAGE_KINDS);
const status = z.enum(SITE_MESSAGE_STATUSES);

/** What a form's sender is answered: the message was received. */
export const sentSiteMessage = z.object({ id: z.uuid(), kind, status, created_at: z.string() });
export type SentSiteMessage = z.infer<typeof sentSiteMessage>;

/** A staff answer in a message's thread. */
export const siteMessageAnswer = z.object({
  id: z.uuid(),
  message: z.string(),
  /** The staff member's name as their profile had it. */
  author_name: z.string(),
  created_at: z.string(),
});

/** A message as the staff inbox lists it. */
export const siteMessageSummary = z.object({
  id: z.uuid(),
  kind,
  status,
  name: z.string(),
  email: z.string(),
  subject: z.nullable(z.string()),
  /** The beginning of the message, for the list. */
  excerpt: z.string(),
  created_at: z.string(),
  /** When it got its status (sent, answered or closed). */
  status_at: z.string(),
});
export type SiteMessageSummary = z.infer<typeof siteMessageSummary>;

/** One message opened in the inbox: everything it holds and its thread of answers, oldest first. */
export const siteMessage = z.object({
  ...siteMessageSummary.shape,
  message: z.string(),
  page: z.nullable(z.string()),
  /** The language it was written in: the copy and the answers are mailed in it. */
  locale: z.string(),
  /** The address is the sender's account's, confirmed: mails to it may repeat what they wrote. */
  email_confirmed: z.boolean(),
  /** The signed-in sender (a company's for an improvement). */
  user_id: z.nullable(z.string()),
  company_id: z.nullable(z.string()),
  /** The company's name as it was when the suggestion was sent (in the reader's language): the inbox reads nothing more. */
  company_name: z.nullable(z.string()),
  answers: z.array(siteMessageAnswer),
});
export type SiteMessage = z.infer<typeof siteMessage>;

/** `GET /v1/admin/messages`: one status (new by default), optionally one kind, a page after the cursor. */
export const siteMessagesQuery = z.object({
  status: z.optional(status),
  kind: z.optional(kind),
  cursor: z.optional(z.string().check(z.maxLength(500))),
});
export const siteMessageList = z.object({ items: z.array(siteMessageSummary), next_cursor: z.nullable(z.string()) });
export type SiteMessageList = z.infer<typeof siteMessageList>;

export const siteMessageParams = z.object({ id: z.uuid() });

/** Staff's answer, mailed to the sender. */
export const siteMessageAnswerBody = z.object({ message: multiLine(SITE_MESSAGE_LIMITS.answer, 1) });

/** A status staff set by hand (an answer sets `answered` by itself). */
export const siteMessageStatusBody = z.object({ status });
