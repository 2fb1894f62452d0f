import path from 'node:path';
import { freePort } from '../local/ports';
import { REPO_ROOT } from '../src/paths';
import { BUNDLE_BUDGET_KB } from '../src/bundle-budgets';
import { measureLambdaBundles, TARGET_COLD_INIT_MS } from './lambda-bundles';
import { measureStartUp } from './start-up';
import { COMPANIES, LARGE_COMPANIES, measureSearch, measureSearchAtScale, TARGET_SEARCH_UNITS } from './search';
import { LARGE_LEADS, LEADS, measureLeads, measureLeadsAtScale, TARGET_INBOX_UNITS } from './leads';
import {
  COMMENTS_PER_REVIEW,
  LARGE_REVIEWS,
  measureReviews,
  measureReviewsAtScale,
  REVIEWS,
  TARGET_REVIEW_ORDER_UNITS,
} from './reviews';
import { measureReviewLists } from './review-lists';
import { measureVisaMap } from './visa-map';
import { reportSite } from './site';
import { measurePasswordHashing } from './passwords';
import { measureCertificatePdf, TARGET_PDF_KB } from './certificate-pdf';
import { measureCertificateVerification, TARGET_VERIFICATION_REQUESTS } from './certificate-verification';
import { measureMail, SES_RATE, THROUGHPUT_MAILS } from './mail';
import {
  DAY_COUNTED_VIEWS,
  DAY_REQUESTS,
  LOG_OBJECTS_AN_HOUR,
  measurePageViewCount,
  VIEWED_COMPANIES,
} from './page-views';
import { section } from './report';

/**
 * `npm run bench`: prints figures against the product's targets. Benchmarks
 * report; they never fail the build. Add a section by measuring rows and
 * handing them to `section`.
 */
const bundles = await measureLambdaBundles();
section(
  `Lambda bundles: minified size (≤ ${BUNDLE_BUDGET_KB} KB; the export and the payment routes have budgets of their own, infra/src/bundle-budgets.ts) and cold init, median of 5 pairs of fresh Node ` +
    `processes: one importing the bundle minus one importing an empty module just before it (${bundles.baselineMs.toFixed(0)} ms median) (≤ ${TARGET_COLD_INIT_MS} ms)`,
  bundles.rows,
  [
    'Bundles are built by the same function the stacks use (infra/src/bundling.ts); @aws-sdk/* stays external.',
    '"size KB" is all of a function\'s code; "loaded cold KB" what its cold start reads. The PDF renderer, the Stripe client and the export\'s workbook writer are chunks beside index.mjs, read only at their import() (LAZY_MODULES in infra/src/bundling.ts).',
    'Cold init includes loading the external AWS SDK clients a handler imports at module scope, as in Lambda.',
  ],
);

section('Password hashing: what a sign-in waits for (scrypt, this machine)', await measurePasswordHashing(), [
  'The parameters stay the OWASP recommendation everywhere; the sign-in functions get 1,769 MB in AWS, one full vCPU, so a sign-in there waits about one "verify" row.',
  'A sign-in hashes a second time only when the stored hash has older parameters (once per account, then never).',
]);

section(`A certificate's PDF: render time and size (≤ ${TARGET_PDF_KB} KB)`, measureCertificatePdf(), [
  'The PDF module bundled as the functions that render it are (infra/src/bundling.ts, the font beside the bundle). Cold: a fresh Node importing the bundle and rendering one certificate, median of 5 processes; warm: the median of 20 more renders in the same process.',
  'A certificate at its longest (long names, every criterion, a credential of a real one’s size), the DejaVu Sans subset embedded; "same bytes": every process rendered the identical file, which is why it is rendered once and kept in S3.',
]);

section('Local platform: time from `npm start` to ready', await measureStartUp(), [
  'Measured on start.ts in a child process with free ports and a data folder of its own; includes DynamoDB Local (Java) start-up and the Astro dev server answering its first page.',
]);

/**
 * The search and leads benches run the functions' data layer in this process, whose DynamoDB client
 * is made once with the endpoint of its first use: each starts its own DynamoDB Local on this one port.
 */
const benchDynamoDbPort = await freePort();
const searchBench = await measureSearch(benchDynamoDbPort);
section(
  `Catalogue search at ${COMPANIES.toLocaleString('en')} companies (DynamoDB Local; ≤ ${TARGET_SEARCH_UNITS} read units a page)`,
  searchBench.calls,
  [
    `Seeded in ${searchBench.seedSeconds.toFixed(0)} s: profiles, approved contents and the precomputed search lists with their scoped entries (ACCESS-PATTERNS S1, "Counted lists").`,
    'DynamoDB requests per call, counted at the data layer; read units as DynamoDB bills them (4 KB steps, eventually consistent at half), computed from the bytes read, since DynamoDB Local reports none for queries.',
    'A search with a target country also reads the running advertisements of that country (one Query, beside the list; ACCESS-PATTERNS A4): at most 3 are answered, their cards in the same BatchGetItem as the results.',
  ],
);
const largeSearch = await measureSearchAtScale(benchDynamoDbPort);
section(
  `Catalogue search at ${LARGE_COMPANIES.toLocaleString('en')} companies (DynamoDB Local; ≤ ${TARGET_SEARCH_UNITS} read units a page)`,
  largeSearch.calls,
  [
    `Seeded in ${largeSearch.seedSeconds.toFixed(0)} s, only what these calls read: the lists they name, built from all ${LARGE_COMPANIES.toLocaleString('en')} companies (the list of every company whole, its scopes ALL and ANY and the scope of the source country asked), the cards of the pages measured and the advertisements. Seeding the whole catalogue would take most of an hour; what is read is of full size, so the figures are the full catalogue's.`,
    'A page of any filters reads the counts of its scopes and at most one bucket and a page of their entries, then its cards (12 profiles and approved contents, ~12 read units): the same at any page and size.',
    "Keeping the scopes costs writes: a company entering or leaving a list writes 2 more items per scope it is in (ALL, and ANY or each source country it names: typically 4–6 items) in that list's transaction, twice that for a change of plan (ACCESS-PATTERNS S4).",
  ],
);
section(
  `Search latency through the local API server, ${searchBench.load[0]?.concurrency} concurrent connections`,
  searchBench.load,
  [
    'One process runs the API server and the load; DynamoDB Local is the Java engine on the same 2 cores, so the figures are an upper bound of what Lambda with DynamoDB shows.',
    "Timed after untimed warm-up requests of the same mix: a function under steady traffic runs compiled code (V8 here, the JVM in DynamoDB Local); a cold start is the Lambda section's figure. Runs before this one timed the first requests and printed p99 879–1,162 ms.",
  ],
);

const build = searchBench.build!;
section(
  `Site build at ${COMPANIES.toLocaleString('en')} companies in three languages, reading the table as in AWS`,
  [
    {
      companies: COMPANIES,
      'pages built': build.pages,
      seconds: build.seconds.toFixed(0),
      'DynamoDB requests': build.reads,
      'read units': build.units.toFixed(0),
      'answered from memory': build.cacheHits,
      'cache MB at the end': (build.cacheBytes / 2 ** 20).toFixed(0),
      'without the cache: requests': build.asked.reads,
      'without the cache: read units': build.asked.units.toFixed(0),
    },
  ],
  [
    "`astro build` against its own API server (infra/src/site/build-api.ts, what the build project runs through build-run.ts: the public read routes' handlers) in front of the search bench catalogue in DynamoDB Local: home, lists, every SEO landing page and company page. Nothing paces it.",
    "DynamoDB requests and read units counted at the data layer as in the search section; identical reads answered from the build's read cache (infra/src/site/read-cache.ts, 256 MB at most) are not sent. infra/COST-MODEL.md prices the build's reads from these units.",
  ],
);

const leadsBench = await measureLeads(benchDynamoDbPort);
section(
  `A company's inbox at ${LEADS.toLocaleString('en')} leads (DynamoDB Local; a page ≤ ${TARGET_INBOX_UNITS} read units)`,
  leadsBench.calls,
  [
    `Seeded in ${leadsBench.seedSeconds.toFixed(0)} s: a year of leads, statuses mixed, 60 % about one of five services, the newest 500 unread.`,
    "Every DynamoDB request of the call, counted at the data layer (the token check is one GetItem); read units as in the search section, from what was read: a page reads only the keys of its pointers, and DynamoDB bills the whole pointer (~125 bytes, about twice the key). A page reads its inbox's counters, its list's counts by day, the pointers of the day it starts on up to it (keys only), and its 20 leads; a range of days reads the range's pointers (ACCESS-PATTERNS L4). Writes: each pointer a lead, a status change or a removal writes also moves its day's count (one more item in the same transaction).",
    "The export rows (.xlsx, ACCESS-PATTERNS L11) call the export's handler once each: its time on this machine, the bench process's resident memory at its peak during the call and its growth over the call (the process already holds the seeding's leftovers, and each row's file is read back with exceljs's full reader in between, so the growth is the export's own), the file's size; 'link' when it was answered as a link (over 4 MB). Target: the growth well under the function's memory, the answer within API Gateway's 6 MB once base64.",
  ],
);

const largeInbox = await measureLeadsAtScale(benchDynamoDbPort);
section(
  `A company's inbox at ${LARGE_LEADS.toLocaleString('en')} leads over three years (DynamoDB Local; a page ≤ ${TARGET_INBOX_UNITS} read units)`,
  largeInbox.calls,
  [
    `Seeded in ${largeInbox.seedSeconds.toFixed(0)} s, only what these pages read: the inbox's counters and its list's counts by day (of all ${LARGE_LEADS.toLocaleString('en')} leads), the pointers of each day a measured page falls on, and the leads of those pages. Seeding the whole inbox would take most of an hour; what is read is of full size.`,
    "A page reads the inbox's counters, the list's counts by day (one attribute per day with leads, ~20 bytes), the pointers of its day before it and itself (≤ one day's leads + 20), and its 20 leads: the same whatever the page and the inbox's size, ~180 leads a day here. Keeping the counts costs one more item per pointer written (a lead: +3–5 items in its transaction; a status change +2; taken out +3–4).",
  ],
);

const reviewsBench = await measureReviews(benchDynamoDbPort);
section(
  `A company's reviews at ${REVIEWS.toLocaleString('en')} reviews and ${(REVIEWS * COMMENTS_PER_REVIEW).toLocaleString('en')} comments (DynamoDB Local; a page ≤ ${TARGET_REVIEW_ORDER_UNITS} read units)`,
  reviewsBench.calls,
  [
    `Seeded in ${reviewsBench.seedSeconds.toFixed(0)} s: two years of reviews, each with ${COMMENTS_PER_REVIEW} comments (the company's answer first), the orders by rating and by likes, and the three orders' counts.`,
    "Every DynamoDB request of the call (ACCESS-PATTERNS R1–R4), the token check's GetItem included: a page reads the company's profile, then the order's counts (GetItem) and one bucket of its entries up to the page (one Query: the newest first's entries are the pointers, and its first 10 pages read the pointers up to them instead, which costs less there); its 10 reviews with their threads (one BatchGetItem), and, signed in, the caller's reactions and the authors' client marks.",
    "Writes: 'items in its transaction' counts what the call's one transaction writes. A review writes 9 more items than before the counted lists (its entries by rating, by likes and unanswered first and in its author's list, and those four lists' counts and the newest first's: 14 in all, +1 for the owner's mail when notifications are on, and one Query first: had the author a review before?; a hiding, withholding or deletion also 9 more; the company's first answer 3 more: its entry unanswered first moved); a like moves its entry in the order by likes (3 more items: the entry deleted, put again, the counts in one update; 6 in all), on condition of the review's count as read, and so reads the review again when another like came first.",
  ],
);
const largeReviews = await measureReviewsAtScale(benchDynamoDbPort);
section(
  `A company's reviews at ${LARGE_REVIEWS.toLocaleString('en')} reviews, every public sort (DynamoDB Local; ≤ ${TARGET_REVIEW_ORDER_UNITS} read units a page)`,
  largeReviews.calls,
  [
    `Seeded in ${largeReviews.seedSeconds.toFixed(0)} s, only what these pages read: the profile, both orders' counts of all ${LARGE_REVIEWS.toLocaleString('en')} reviews, the entries of the buckets the pages fall in, and the pages' reviews with their threads. Seeding all of them would take most of an hour; what is read is of full size.`,
    'Buckets: the UTC day for the newest first (~70 pointers of ~110 bytes each here), the rating and a third of a month (~140 entries), the likes and the month (~50); an entry by rating or likes is a key of ~100 bytes.',
  ],
);

const ownAndAuthorLists = [
  await measureReviewLists(benchDynamoDbPort, REVIEWS, { before: true }),
  await measureReviewLists(benchDynamoDbPort, LARGE_REVIEWS, { before: false }),
];
section(
  `A company's own reviews (unanswered first) and an author's reviews at ${REVIEWS.toLocaleString('en')} and ${LARGE_REVIEWS.toLocaleString('en')} reviews (DynamoDB Local; a page ≤ ${TARGET_REVIEW_ORDER_UNITS} read units)`,
  ownAndAuthorLists.flatMap((measured) => measured.calls),
  [
    `Seeded in ${ownAndAuthorLists.map((measured) => measured.seedSeconds.toFixed(0)).join(' s and ')} s: a company reviewed over two years, one review in seven not answered, with its owner; an author who reviewed as many companies. At ${REVIEWS.toLocaleString('en')} every pointer of both lists and their counted lists whole; at ${LARGE_REVIEWS.toLocaleString('en')} only what the pages read now (the counts of all the reviews, the entries of the buckets the pages fall in); the pages' reviews with their threads.`,
    "Each page as it reads now (ACCESS-PATTERNS R12, R13: the list's counts, one Query of the bucket the page starts in, the page's reviews, the owner's reactions, the authors' client marks in one request, the commenters' blocks) and, at the smaller size, as before: the list's counts item deleted, the page reads every pointer and sorts them, as both lists did before they were counted ('same page as before' compares the two). The own list's page where the unanswered end holds the last unanswered and the first answered reviews.",
    `Before, at ${LARGE_REVIEWS.toLocaleString('en')} (measured once): a page read ~1,535 read units of pointers and ran past the function's 10 s here (answered 500).`,
  ],
);

const visaBench = await measureVisaMap(benchDynamoDbPort);
section('The visa data import (199 passports, ~39,400 pairs; DynamoDB Local)', visaBench.imports, [
  `From ${path.relative(REPO_ROOT, visaBench.file)} (relative to the repository). A run reads what is stored (one Query of the passports, ~400 KB) and writes only the passports whose rules changed, 25 a BatchWriteItem (ACCESS-PATTERNS V1).`,
]);
section('The visa map and the passport comparison (DynamoDB Local)', visaBench.calls, [
  "Every DynamoDB request of the call (ACCESS-PATTERNS V2–V4); the reference data and the passports' codes are cached per container (C1), so only the cold row reads them. A map reads its passport (GetItem) and the list registry rows of its ~200 destinations (2 BatchGetItem of ≤ 100 keys, in parallel; read units of the rows found, a key not found is billed the minimum by DynamoDB on top); a comparison reads its passports in one BatchGetItem.",
]);

section(
  `A certificate's public verification by its number (DynamoDB Local; ≤ ${TARGET_VERIFICATION_REQUESTS} requests)`,
  await measureCertificateVerification(benchDynamoDbPort),
  [
    "Every DynamoDB request of `GET /v1/certificates/{number}` (ACCESS-PATTERNS CE11): the number's public facts (GetItem), then the company's profile and approved content in one BatchGetItem, for its name in the caller's language and its page; an unknown number stops after the first. The status is computed from the dates and the revocation, never stored. Each call once before, unmeasured; the answer is cached 5 minutes at the edge.",
  ],
);

const mailBench = await measureMail(benchDynamoDbPort);
section('The mail path: what a mail costs to queue and to send (DynamoDB Local)', mailBench.enqueue, [
  "A lead's mail to its company's owner (~6 KB). Queued alone it is one conditional PutItem; in the transaction of its cause it is one more item of that transaction (no request of its own), billed twice its size as every transactional write. No queue stands between the outbox and the sender (the table's stream feeds it), so no SQS request is made at all.",
  'Sending reads and writes the item as a whole (the claim and the record of it sent are billed by its size before the bodies are dropped); the claim keeps it on the retry index (gsi2) until it is done, in case the sender stops. Write units as DynamoDB bills them, 1 KB steps.',
]);
section(
  `The mail path: draining a backlog of ${THROUGHPUT_MAILS} mails against an SES stand-in that takes ${SES_RATE} a second`,
  mailBench.throughput,
  [
    'The sender as production runs it (the stream read, claim, suppression check, SES, the record of it sent), paced at MAIL_SEND_RATE = 14; the stand-in refuses, as SES does (throttled), any mail over its rate: none should be.',
  ],
);

const pageViews = await measurePageViewCount(benchDynamoDbPort);
section(
  `The page-view count: a day of access logs at a million page views a month (${DAY_REQUESTS.toLocaleString('en')} requests, ${DAY_COUNTED_VIEWS.toLocaleString('en')} counted views, ${VIEWED_COMPANIES.toLocaleString('en')} public companies; DynamoDB Local, S3 stand-in)`,
  pageViews.runs,
  [
    `The hourly job (functions/src/statistics/README.md) as AWS runs it: each run after its hour's ${LOG_OBJECTS_AN_HOUR} log objects arrived (CloudFront delivers one or more per edge location and hour: assumed), then a run with nothing new. S3 requests counted at the job's client, DynamoDB requests at the data layer (read units as in the search section).`,
    "Views: company pages and service pages 25 : 15 (the cost model's mix), a company's share falling with its rank (Zipf, s = 1), ~3 counted views per visitor's address; the other requests are pages and files that count nothing.",
  ],
);
section('The page-view count: the whole day against the beacon it replaced', pageViews.day, [
  'The beacon sent one API call per counted view (API Gateway, Lambda) and wrote 2 items (the per-address limit and the count); infra/COST-MODEL.md prices both from these figures.',
]);

await reportSite();
