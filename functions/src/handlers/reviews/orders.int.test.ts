import { describe, expect, it } from 'vitest';
import {
  createReview,
  deleteReview,
  hideReview,
  likeReview,
  listCompanyReviews,
  updateReview,
} from '@migralink/shared/api/reviews';
import type { ReviewSort } from '@migralink/shared/schemas/reviews';
import { getAll } from '#data/batch-get';
import { keys, type ReviewOrder } from '#data/keys';
import { readOrderPage } from '#data/review-orders';
import { getReview, type ReviewRecord } from '#data/reviews';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { leadReceiver } from '#testing/leads';

const reader = () => signedInUser({ email_verified: true });

async function reviewBy(companyId: string, rating: number) {
  const author = await reader();
  const { data } = await callOk(
    createReview,
    { params: { uuid: companyId }, body: { rating, text: `Rated ${rating}: the work was done as promised.` } },
    author,
  );
  return { id: data.id, author };
}

async function likeTimes(reviewId: string, times: number) {
  for (let time = 0; time < times; time += 1) await callOk(likeReview, { params: { id: reviewId } }, await reader());
}

/** Every page of one sort of the company's reviews, in the order the pages answer them. */
async function everyPage(companyId: string, sort: ReviewSort) {
  const first = await callOk(listCompanyReviews, { params: { uuid: companyId }, query: { sort, page: 1 } });
  const ids = first.data.map((review) => review.id);
  for (let page = 2; page <= first.meta.last_page; page += 1) {
    const next = await callOk(listCompanyReviews, { params: { uuid: companyId }, query: { sort, page } });
    ids.push(...next.data.map((review) => review.id));
  }
  return { ids, total: first.meta.total };
}

/** The order's entries for one review and the sum of the order's counts, as stored. */
async function stored(companyId: string, order: ReviewOrder) {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.reviews.orderPartition(companyId, order) },
    paginate: true,
  });
  const [counts] = await getAll([keys.reviews.orderCounts(companyId, order)]);
  const counted = Object.entries(counts ?? {})
    .filter(([name]) => name.startsWith('n#'))
    .reduce((sum, [, value]) => sum + Number(value), 0);
  return { sortKeys: Items.map((item) => String(item.sk)), counted };
}

/** The expected orders, from the reviews as stored: highest first, then newest (then the id, as the keys do). */
const descending = (key: (review: ReviewRecord) => string) => (a: ReviewRecord, b: ReviewRecord) =>
  key(b).localeCompare(key(a));
const byTime = descending((review) => `${review.created_at}#${review.id}`);
const byRating = descending((review) => `${review.rating}#${review.created_at}#${review.id}`);
const byLikes = descending(
  (review) => `${String(review.likes_count).padStart(7, '0')}#${review.created_at}#${review.id}`,
);

describe("a company's reviews newest first, by rating and by likes", () => {
  it('page through every shown review once, in order, after likes, a re-rating, a hiding and a deletion', async () => {
    const company = await leadReceiver();
    const written = [];
    for (let index = 0; index < 24; index += 1) written.push(await reviewBy(company.companyId, (index % 5) + 1));
    await likeTimes(written[3]!.id, 3);
    await likeTimes(written[7]!.id, 1);
    await likeTimes(written[11]!.id, 2);
    const unliked = await reader();
    await callOk(likeReview, { params: { id: written[7]!.id } }, unliked);
    await callOk(likeReview, { params: { id: written[7]!.id } }, unliked);
    await callOk(
      updateReview,
      { params: { id: written[0]!.id }, body: { rating: 5, text: 'Rated again: better than I first thought.' } },
      written[0]!.author,
    );
    const staff = await asRole('customer_support');
    await callOk(hideReview, { params: { id: written[3]!.id }, body: { reason: 'Not a client.' } }, staff);
    expectStatus(await callRoute(deleteReview, { params: { id: written[11]!.id } }, written[11]!.author), 204);

    const shown = (await Promise.all(written.map((review) => getReview(review.id, true)))).filter(
      (review): review is ReviewRecord => Boolean(review && !review.hidden),
    );
    expect(shown).toHaveLength(22);
    const newest = await everyPage(company.companyId, 'newest');
    expect(newest).toEqual({ ids: [...shown].sort(byTime).map((review) => review.id), total: 22 });
    // The route reads the newest first's first pages from its pointers; its counted order serves the rest.
    const counted = [];
    for (let offset = 0; offset < 22; offset += 10)
      counted.push(...((await readOrderPage(company.companyId, 'newest', { offset, size: 10, total: 22 })) ?? []));
    expect(counted).toEqual(newest.ids);
    const rating = await everyPage(company.companyId, 'rating');
    expect(rating).toEqual({ ids: [...shown].sort(byRating).map((review) => review.id), total: 22 });
    const helpful = await everyPage(company.companyId, 'helpful');
    expect(helpful).toEqual({ ids: [...shown].sort(byLikes).map((review) => review.id), total: 22 });
    expect(helpful.ids[0]).toBe(written[7]!.id);
    for (const order of ['newest', 'rating', 'helpful'] as const)
      expect(await stored(company.companyId, order)).toMatchObject({ counted: 22 });

    // Reviews written before the orders were kept have no counts: their pages read the pointers, as before.
    for (const order of ['rating', 'helpful'] as const)
      await db.DeleteItem({
        TableName: config.tableName,
        Key: { ...keys.reviews.orderCounts(company.companyId, order) },
      });
    expect(await everyPage(company.companyId, 'rating')).toEqual(rating);
    expect(await everyPage(company.companyId, 'helpful')).toEqual(helpful);
  });

  it('keep one entry per review at its exact likes when 20 users like it at once', async () => {
    const company = await leadReceiver();
    const { id } = await reviewBy(company.companyId, 4);
    const likers = await Promise.all(Array.from({ length: 20 }, () => reader()));
    const answers = await Promise.all(likers.map((liker) => callRoute(likeReview, { params: { id } }, liker)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const likes = statuses.filter((status) => status === 200).length;
    expect(likes).toBeGreaterThan(0);
    expect((await getReview(id, true))?.likes_count).toBe(likes);
    const { sortKeys, counted } = await stored(company.companyId, 'helpful');
    expect(sortKeys).toEqual([keys.reviews.helpfulEntry(company.companyId, likes, sortKeys[0]!.split('#')[1]!, id).sk]);
    expect(counted).toBe(1);
    expect((await everyPage(company.companyId, 'helpful')).ids).toEqual([id]);
  });
});
