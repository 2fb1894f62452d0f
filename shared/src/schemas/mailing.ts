import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { email } from './email';
import { formTokenField } from './forms';
import { rule, uniqueList } from './rules';
import { singleLine } from './text';
import * as formsRules from './rules/forms';

/**
 * Mailing lists (docs/product.md, "Mailing lists"): a list is a language and a topic; a person
 * subscribes an address to one or both topics in one language, by a double opt-in (a confirmation
 * mail) or, signed in with a confirmed address, at once. Every marketing mail carries a signed link
 * that unsubscribes without signing in.
 */

/** What a list is about: news for people who move, news for companies. */
export const MAILING_TOPICS = ['movers', 'companies'] as const;
export type MailingTopic = (typeof MAILING_TOPICS)[number];

/** One list: a language and a topic. */
export const mailingList = z.object({ locale: z.enum(LOCALES), topic: z.enum(MAILING_TOPICS) });
export type MailingList = z.infer<typeof mailingList>;

/** The topics of one language a form chooses: one or both, each once. */
const chosenTopics = uniqueList(z.enum(MAILING_TOPICS), MAILING_TOPICS.length);

/** A page of the site as the form reports it: its path (with query), e.g. `/ru/companies/`. */
const sitePage = singleLine(500, 1).check(z.startsWith('/'));

/** A signed link's token as the site sends it back (mailed in a link's query). */
const linkToken = z.string().check(z.minLength(1), z.maxLength(300));

/** `POST /v1/mailing/subscribe`: the footer's form. */
export const subscribeBody = z.object({
  email,
  /** The language of the page the form is on: the language the mails will be in. */
  locale: z.enum(LOCALES),
  topics: chosenTopics.check(z.minLength(1)),
  /** The page the form was sent from, kept in the consent ledger. */
  page: sitePage,
  /** The visitor agrees to the statement shown beside the form (`mailingConsent`): must be true. */
  consent: z.boolean().check(rule(formsRules.consent, (value: boolean) => value)),
  /** A field people never see (hidden by the form): filled, the request is a robot's, answered alike and dropped. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /** The token the form got when it opened (`GET /v1/forms/token?kind=mailing`). */
  form_token: formTokenField,
});
export type SubscribeBody = z.output<typeof subscribeBody>;

/** The one answer to a subscription request, whatever the address: "check your mailbox". */
export const subscribeAnswer = z.object({ message: z.string() });

/** `POST /v1/mailing/confirm`: the confirmation mail's link. */
export const confirmBody = z.object({ token: linkToken });
export const CONFIRM_OUTCOMES = ['confirmed', 'already_confirmed'] as const;
export const confirmAnswer = z.object({
  outcome: z.enum(CONFIRM_OUTCOMES),
  locale: z.enum(LOCALES),
  topics: z.array(z.enum(MAILING_TOPICS)),
});
export type ConfirmAnswer = z.infer<typeof confirmAnswer>;

/** `POST /v1/unsubscribe?token=…`: a marketing mail's link (the page's button, or the mail client's one click). */
export const unsubscribeQuery = z.object({ token: linkToken });
export const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'already_unsubscribed'] as const;
export const unsubscribeAnswer = z.object({
  outcome: z.enum(UNSUBSCRIBE_OUTCOMES),
  locale: z.enum(LOCALES),
  topic: z.enum(MAILING_TOPICS),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

/**
 * `POST /v1/subscribe`: a signed-in user's lists in one language, set at once: the topics given are
 * subscribed (the account's address must be confirmed), the others of that language unsubscribed.
 */
export const accountSubscribeBody = z.object({ locale: z.enum(LOCALES), topics: chosenTopics });

/** The signed-in user's lists: what the profile's switches show. */
export const accountMailing = z.object({
  /** Whether the account's address is confirmed: only then can it subscribe. */
  email_confirmed: z.boolean(),
  lists: z.array(mailingList),
});
export type AccountMailing = z.infer<typeof accountMailing>;
