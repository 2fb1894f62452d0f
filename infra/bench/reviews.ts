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

async function seedReviews(): Promise<Seeded> {
  const { createUser } = await import('@migralink/functions/data/users');
  const { putAll } = await import('@migralink/functions/data/batch');
  const { putApprovedCompany } = await import('@migralink/functions/data/companies');
  const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
  const { keys } = await import('@migralink/functions/data/keys');
  const { signToken } = await import('@migralink/functions/lib/tokens');
  const { int } = seededRandom('bench-reviews');
  const newest = Date.UTC(2026, 10, 25, 12);
  const ratings = Array.from({ length: REVIEWS }, () => int(1, 5));
  const company = companyProfileFixture({
    plan: 'premium',
    review_count: REVIEWS,
    review_sum: ratings.reduce((sum, rating) => sum + rating, 0),
    ...Object.fromEntries([1, 2, 3, 4, 5].map((r) => [`review_r${r}`, ratings.filter((x) => x === r).length])),
  });
  const reader = await createUser({
    email: 'reviews-bench@example.com',
    password_hash: 'unused',
    role: 'client',
    first_name: 'Bench',
    last_name: 'Reader',
    email_verified: true,
  });
  await putApprovedCompany({ ...company, owner_id: randomUUID() }, companyContentFixture());
  const reviews = ratings.map((rating, index) => {
    const at = new Date(newest - ((REVIEWS - index) * 2 * 365 * DAY_MS) / REVIEWS).toISOString();
    const comments = Array.from({ length: COMMENTS_PER_REVIEW }, (_, place) => ({
      id: randomUUID(),
      author_id: randomUUID(),
      author_name: `Reader ${place}`,
      is_company: place === 0,
      text: 'Thank you for the detailed review, we are glad it worked out. '.repeat(2),
      likes_count: int(0, 9),
      dislikes_count: int(0, 3),
      deleted: false,
      created_at: at,
      updated_at: at,
    }));
    return {
      id: randomUUID(),
      company_id: company.id,
      company_slug: company.slug,
      company_name: { en: 'Bench Relocation' },
      author_id: randomUUID(),
      author_name: `Author ${index}`,
      rating,
      text: 'They prepared every document and the residence permit came in two months. '.repeat(3),
      service: 'Residence permit',
      outcome: 'approved' as const,
      processing_days: int(20, 120),
      likes_count: int(0, 40),
      comments_count: COMMENTS_PER_REVIEW,
      comments,
      answered: true,
      hidden: null,
      reports: [],
      queued_at: null,
      created_at: at,
      updated_at: at,
    };
  });
  await putAll(
    reviews.flatMap((review) => [
      { ...keys.reviews.item(review.id), ...review },
      {
        ...keys.reviews.companyPointer(company.id, review.created_at, review.id),
        review_id: review.id,
        created_at: review.created_at,
        rating: review.rating,
        likes: review.likes_count,
        answered: true,
      },
      ...review.comments.map((comment, index) => ({
        ...keys.reviews.comment(comment.id),
        review_id: review.id,
        index,
        author_id: comment.author_id,
      })),
    ]),
  );
  const middle = reviews[REVIEWS / 2]!;
  return {
    companyId: company.id,
    token: await signToken(reader),
    reviewId: middle.id,
    commentId: middle.comments[3]!.id,
  };
}

async function measureCalls(seeded: Seeded): Promise<Row[]> {
  const tally = await countingDynamoDb();
  const handlers = {
    list: (await import('@migralink/functions/handlers/reviews/list-company-reviews')).handler,
    like: (await import('@migralink/functions/handlers/reviews/like-review')).handler,
    react: (await import('@migralink/functions/handlers/reviews/react-to-comment')).handler,
  };
  const list = `/v1/company/${seeded.companyId}/reviews`;
  const calls: [string, keyof typeof handlers, string, string, Record<string, string>, object?, boolean?][] = [
    ['newest, page 1, anonymous', 'list', 'GET', `${list}`, { uuid: seeded.companyId }],
    ['newest, page 1, signed in (own reactions)', 'list', 'GET', list, { uuid: seeded.companyId }, undefined, true],
    ['newest, page 250 (the middle)', 'list', 'GET', `${list}?page=250`, { uuid: seeded.companyId }, undefined, true],
    ['by rating, page 500 (the last)', 'list', 'GET', `${list}?sort=rating&page=500`, { uuid: seeded.companyId }],
    ['most helpful, page 1', 'list', 'GET', `${list}?sort=helpful`, { uuid: seeded.companyId }, undefined, true],
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
    const { status, body: answer, ms, ...counts } = await countedCall(tally, handlers[kind], call, kind === 'list');
    rows.push({ call: name, status, 'reviews on page': answer?.data?.length ?? '', ...counts, ms: ms.toFixed(0) });
  }
  return rows;
}
