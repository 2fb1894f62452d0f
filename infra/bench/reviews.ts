import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../local/demo/random';
import { countedCall, countingDynamoDb, withBenchDatabase } from './database';
import type { Row } from './report';

export const REVIEWS = 5_000;
export const COMMENTS_PER_REVIEW = 10;
const DAY_MS = 24 * 3_600_000;

/**
 * A company with 5,000 reviews and 50,000 comments in DynamoDB Local, then
 * each call as its handler makes it: the DynamoDB requests it sends (a page
 * of any sort and number must stay a fixed few), the read units, and a
 * reaction's single transaction.
 */
export async function measureReviews(dynamodbPort: number): Promise<{ calls: Row[]; seedSeconds: number }> {
  return withBenchDatabase(dynamodbPort, 'reviews', async () => {
    const started = performance.now();
    const seeded = await seedReviews();
    const seedSeconds = (performance.now() - started) / 1000;
    return { calls: await measureCalls(seeded), seedSeconds };
  });
}

interface Seeded {
  companyId: string;
  token: string;
  reviewId: string;
  commentId: string;
}

/** Where a review is placed in time and in the orders: all that the large scale keeps of most reviews. */
export interface Placement {
  id: string;
  company_id: string;
  author_id: string;
  rating: number;
  likes_count: number;
  answered: boolean;
  created_at: string;
}

/**
 * `count` reviews over two years, oldest first, with random ratings and likes, every one answered or, with
 * `unansweredEvery`, all but one in that many: of one company by as many authors, or (`by`) of as many
 * companies by one author.
 */
export function placements(
  companyId: string,
  count: number,
  seed: string,
  { by, unansweredEvery }: { by?: string; unansweredEvery?: number } = {},
): Placement[] {
  const { int } = seededRandom(seed);
  const newest = Date.UTC(2026, 10, 25, 12);
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    company_id: by ? randomUUID() : companyId,
    author_id: by ?? randomUUID(),
    rating: int(1, 5),
    likes_count: int(0, 40),
    answered: !unansweredEvery || index % unansweredEvery !== 0,
    created_at: new Date(newest - ((count - index) * 2 * 365 * DAY_MS) / count).toISOString(),
  }));
}

/** A review as stored, with its thread of ${COMMENTS_PER_REVIEW} comments (the company's answer first when it answered). */
export function fullReview(placement: Placement, index: number, slug: string) {
  const at = placement.created_at;
  const comments = Array.from({ length: COMMENTS_PER_REVIEW }, (_, place) => ({
    id: randomUUID(),
    author_id: randomUUID(),
    author_name: `Reader ${place}`,
    is_company: place === 0 && placement.answered,
    text: 'Thank you for the detailed review, we are glad it worked out. '.repeat(2),
    likes_count: (index + place) % 10,
    dislikes_count: (index * place) % 4,
    deleted: false,
    created_at: at,
    updated_at: at,
  }));
  return {
    ...placement,
    company_slug: slug,
    company_name: { en: 'Bench Relocation' },
    author_name: `Author ${index}`,
    text: 'They prepared every document and the residence permit came in two months. '.repeat(3),
    service: 'Residence permit',
    outcome: 'approved' as const,
    processing_days: 20 + (index % 100),
    comments_count: COMMENTS_PER_REVIEW,
    comments,
    hidden: null,
    reports: [],
    queued_at: null,
    updated_at: at,
  };
}

/** A review's pointer in its company's list (or its author's, `list`), as a review's transaction writes it. */
export async function pointerItem(review: Placement, list: 'company' | 'author' = 'company') {
  const { keys } = await import('@migralink/functions/data/keys');
  return {
    ...(list === 'company'
      ? keys.reviews.companyPointer(review.company_id, review.created_at, review.id)
      : keys.reviews.authorPointer(review.author_id, review.created_at, review.id)),
    review_id: review.id,
    created_at: review.created_at,
    rating: review.rating,
    likes: review.likes_count,
    answered: review.answered,
  };
}

/** A public company whose profile counts these reviews, and a signed-in reader with a confirmed address. */
export async function companyWith(reviews: readonly Placement[], email: string) {
  const { createUser } = await import('@migralink/functions/data/users');
  const { putApprovedCompany } = await import('@migralink/functions/data/companies');
  const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
  const { signToken } = await import('@migralink/functions/lib/tokens');
  const ratings = [1, 2, 3, 4, 5].map((r) => [`review_r${r}`, reviews.filter((review) => review.rating === r).length]);
  const company = companyProfileFixture({
    id: reviews[0]!.company_id,
    plan: 'premium',
    review_count: reviews.length,
    review_sum: reviews.reduce((sum, review) => sum + review.rating, 0),
    ...Object.fromEntries(ratings),
  });
  const reader = await createUser({
    email,
    password_hash: 'unused',
    role: 'client',
    first_name: 'Bench',
    last_name: 'Reader',
    email_verified: true,
  });
  await putApprovedCompany({ ...company, owner_id: randomUUID() }, companyContentFixture());
  return { company, token: await signToken(reader) };
}

async function seedReviews(): Promise<Seeded> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { keys } = await import('@migralink/functions/data/keys');
  const { orderItemsForSeeding } = await import('@migralink/functions/data/review-orders');
  const placed = placements(randomUUID(), REVIEWS, 'bench-reviews');
  const { company, token } = await companyWith(placed, 'reviews-bench@example.com');
  const reviews = placed.map((placement, index) => fullReview(placement, index, company.slug));
  await putAll([
    ...(
      await Promise.all(
        reviews.map(async (review) => [
          { ...keys.reviews.item(review.id), ...review },
          await pointerItem(review),
          ...review.comments.map((comment, index) => ({
            ...keys.reviews.comment(comment.id),
            review_id: review.id,
            index,
            author_id: comment.author_id,
          })),
        ]),
      )
    ).flat(),
    ...orderItemsForSeeding(reviews),
  ]);
  const middle = reviews[REVIEWS / 2]!;
  return { companyId: company.id, token, reviewId: middle.id, commentId: middle.comments[3]!.id };
}

/** What a page by rating or by likes may read, in read units. */
export const TARGET_REVIEW_ORDER_UNITS = 20;

/**
 * Counts the items of every transaction written (after `countingDynamoDb`, which counts the requests):
 * what a review or a like costs in writes.
 */
async function countingTransactionItems() {
  const { db } = await import('@migralink/functions/lib/clients');
  const written = { items: 0 };
  const client = db as unknown as Record<string, (input: { TransactItems: unknown[] }) => Promise<unknown>>;
  const original = client.TransactWriteItems!.bind(db);
  client.TransactWriteItems = async (input) => {
    const output = await original(input);
    written.items += input.TransactItems.length;
    return output;
  };
  return written;
}

async function measureCalls(seeded: Seeded): Promise<Row[]> {
  const tally = await countingDynamoDb();
  const written = await countingTransactionItems();
  const handlers = {
    list: (await import('@migralink/functions/handlers/reviews/list-company-reviews')).handler,
    review: (await import('@migralink/functions/handlers/reviews/create-review')).handler,
    like: (await import('@migralink/functions/handlers/reviews/like-review')).handler,
    react: (await import('@migralink/functions/handlers/reviews/react-to-comment')).handler,
  };
  const list = `/v1/company/${seeded.companyId}/reviews`;
  const company = { uuid: seeded.companyId };
  const last = REVIEWS / 10;
  const calls: [string, keyof typeof handlers, string, string, Record<string, string>, object?, boolean?][] = [
    ['newest, page 1, anonymous', 'list', 'GET', `${list}`, company],
    ['newest, page 1, signed in (own reactions)', 'list', 'GET', list, company, undefined, true],
    [`newest, page ${last / 2} (the middle)`, 'list', 'GET', `${list}?page=${last / 2}`, company, undefined, true],
    ...orderPages(list, company, last, ['rating', 'helpful']),
    [`newest, page ${last} (the last)`, 'list', 'GET', `${list}?page=${last}`, company],
    [
      'write a review',
      'review',
      'POST',
      `${list}`,
      company,
      { rating: 4, text: 'They answered every question and the visa came on time.' },
      true,
    ],
    ['like a review', 'like', 'POST', `/v1/review/${seeded.reviewId}/like`, { id: seeded.reviewId }, undefined, true],
    [
      'like a comment',
      'react',
      'POST',
      `/v1/review/comment/${seeded.commentId}/like`,
      { id: seeded.commentId },
      { type: 'like' },
      true,
    ],
  ];
  const rows: Row[] = [];
  for (const [name, kind, method, url, pathParameters, body, signedIn] of calls) {
    const call = {
      method,
      url,
      pathParameters,
      token: signedIn ? seeded.token : undefined,
      body: body ?? (method === 'POST' ? {} : undefined),
    };
    written.items = 0;
    const { status, body: answer, ms, ...counts } = await countedCall(tally, handlers[kind], call, kind === 'list');
    rows.push({
      call: name,
      status,
      'reviews on page': answer?.data?.length ?? '',
      ...counts,
      'items in its transaction': kind === 'list' ? '' : written.items,
      target: kind === 'list' ? `≤ ${TARGET_REVIEW_ORDER_UNITS}` : '',
      ms: ms.toFixed(0),
    });
  }
  return rows;
}

const SORT_NAMES = { newest: 'newest', rating: 'by rating', helpful: 'most helpful' } as const;

/** The first, middle and last page of each sort, anonymous. */
function orderPages(list: string, company: Record<string, string>, last: number, sorts: (keyof typeof SORT_NAMES)[]) {
  return sorts.flatMap((sort) =>
    [1, last / 2, last].map(
      (page) =>
        [`${SORT_NAMES[sort]}, page ${page}`, 'list', 'GET', `${list}?sort=${sort}&page=${page}`, company] as [
          string,
          'list',
          string,
          string,
          Record<string, string>,
        ],
    ),
  );
}

export const LARGE_REVIEWS = 50_000;

/**
 * The same company at 50,000 reviews, seeding only what the measured pages read: the profile, the
 * orders' counts of all 50,000, the entries of the buckets those pages start and end in, and their
 * reviews with their threads. What is read is of full size, so the figures are the whole list's.
 */
export async function measureReviewsAtScale(dynamodbPort: number): Promise<{ calls: Row[]; seedSeconds: number }> {
  return withBenchDatabase(dynamodbPort, 'reviews-large', async () => {
    const started = performance.now();
    const { putAll } = await import('@migralink/functions/data/batch');
    const { keys } = await import('@migralink/functions/data/keys');
    const { orderItemsForSeeding } = await import('@migralink/functions/data/review-orders');
    const placed = placements(randomUUID(), LARGE_REVIEWS, 'bench-reviews-large');
    const { company } = await companyWith(placed, 'reviews-large-bench@example.com');
    const last = LARGE_REVIEWS / 10;
    const pages = [1, last / 2, last];
    const items = orderItemsForSeeding(placed);
    const read = new Set<string>();
    const needed: object[] = [];
    const pointers = await Promise.all(placed.map((placement) => pointerItem(placement)));
    for (const order of ['newest', 'rating', 'helpful'] as const) {
      const partition = keys.reviews.orderPartition(company.id, order);
      const entries = (order === 'newest' ? pointers : items.filter((item) => item.pk === partition)).sort((a, b) =>
        String(a.sk) < String(b.sk) ? 1 : -1,
      );
      const counts = items.find((item) => item.pk === keys.reviews.orderCounts(company.id, order).pk)!;
      const bucketLength = Object.keys(counts).find((name) => name.startsWith('n#'))!.length - 2;
      const buckets = new Set(
        pages.flatMap((page) =>
          entries.slice((page - 1) * 10, page * 10).map((entry) => String(entry.sk).slice(0, bucketLength)),
        ),
      );
      needed.push(counts, ...entries.filter((entry) => buckets.has(String(entry.sk).slice(0, bucketLength))));
      for (const page of pages)
        for (const entry of entries.slice((page - 1) * 10, page * 10))
          read.add(keys.reviews.reviewOfEntry(String(entry.sk)));
    }
    await putAll([
      ...needed,
      ...placed.flatMap((placement, index) =>
        read.has(placement.id)
          ? [{ ...keys.reviews.item(placement.id), ...fullReview(placement, index, company.slug) }]
          : [],
      ),
    ]);
    const seedSeconds = (performance.now() - started) / 1000;
    const tally = await countingDynamoDb();
    const { handler } = await import('@migralink/functions/handlers/reviews/list-company-reviews');
    const list = `/v1/company/${company.id}/reviews`;
    const rows: Row[] = [];
    const sorts = ['newest', 'rating', 'helpful'] as const;
    for (const [name, , method, url, pathParameters] of orderPages(list, { uuid: company.id }, last, [...sorts])) {
      const {
        status,
        body,
        ms: _ms,
        ...counts
      } = await countedCall(tally, handler, { method, url, pathParameters }, true);
      rows.push({
        reviews: LARGE_REVIEWS,
        call: name,
        status,
        'reviews on page': body?.data?.length ?? '',
        ...counts,
        target: `≤ ${TARGET_REVIEW_ORDER_UNITS}`,
      });
    }
    return { calls: rows, seedSeconds };
  });
}
