import type { FormKind } from '@migralink/shared/schemas/forms';
import type { CodePurpose } from '#data/keys';

/**
 * Every number of the API's defences, in one place: the rate limits of every
 * route that counts, the lead forms' and form tokens' timing, a lead thread's
 * size, the export's batches and the mailed codes' lifetimes (the reasoning is
 * in `../accounts/README.md`, `../leads/README.md` and `../forms/README.md`).
 * Tests change them here, e.g. `Object.assign(RATE_LIMITS.signupAccount, { limit: 2 })`.
 */

/**
 * At most `limit` counted attempts per subject in each fixed window of
 * `windowSeconds`: past it, attempts are refused with 429, or, for a rule
 * with `slowMs`, never refused but each answered that much later.
 */
export interface RateRule {
  /** Part of the counter's key; unique per rule. */
  readonly name: string;
  limit: number;
  windowSeconds: number;
  slowMs?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /** Failed sign-ins from one client address, over all accounts (credential stuffing). */
  signinIp: { name: 'signin-ip', limit: 50, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins to one account from one address: stops guessing from one place, locks out only that place. */
  signinAccountIp: { name: 'signin-account-ip', limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Failed sign-ins to one account from anywhere (distributed guessing): past the ceiling every attempt
   * at the account waits, but none is refused, so guesses from many addresses never lock the owner out.
   */
  signinAccount: { name: 'signin-account', limit: 30, windowSeconds: 5 * MINUTE, slowMs: 2000 },
  /** Sign-ups from one address, and per e-mail address (each one mails that address). */
  signupIp: { name: 'signup-ip', limit: 20, windowSeconds: HOUR },
  signupAccount: { name: 'signup-account', limit: 5, windowSeconds: HOUR },
  /** Reset mails requested from one address, and per e-mail address. */
  resetMailIp: { name: 'reset-mail-ip', limit: 20, windowSeconds: HOUR },
  resetMailAccount: { name: 'reset-mail-account', limit: 5, windowSeconds: HOUR },
  /** Activation mails requested from one address, and per signed-in user. */
  activationMailIp: { name: 'activation-mail-ip', limit: 20, windowSeconds: HOUR },
  activationMailAccount: { name: 'activation-mail-account', limit: 5, windowSeconds: HOUR },
  /** Code checks and uses from one address (a 256-bit code cannot be guessed; this bounds the load). */
  checkCodeIp: { name: 'check-code-ip', limit: 60, windowSeconds: 15 * MINUTE },
  resetIp: { name: 'reset-ip', limit: 20, windowSeconds: 15 * MINUTE },
  activationIp: { name: 'activation-ip', limit: 20, windowSeconds: 15 * MINUTE },
  /** Wrong current passwords per user (a stolen token must not become a password oracle). */
  changePasswordAccount: { name: 'change-password-account', limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Upload tickets per signed-in user and per address: each lets a browser put up to 10 MiB into the bucket.
   * An editor uploads a handful of images at a time; these stop a script from filling the bucket.
   */
  uploadTicketUser: { name: 'upload-ticket-user', limit: 30, windowSeconds: 10 * MINUTE },
  uploadTicketIp: { name: 'upload-ticket-ip', limit: 60, windowSeconds: 10 * MINUTE },
  /** Advertisement impressions and clicks: a results page reports once; past this an address counts nothing for a while. */
  advertisementEventsIp: { name: 'advertisement-events-ip', limit: 200, windowSeconds: 10 * MINUTE },
  /** Clicks on partners' referral links (docs/product.md, "Partner programme"): a visitor lands a few times; a script that inflates a partner's clicks stops here. */
  partnerClickIp: { name: 'partner-click-ip', limit: 30, windowSeconds: HOUR },
  /** Advertisements a company starts buying (each makes a Checkout session at Stripe); one waits for payment at a time. */
  advertisementCompany: { name: 'advertisement-company', limit: 10, windowSeconds: HOUR },
  /**
   * Writing reviews, comments and reactions: a reader reacts to a few dozen in a sitting and writes a few;
   * a script that floods a company's reviews stops here. Per user and per address.
   */
  reviewWriteUser: { name: 'review-write-user', limit: 60, windowSeconds: 10 * MINUTE },
  reviewWriteIp: { name: 'review-write-ip', limit: 120, windowSeconds: 10 * MINUTE },
  /**
   * Leads (`POST /v1/lead` and the platform's forms): each one mails a company and the visitor. A visitor
   * sends a handful; an office behind one address a few dozen an hour. Per address, per e-mail address or
   * phone number written in the form, and per browser (the `X-Fingerprint` header, when sent).
   */
  leadIp: { name: 'lead-ip', limit: 30, windowSeconds: HOUR },
  leadContact: { name: 'lead-contact', limit: 10, windowSeconds: HOUR },
  leadFingerprint: { name: 'lead-fingerprint', limit: 20, windowSeconds: HOUR },
  /**
   * Replies to leads (`POST …/lead/{id}/replies`): each one mails the lead's visitor. A conversation takes a
   * few answers a day; a busy inbox answers some dozens of leads an hour. Per lead (what one visitor can be
   * sent) and per inbox (a company's, or the platform's for all staff).
   */
  leadReplyLead: { name: 'lead-reply-lead', limit: 10, windowSeconds: DAY },
  leadReplyInbox: { name: 'lead-reply-inbox', limit: 100, windowSeconds: HOUR },
  /**
   * Opening a lead's mailed link (`GET /v1/lead/thread`): a visitor opens theirs a few times; past this an
   * address waits, so nobody tries tokens in bulk (each one costs a guess at a 256-bit HMAC anyway).
   */
  leadThreadIp: { name: 'lead-thread-ip', limit: 60, windowSeconds: HOUR },
  /**
   * Messages to the platform's staff (`POST /v1/contact`, `/v1/feedback`): each mails a copy to the address
   * written in the form. A person writes one or two; an office behind one address a few more. Per address, per
   * mailbox written in the form (the copies one inbox can be sent) and per browser (`X-Fingerprint`), shared by
   * both forms so a robot gains nothing by switching.
   */
  siteMessageIp: { name: 'site-message-ip', limit: 20, windowSeconds: HOUR },
  siteMessageMailbox: { name: 'site-message-mailbox', limit: 5, windowSeconds: HOUR },
  siteMessageFingerprint: { name: 'site-message-fingerprint', limit: 10, windowSeconds: HOUR },
  /** A company's suggestions for the service editor (each mails a copy to its own address): per account. */
  improvementUser: { name: 'improvement-user', limit: 10, windowSeconds: DAY },
  /** Staff's answers to one message (each mails its sender): what one address can be sent from the inbox. */
  siteMessageAnswers: { name: 'site-message-answers', limit: 10, windowSeconds: DAY },
  /** Appeals a user opens (docs/product.md, "Customer support"): per account. */
  appealUser: { name: 'appeal-user', limit: 10, windowSeconds: DAY },
  /** Messages in one appeal's thread, both sides (each may mail the other): per appeal. */
  appealMessages: { name: 'appeal-messages', limit: 20, windowSeconds: DAY },
  /**
   * Certificate deliveries (`POST /v1/account/certificates/{id}/delivery`): each mails the PDF to at most 5
   * addresses. An owner sends theirs to a few partners at a time; past this a company waits, so the platform's
   * sender is never a way to mail strangers in bulk (at most 100 mails a day per company).
   */
  certificateDeliveryCompany: { name: 'certificate-delivery-company', limit: 20, windowSeconds: DAY },
  /**
   * Mailing-list requests (`POST /v1/mailing/subscribe`): each mails a confirmation to the address written.
   * A visitor subscribes once; per client address, and per mailbox (`mailboxKey`), so nobody can bury a
   * stranger's inbox in confirmation mails: at most 5 a day reach one mailbox.
   */
  mailingSubscribeIp: { name: 'mailing-subscribe-ip', limit: 20, windowSeconds: HOUR },
  mailingSubscribeMailbox: { name: 'mailing-subscribe-mailbox', limit: 5, windowSeconds: DAY },
  /** Confirmations from one address (a link's 256-bit HMAC cannot be guessed; this bounds the load). */
  mailingConfirmIp: { name: 'mailing-confirm-ip', limit: 60, windowSeconds: 15 * MINUTE },
  /** A newsletter's tests, per staff user: each mails the caller's own address. */
  newsletterTestUser: { name: 'newsletter-test-user', limit: 20, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

/** How long a mailed code works. */
export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  activation: 48 * HOUR,
  reset: HOUR,
};

/** Mailing lists and newsletters (`../mailing/README.md`). */
export const MAILING = {
  /** How long a confirmation mail's link confirms; later it is stale, and the visitor subscribes again. */
  confirmSeconds: 48 * HOUR,
  /** Subscribers a newsletter's send reads (one Query) and queues a mail for at a time; its cursor is saved after each page. */
  sendPage: 50,
  /** A send's claim on a newsletter: a run that stopped (a timeout, a crash) is taken over this long after its last page. */
  leaseSeconds: 2 * MINUTE,
  /**
   * How fast a send queues its mails: below SES's sending rate (14 a second for a new account), so the outbox
   * never holds more than a page of a newsletter and other mail (an activation, a lead) goes out between.
   */
  sendPerSecond: 10,
};

/** The author-block job (docs/product.md, "Users, blocks and the audit trail"): a user's reviews it brings to the block at a time. */
export const AUTHOR_BLOCKS = {
  /** Pointers read (one Query) and reviews moved one by one before the job's cursor is saved. */
  page: 25,
};

export const TIMING = {
  /**
   * The reset-mail route answers no sooner than this after it started, whether
   * or not it mailed, so its duration does not tell a registered address.
   */
  resetMailMinMs: 400,
};

/** The lead forms' defences beyond rate limits (the reasoning is in `../leads/README.md`). */
export const LEAD_TIMING = {
  /** A form sent sooner than this after it opened was not filled in by a person: refused with 422. */
  minFillMs: 2_000,
  /** How long a client's idempotency key answers the lead it made instead of making another. */
  idempotencySeconds: 10 * MINUTE,
};

/** How long a form may be open: a person fills it in no sooner than a lead form, and within a working day. */
const FORM_OPEN = { minAgeMs: LEAD_TIMING.minFillMs, maxAgeMs: 12 * HOUR * 1000 };

/**
 * Form tokens per kind of form (`../forms/README.md`): a form sent with a token younger than `minAgeMs` was
 * not filled in by a person (422, send it again); one older than `maxAgeMs` has expired (422, a new token).
 * Each kind its own object, so a test changes one.
 */
export const FORM_TIMING = {
  lead: { ...FORM_OPEN },
  contact: { ...FORM_OPEN },
  feedback: { ...FORM_OPEN },
  improvement: { ...FORM_OPEN },
  /** The footer's subscription form: a person types an address and ticks the consent in no less time than a lead's. */
  mailing: { ...FORM_OPEN },
} satisfies Record<FormKind, { minAgeMs: number; maxAgeMs: number }>;

/**
 * A lead's thread of replies, kept in the lead's item (`../leads/README.md` "Replies"): at most
 * `MAX_LEAD_REPLIES` replies, weighing at most this many bytes (`replyBytes`: as DynamoDB counts them, or as
 * the API answers them if more). The rest of a lead weighs at most ~60 KB (its fields are bounded), so the
 * item stays far below DynamoDB's 400 KB whatever is written, and a page of 20 leads within an answer's 6 MB.
 */
export const LEAD_THREAD_BYTES = 160_000;

/** The inbox's export (`leads/export.ts`). */
export const LEAD_EXPORT = {
  /**
   * The largest file answered as the answer itself: API Gateway and Lambda carry
   * at most 6 MB, and base64 makes 4 MB about 5.3 MB; a larger one is put in the
   * uploads bucket and answered as a link.
   */
  inlineBytes: 4 * 1024 * 1024,
  /** How long the link to a large file reads it. */
  linkSeconds: 5 * MINUTE,
  /** Leads read (one BatchGetItem) and written to the file at a time: the memory holds no more of them. */
  batch: 100,
};
