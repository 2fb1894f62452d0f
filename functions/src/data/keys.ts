/**
 * The only place that spells DynamoDB keys. Every other module asks here.
 * ACCESS-PATTERNS.md lists the patterns these keys serve.
 */

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Kinds of reference data; each lives in one partition, sorted by id. */
export const REFERENCE_KINDS = ['country', 'country_group', 'purpose', 'category', 'currency', 'time_unit'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Versions of a company's or a service's content: the public reads `approved`, the owner edits `draft`. */
export const CONTENT_VERSIONS = ['approved', 'draft'] as const;
export type ContentVersion = (typeof CONTENT_VERSIONS)[number];

/** What a mailed single-use code is for. */
export const CODE_PURPOSES = ['activation', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The counted orders of a company's shown reviews: its pointers by time, and entries by rating, by likes and
 * unanswered first.
 */
export type ReviewOrder = 'newest' | 'rating' | 'helpful' | 'unanswered';

/** Numbers sort as text only when padded. */
const pad = (id: string | number) => (typeof id === 'number' ? String(id).padStart(6, '0') : id);

export const keys = {
  reference: {
    item: (kind: ReferenceKind, id: string | number): ItemKey => ({ pk: `REF#${kind}`, sk: pad(id) }),
    partition: (kind: ReferenceKind) => `REF#${kind}`,
  },
  user: {
    item: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
    /** Unique e-mail: one item per address, written in the same transaction as the user. */
    email: (email: string): ItemKey => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
    /** Which code of a purpose is the user's newest (its hash); older codes of that purpose no longer work. */
    latestCode: (userId: string, purpose: CodePurpose): ItemKey => ({ pk: `USER#${userId}`, sk: `CODE#${purpose}` }),
    /** gsi1 of the user item: every user in one partition sorted by e-mail, so staff find one by its beginning. */
    byEmail: (email: string) => ({ gsi1pk: 'USERS', gsi1sk: email.trim().toLowerCase() }),
    byEmailPartition: 'USERS',
    /** One entry of the user's audit trail (append-only): sorted by time, in the user's partition. */
    audit: (userId: string, at: string, entryId: string): ItemKey => ({
      pk: `USER#${userId}`,
      sk: `AUDIT#${at}#${entryId}`,
    }),
    auditPartition: (userId: string) => `USER#${userId}`,
    auditPrefix: 'AUDIT#',
    /** A block or unblock still reaching the user's reviews: one item, while under way, in the user's partition. */
    reviewSync: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'REVIEWSYNC' }),
    /** gsi2 of a review sync under way (sparse): the author-block job's work, oldest first. */
    reviewSyncDue: (at: string, userId: string) => ({ gsi2pk: 'REVIEWSYNC', gsi2sk: `${at}#${userId}` }),
    reviewSyncPartition: 'REVIEWSYNC',
  },
  /** A mailed single-use code, found by the SHA-256 of the code (the code itself is never stored). */
  code: {
    item: (codeHash: string): ItemKey => ({ pk: `CODE#${codeHash}`, sk: 'CODE' }),
  },
  /**
   * Every public key certificates' credentials were ever signed with, in one bounded item (ACCESS-PATTERNS.md,
   * "Certificates: signing keys and status list").
   */
  signingKeys: { pk: 'SIGNING', sk: 'KEYS' } as ItemKey,
  /** One status list of certificates (a list of a year, `20260`): its revocation bits, as published. */
  statusList: (list: number): ItemKey => ({ pk: `STATUSLIST#${list}`, sk: 'LIST' }),
  /** One fixed window of one rate limit for one subject (a hashed IP, address or user id). */
  rateLimit: {
    window: (rule: string, subject: string, windowStart: number): ItemKey => ({
      pk: `RATE#${rule}#${subject}`,
      sk: `W#${windowStart}`,
    }),
  },
  company: {
    /** The company's own record (owner, plan, moderation status). */
    profile: (companyId: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: 'PROFILE' }),
    /** One version of the company's content (texts, offices, payment blocks). */
    content: (companyId: string, version: ContentVersion): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `CONTENT#${version}`,
    }),
    partition: (companyId: string) => `COMPANY#${companyId}`,
    /** gsi1 of the profile: every company in one partition by its slug (its name in latin), for staff's search. */
    bySlug: (slug: string) => ({ gsi1pk: 'COMPANIES', gsi1sk: slug }),
    bySlugPartition: 'COMPANIES',
    /** One entry of the company's audit trail (append-only): staff publishing or unpublishing it. */
    audit: (companyId: string, at: string, entryId: string): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `AUDIT#${at}#${entryId}`,
    }),
  },
  service: {
    /** A service's own record (moderation status, publishing), in its company's partition. */
    meta: (companyId: string, serviceId: string): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `SERVICE#${serviceId}`,
    }),
    /** One version of a service's content; sorts right after its meta item. */
    content: (companyId: string, serviceId: string, version: ContentVersion): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `SERVICE#${serviceId}#CONTENT#${version}`,
    }),
    /** Sort-key prefix of every service item of a company (meta and content), for one Query with begins_with. */
    servicePrefix: 'SERVICE#',
    /** gsi1: a service by its own id. */
    byId: (serviceId: string) => ({ gsi1pk: `SERVICE#${serviceId}`, gsi1sk: 'SERVICE' }),
    /** gsi1 of the approved content only, so that one gsi1 Query returns a service's meta and public content. */
    approvedById: (serviceId: string) => ({ gsi1pk: `SERVICE#${serviceId}`, gsi1sk: 'CONTENT#approved' }),
    /** The gsi1 partition holding a service's meta and approved content. */
    idPartition: (serviceId: string) => `SERVICE#${serviceId}`,
  },
  /** gsi2 of a company profile or service meta item while it waits for moderation: one queue, oldest first. */
  moderation: {
    queued: (submittedAt: string, kind: string, id: string) => ({
      gsi2pk: 'MODERATION',
      gsi2sk: `${submittedAt}#${kind}#${id}`,
    }),
    queuePartition: 'MODERATION',
  },
  /** Looks at a public company's contacts: a counter per day, and a marker per viewer and day so each counts once. */
  contactViews: {
    day: (companyId: string, day: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: `STATS#contacts#${day}` }),
    viewer: (companyId: string, day: string, viewer: string): ItemKey => ({
      pk: `VIEW#${companyId}#${day}`,
      sk: viewer,
    }),
  },
  /** Page views of a public company's page and its services' pages: one counter item per company and UTC day. */
  pageViews: {
    day: (companyId: string, day: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: `STATS#views#${day}` }),
  },
  /** How long a company took to answer its leads first: one item per company and UTC day the leads came. */
  firstAnswers: {
    day: (companyId: string, day: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: `STATS#answers#${day}` }),
  },
  /** A company's daily statistics items of one kind (`views`, `contacts`, `answers`), sorted by day. */
  statistics: {
    partition: (companyId: string) => `COMPANY#${companyId}`,
    prefix: (kind: 'views' | 'contacts' | 'answers', day: string) => `STATS#${kind}#${day}`,
  },
  search: {
    /** A precomputed search list (`to=DE|p=3|c=101`), stored in numbered parts under one partition. */
    list: (listId: string) => `SEARCH#${listId}`,
    part: (listId: string, part: number): ItemKey => ({
      pk: `SEARCH#${listId}`,
      sk: `PART#${String(part).padStart(4, '0')}`,
    }),
    /**
     * A list's entries in one scope (`ALL`, `ANY`: from anywhere, or a source country they name), one item
     * each, in list order (`<9 − rank>#<company id>`), and the scope's counts item, sorting before them
     * (`search-scopes.ts`).
     */
    scopedList: (listId: string, scope: string) => `SEARCH#${listId}#IN#${scope}`,
    scopedEntry: (listId: string, scope: string, rank: number, companyId: string): ItemKey => ({
      pk: `SEARCH#${listId}#IN#${scope}`,
      sk: `${9 - rank}#${companyId}`,
    }),
    scopedCounts: (listId: string, scope: string): ItemKey => ({ pk: `SEARCH#${listId}#IN#${scope}`, sk: '#COUNTS' }),
    /** One row per non-empty list (its size by source country), so the landing pages need no Scan. */
    registry: (listId: string): ItemKey => ({ pk: 'SEARCH#LISTS', sk: listId }),
    registryPartition: 'SEARCH#LISTS',
    /** One row per public company (slug, public service ids): the companies and services the site pre-builds. */
    publicCompany: (companyId: string): ItemKey => ({ pk: 'SEARCH#COMPANIES', sk: companyId }),
    publicCompaniesPartition: 'SEARCH#COMPANIES',
    /** The lists a company is in, so a reindex knows where to take it out. */
    membership: (companyId: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: 'SEARCH' }),
  },
  /**
   * Leads. A lead is one item; each list it is in (its owner's inbox, whole and
   * by status, kind and service; its visitor's list) holds a small pointer
   * sorted by time, so a page is one Query of pointers and one BatchGetItem.
   * An owner is a company id or `PLATFORM` (leads with no company), or
   * `USER#<id>` for a visitor's own list.
   */
  leads: {
    item: (leadId: string): ItemKey => ({ pk: `LEAD#${leadId}`, sk: 'LEAD' }),
    /** The partition of one list: `LEADS#<owner>#all`, `…#status=new`, `…#kind=company`, `…#service=<id>`. */
    list: (owner: string, list: string) => `LEADS#${owner}#${list}`,
    /** A lead's place in a list: newest last in key order (`<created_at>#<id>`), read backwards. */
    pointer: (owner: string, list: string, createdAt: string, leadId: string): ItemKey => ({
      pk: `LEADS#${owner}#${list}`,
      sk: `${createdAt}#${leadId}`,
    }),
    /** How many pointers each UTC day has in one list (`n#<YYYY-MM-DD>`): where a page of the list starts. */
    dayCounts: (owner: string, list: string): ItemKey => ({ pk: `LEADDAYS#${owner}#${list}`, sk: 'DAYS' }),
    /** The owner's counters: unread leads and the size of each of its lists. */
    counts: (owner: string): ItemKey => ({ pk: `LEADS#${owner}`, sk: 'COUNTS' }),
    /** The lead a client's idempotency key made, kept a few minutes. */
    idempotency: (key: string): ItemKey => ({ pk: `LEADKEY#${key}`, sk: 'LEADKEY' }),
    /** The owner of the leads with no company (customer support and admins work them). */
    platform: 'PLATFORM',
    /** The owner of a visitor's own list. */
    visitor: (userId: string) => `USER#${userId}`,
  },
  /**
   * Reviews (ACCESS-PATTERNS.md R1–R9). A review is one item holding its
   * comments (their places never move: a deleted comment stays as a
   * tombstone, so a reaction addresses it by index). A company's list and an
   * author's hold one small pointer per review, sorted by time, carrying what
   * the other sorts need (rating, likes, answered), so a page of any sort is one
   * Query of pointers and one BatchGetItem.
   */
  reviews: {
    item: (reviewId: string): ItemKey => ({ pk: `REVIEW#${reviewId}`, sk: 'REVIEW' }),
    companyPointer: (companyId: string, createdAt: string, reviewId: string): ItemKey => ({
      pk: `REVIEWS#${companyId}`,
      sk: `${createdAt}#${reviewId}`,
    }),
    companyPartition: (companyId: string) => `REVIEWS#${companyId}`,
    authorPointer: (userId: string, createdAt: string, reviewId: string): ItemKey => ({
      pk: `REVIEWS#USER#${userId}`,
      sk: `${createdAt}#${reviewId}`,
    }),
    authorPartition: (userId: string) => `REVIEWS#USER#${userId}`,
    /**
     * A company's shown reviews in its counted orders (`review-orders.ts`): one entry per review, nothing but
     * its key; read backwards, each is its order (highest first, then newest).
     */
    ratingEntry: (companyId: string, rating: number, createdAt: string, reviewId: string): ItemKey => ({
      pk: `REVIEWORDER#${companyId}#rating`,
      sk: `${rating}#${createdAt}#${reviewId}`,
    }),
    /** Likes padded to 7 digits, so they sort as numbers. */
    helpfulEntry: (companyId: string, likes: number, createdAt: string, reviewId: string): ItemKey => ({
      pk: `REVIEWORDER#${companyId}#helpful`,
      sk: `${String(likes).padStart(7, '0')}#${createdAt}#${reviewId}`,
    }),
    /**
     * Unanswered first (the company's own list): its unanswered reviews (`1#…`) before its answered ones (`0#…`),
     * each newest first; the company's answer moves the entry from one to the other.
     */
    unansweredEntry: (companyId: string, answered: boolean, createdAt: string, reviewId: string): ItemKey => ({
      pk: `REVIEWORDER#${companyId}#unanswered`,
      sk: `${answered ? 0 : 1}#${createdAt}#${reviewId}`,
    }),
    /** An author's shown reviews newest first (their public list): an entry per review, nothing but its key. */
    authorEntry: (userId: string, createdAt: string, reviewId: string): ItemKey => ({
      pk: `REVIEWORDER#USER#${userId}`,
      sk: `${createdAt}#${reviewId}`,
    }),
    authorEntryPartition: (userId: string) => `REVIEWORDER#USER#${userId}`,
    /** How many of an author's entries each day holds (`n#<day>`), and whether it counts all of them (`whole`). */
    authorEntryCounts: (userId: string): ItemKey => ({ pk: `REVIEWBUCKETS#USER#${userId}`, sk: 'BUCKETS' }),
    /** The newest first is the company's pointers themselves. */
    orderPartition: (companyId: string, order: ReviewOrder) =>
      order === 'newest' ? `REVIEWS#${companyId}` : `REVIEWORDER#${companyId}#${order}`,
    /** The review an order's entry (its sort key) is of: what follows the last `#`. */
    reviewOfEntry: (sortKey: string) => sortKey.slice(sortKey.lastIndexOf('#') + 1),
    /** How many entries each bucket of an order holds (`n#<bucket>`): where a page of it starts. */
    orderCounts: (companyId: string, order: ReviewOrder): ItemKey => ({
      pk: `REVIEWBUCKETS#${companyId}#${order}`,
      sk: 'BUCKETS',
    }),
    /** One review per user and company: written with the review, deleted with it. */
    reviewer: (companyId: string, userId: string): ItemKey => ({
      pk: `REVIEWER#${companyId}#${userId}`,
      sk: 'REVIEWER',
    }),
    /** Where a comment is: its review and its place in the thread. */
    comment: (commentId: string): ItemKey => ({ pk: `COMMENT#${commentId}`, sk: 'COMMENT' }),
    /** A user's reaction to a review or a comment (its id). */
    reaction: (userId: string, targetId: string): ItemKey => ({ pk: `REACTION#${userId}`, sk: targetId }),
    /** The staff queue of reported reviews, oldest first report first. */
    reported: (reportedAt: string, reviewId: string): ItemKey => ({ pk: 'REPORTED', sk: `${reportedAt}#${reviewId}` }),
    reportedPartition: 'REPORTED',
    /** A user had a lead with a company marked `done`: their review of it is a verified client's. */
    client: (companyId: string, userId: string): ItemKey => ({ pk: `CLIENT#${companyId}#${userId}`, sk: 'CLIENT' }),
  },
  /** The mail path (ACCESS-PATTERNS.md, "Mail"): the outbox, its sender's state, suppression and pausing. */
  mail: {
    /** One mail of the outbox, by its id per cause (`lead:<id>:owner`): written with the change it is about. */
    outbox: (mailId: string): ItemKey => ({ pk: `OUTBOX#${mailId}`, sk: 'MAIL' }),
    /** What every outbox item's `pk` starts with: the stream's filter picks them by it. */
    outboxPrefix: 'OUTBOX#',
    /** gsi2 of a mail waiting to be tried again (sparse): one partition, soonest due first. */
    retryDue: (dueAt: string, mailId: string) => ({ gsi2pk: 'OUTBOX#RETRY', gsi2sk: `${dueAt}#${mailId}` }),
    retryPartition: 'OUTBOX#RETRY',
    /** gsi2 of a mail that failed for good (the dead-letter state, sparse): oldest first, for replay. */
    dead: (deadAt: string, mailId: string) => ({ gsi2pk: 'OUTBOX#DEAD', gsi2sk: `${deadAt}#${mailId}` }),
    deadPartition: 'OUTBOX#DEAD',
    /** Which mail SES sent under a message id: how a bounce or complaint finds its mail. */
    sesMessage: (messageId: string): ItemKey => ({ pk: `SESMSG#${messageId}`, sk: 'MAIL' }),
    /** The suppression list: one item per address that bounced for good or complained. */
    suppressed: (email: string): ItemKey => ({ pk: `SUPPRESSED#${email.trim().toLowerCase()}`, sk: 'SUPPRESSED' }),
    /** The flag that pauses marketing sends (set by the bounce and complaint alarms). */
    marketingPause: { pk: 'MAIL', sk: 'MARKETING_PAUSE' } as ItemKey,
  },
  site: {
    /** When the public catalogue last changed, and when the last build of the pre-built site started. */
    build: { pk: 'SITE', sk: 'BUILD' } as ItemKey,
  },
} as const;

/**
 * What a company buys, in a partition of its own (the company partition is
 * read whole by the catalogue): its billing account (the Stripe customer),
 * its subscriptions as Stripe last told of them, and a pointer per
 * advertisement sorted by when it was made.
 */
export const billingKeys = {
  account: (companyId: string): ItemKey => ({ pk: `BILLING#${companyId}`, sk: 'ACCOUNT' }),
  subscription: (companyId: string, subscriptionId: string): ItemKey => ({
    pk: `BILLING#${companyId}`,
    sk: `SUB#${subscriptionId}`,
  }),
  advertisement: (companyId: string, createdAt: string, advertisementId: string): ItemKey => ({
    pk: `BILLING#${companyId}`,
    sk: `AD#${createdAt}#${advertisementId}`,
  }),
  /** The company's one open checkout of a kind (`subscription`, `advertisement`), until it completes or expires. */
  checkout: (companyId: string, kind: string): ItemKey => ({ pk: `BILLING#${companyId}`, sk: `CHECKOUT#${kind}` }),
  /** A second subscription held at once, claimed by the one handler that cancels and refunds it. */
  duplicate: (companyId: string, subscriptionId: string): ItemKey => ({
    pk: `BILLING#${companyId}`,
    sk: `DUPLICATE#${subscriptionId}`,
  }),
  partition: (companyId: string) => `BILLING#${companyId}`,
  subscriptionPrefix: 'SUB#',
  advertisementPrefix: 'AD#',
  /** A Stripe event already handled (kept past Stripe's three days of retries): each is handled once. */
  event: (eventId: string): ItemKey => ({ pk: `STRIPE#${eventId}`, sk: 'EVENT' }),
} as const;

/**
 * Advertisements: the item (its counters too, so a visitor's impression
 * needs its id only), and one slot item per filter slot once it is paid,
 * under its target country sorted by its last day, so the search finds the
 * running ones of a country with one Query that skips the ended.
 */
export const advertisingKeys = {
  item: (advertisementId: string): ItemKey => ({ pk: `AD#${advertisementId}`, sk: 'AD' }),
  slot: (country: string, endsOn: string, advertisementId: string, index: number): ItemKey => ({
    pk: `ADS#${country}`,
    sk: `${endsOn}#${advertisementId}#${index}`,
  }),
  slotPartition: (country: string) => `ADS#${country}`,
  /** An advertisement shown in one page view: its impression and its click each count once. */
  served: (view: string, advertisementId: string): ItemKey => ({
    pk: `ADSERVED#${view}#${advertisementId}`,
    sk: 'SERVED',
  }),
} as const;

/**
 * Visa requirements (ACCESS-PATTERNS.md V1–V4): one item per passport, all in
 * one partition sorted by the passport's ISO code, each holding its rules for
 * every destination; so one passport is a GetItem, up to four a
 * BatchGetItem, and all of them one Query.
 */
export const visaKeys = {
  passport: (code: string): ItemKey => ({ pk: 'VISA#PASSPORTS', sk: code }),
  passportsPartition: 'VISA#PASSPORTS',
} as const;

/**
 * Messages to the platform (ACCESS-PATTERNS.md, "Messages to the platform"): a message and staff's answers in
 * the message's own partition; the staff inbox's lists are index partitions, one per status on gsi2 and one per
 * status and kind on gsi1, each sorted by when the message got its status.
 */
export const siteMessageKeys = {
  item: (messageId: string): ItemKey => ({ pk: `MSG#${messageId}`, sk: 'MSG' }),
  partition: (messageId: string) => `MSG#${messageId}`,
  /** A staff answer, sorted by time within the message's partition (before the message itself). */
  answer: (messageId: string, createdAt: string, answerId: string): ItemKey => ({
    pk: `MSG#${messageId}`,
    sk: `ANSWER#${createdAt}#${answerId}`,
  }),
  byStatus: (status: string, statusAt: string, messageId: string) => ({
    gsi2pk: `MSGS#${status}`,
    gsi2sk: `${statusAt}#${messageId}`,
  }),
  statusPartition: (status: string) => `MSGS#${status}`,
  byStatusAndKind: (status: string, kind: string, statusAt: string, messageId: string) => ({
    gsi1pk: `MSGS#${status}#${kind}`,
    gsi1sk: `${statusAt}#${messageId}`,
  }),
  statusKindPartition: (status: string, kind: string) => `MSGS#${status}#${kind}`,
} as const;

/** Certificates (ACCESS-PATTERNS.md, "Certificates"): applications, their documents, numbers. */
export const certificateKeys = {
  /** An application, and the certificate it became once approved. */
  item: (applicationId: string): ItemKey => ({ pk: `CERT#${applicationId}`, sk: 'CERT' }),
  /** gsi1 of an application: its company's list, newest first. */
  byCompany: (companyId: string, createdAt: string, applicationId: string) => ({
    gsi1pk: `CERTS#${companyId}`,
    gsi1sk: `${createdAt}#${applicationId}`,
  }),
  companyPartition: (companyId: string) => `CERTS#${companyId}`,
  /** gsi2 of an application while it waits for staff: one queue, oldest sent first. */
  queued: (submittedAt: string, applicationId: string) => ({
    gsi2pk: 'CERTQUEUE',
    gsi2sk: `${submittedAt}#${applicationId}`,
  }),
  queuePartition: 'CERTQUEUE',
  /** gsi2 of a certificate once approved: the day its expiry reminder is due (sparse; removed once mailed). */
  reminderDue: (day: string, applicationId: string) => ({ gsi2pk: `CERTREMIND#${day}`, gsi2sk: applicationId }),
  reminderPartition: (day: string) => `CERTREMIND#${day}`,
  /** The company's one application not decided yet (draft, submitted or returned): written and freed with it. */
  open: (companyId: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: 'CERT#open' }),
  /** A checked document of the company's, ready for its applications. */
  document: (companyId: string, documentId: string): ItemKey => ({
    pk: `COMPANY#${companyId}`,
    sk: `CERTDOC#${documentId}`,
  }),
  /** A certificate's number: which application it is (the public lookup). */
  number: (certificateNumber: string): ItemKey => ({ pk: `CERTNO#${certificateNumber}`, sk: 'CERTNO' }),
  /** The last number given in a year. */
  yearCounter: (year: number): ItemKey => ({ pk: `CERTSEQ#${year}`, sk: 'SEQ' }),
} as const;

/**
 * Mailing lists (ACCESS-PATTERNS.md, "Mailing lists"). A list is a language and a topic (`<locale>#<topic>`);
 * a subscriber is an address, named by a hash of it (`subscriberIdOf`). The subscriber's lists (one item
 * each), each list's members (one pointer each, sorted by subscriber: a newsletter's send walks them), each
 * list's count, the subscriber's consent ledger (append-only, oldest first) and a request waiting for its
 * confirmation. Apart from `keys`, like `newsletterKeys`, so the functions that never touch them do not carry
 * them (each function's bundle is held to a budget: `infra/src/bundle-budgets.ts`).
 */
export const mailingKeys = {
  subscription: (subscriberId: string, list: string): ItemKey => ({
    pk: `MAILSUB#${subscriberId}`,
    sk: `LIST#${list}`,
  }),
  subscriptions: (subscriberId: string) => `MAILSUB#${subscriberId}`,
  subscriptionPrefix: 'LIST#',
  member: (list: string, subscriberId: string): ItemKey => ({ pk: `MAILLIST#${list}`, sk: subscriberId }),
  members: (list: string) => `MAILLIST#${list}`,
  count: (list: string): ItemKey => ({ pk: `MAILCOUNT#${list}`, sk: 'COUNT' }),
  consent: (subscriberId: string, at: string, entryId: string): ItemKey => ({
    pk: `CONSENT#${subscriberId}`,
    sk: `${at}#${entryId}`,
  }),
  ledger: (subscriberId: string) => `CONSENT#${subscriberId}`,
  request: (requestId: string): ItemKey => ({ pk: `MAILREQ#${requestId}`, sk: 'REQUEST' }),
} as const;

/** Newsletters: the item (with its send's cursor and counts); staff's list on gsi1; the sends under way on gsi2. */
export const newsletterKeys = {
  item: (newsletterId: string): ItemKey => ({ pk: `NEWSLETTER#${newsletterId}`, sk: 'NEWSLETTER' }),
  listed: (createdAt: string, newsletterId: string) => ({
    gsi1pk: 'NEWSLETTERS',
    gsi1sk: `${createdAt}#${newsletterId}`,
  }),
  listPartition: 'NEWSLETTERS',
  sending: (startedAt: string, newsletterId: string) => ({
    gsi2pk: 'NEWSLETTERS#SENDING',
    gsi2sk: `${startedAt}#${newsletterId}`,
  }),
  sendingPartition: 'NEWSLETTERS#SENDING',
} as const;

/**
 * Articles (ACCESS-PATTERNS.md, "Articles"): the article item (content and rendered HTML); its address claimed
 * per language; its line in its group (one per language: the translations, and staff's list on gsi1, last
 * changed first); while published, its card in its section's list and one per target country (gsi1, newest first).
 */
export const articleKeys = {
  item: (articleId: string): ItemKey => ({ pk: `ARTICLE#${articleId}`, sk: 'ARTICLE' }),
  slug: (locale: string, slug: string): ItemKey => ({ pk: `ARTICLESLUG#${locale}#${slug}`, sk: 'SLUG' }),
  version: (groupId: string, locale: string): ItemKey => ({ pk: `ARTICLEGROUP#${groupId}`, sk: locale }),
  group: (groupId: string) => `ARTICLEGROUP#${groupId}`,
  staffListed: (updatedAt: string, articleId: string) => ({
    gsi1pk: 'ARTICLES',
    gsi1sk: `${updatedAt}#${articleId}`,
  }),
  staffPartition: 'ARTICLES',
  card: (articleId: string): ItemKey => ({ pk: `ARTICLE#${articleId}`, sk: 'CARD' }),
  sectionListed: (section: string, locale: string, publishedAt: string, articleId: string) => ({
    gsi1pk: `ARTICLES#${section}#${locale}`,
    gsi1sk: `${publishedAt}#${articleId}`,
  }),
  sectionPartition: (section: string, locale: string) => `ARTICLES#${section}#${locale}`,
  countryCard: (articleId: string, country: string): ItemKey => ({
    pk: `ARTICLE#${articleId}`,
    sk: `COUNTRY#${country}`,
  }),
  countryListed: (country: string, locale: string, publishedAt: string, articleId: string) => ({
    gsi1pk: `ARTICLES#COUNTRY#${country}#${locale}`,
    gsi1sk: `${publishedAt}#${articleId}`,
  }),
  countryPartition: (country: string, locale: string) => `ARTICLES#COUNTRY#${country}#${locale}`,
} as const;

/**
 * The programme, webinar and contacts pages (ACCESS-PATTERNS.md, "Programme, webinar and contacts pages"): one
 * item per page and language, its partition the page's, so staff's list reads the fixed set of keys at once.
 */
export const sitePageKeys = {
  item: (kind: string, slug: string, locale: string): ItemKey => ({
    pk: `SITEPAGE#${kind}#${slug}`,
    sk: `LOCALE#${locale}`,
  }),
} as const;

/**
 * What writings done once a table has had (the local demo's kinds of content, the search lists' scoped entries
 * given to lists stored before them): one marker item each, in one partition.
 */
export const seedKeys = {
  marker: (name: string): ItemKey => ({ pk: 'SEEDED', sk: name }),
} as const;

/**
 * Appeals to customer support (ACCESS-PATTERNS.md, "Appeals"): the appeal item and its messages in one partition;
 * the appeal on its user's list (gsi1, newest first) and on the support queue of its status (gsi2, by when it
 * got that status).
 */
export const appealKeys = {
  item: (appealId: string): ItemKey => ({ pk: `APPEAL#${appealId}`, sk: 'APPEAL' }),
  partition: (appealId: string) => `APPEAL#${appealId}`,
  /** A message of the thread, sorted by time after the appeal itself. */
  message: (appealId: string, createdAt: string, messageId: string): ItemKey => ({
    pk: `APPEAL#${appealId}`,
    sk: `MSG#${createdAt}#${messageId}`,
  }),
  byUser: (userId: string, createdAt: string, appealId: string) => ({
    gsi1pk: `APPEALS#USER#${userId}`,
    gsi1sk: `${createdAt}#${appealId}`,
  }),
  userPartition: (userId: string) => `APPEALS#USER#${userId}`,
  byStatus: (status: string, statusAt: string, appealId: string) => ({
    gsi2pk: `APPEALS#${status}`,
    gsi2sk: `${statusAt}#${appealId}`,
  }),
  statusPartition: (status: string) => `APPEALS#${status}`,
} as const;

/**
 * The partner programme (ACCESS-PATTERNS.md, "Partner programme"): a referral code claimed once (its item names
 * the partner); the partner's counters, one item per UTC month, sorted by month in the partner's partition; and one
 * marker per payment counted, so a payment Stripe reports again is counted once.
 */
export const partnerKeys = {
  code: (code: string): ItemKey => ({ pk: `PARTNERCODE#${code}`, sk: 'CODE' }),
  month: (partnerId: string, month: string): ItemKey => ({ pk: `PARTNER#${partnerId}`, sk: `MONTH#${month}` }),
  partition: (partnerId: string) => `PARTNER#${partnerId}`,
  monthPrefix: 'MONTH#',
  payment: (paymentId: string): ItemKey => ({ pk: `PARTNERPAYMENT#${paymentId}`, sk: 'PAYMENT' }),
} as const;
