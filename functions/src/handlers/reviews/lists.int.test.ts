import { describe, expect, it } from 'vitest';
import {
  createComment,
  createReview,
  deleteReview,
  hideReview,
  listAuthorReviews,
  listOwnCompanyReviews,
} from '@migralink/shared/api/reviews';
import { blockUser, unblockUser } from '@migralink/shared/api/staff';
import { getAll } from '#data/batch-get';
import { keys, type ItemKey } from '#data/keys';
import { readAuthorPage, readOrderPage } from '#data/review-orders';
import { getReview, isShown, type ReviewRecord } from '#data/reviews';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { leadReceiver } from '#testing/leads';
import { handler as authorBlocksJob } from './author-blocks';

const reader = () => signedInUser({ email_verified: true });
const runJob = () => authorBlocksJob({}, { getRemainingTimeInMillis: () => 60_000 });

async function reviewOf(companyId: string, by: Caller): Promise<string> {
  const body = { rating: 4, text: 'The work was done as promised, and on time.' };
  return (await callOk(createReview, { params: { uuid: companyId }, body }, by)).data.id;
}

const answer = (reviewId: string, company: Caller) =>
  callOk(createComment, { body: { review_id: reviewId, text: 'Thank you, we were glad to help.' } }, company);

/** Every page of a list as the route answers it: the ids in order and the total of the first page's meta. */
async function everyPage(
  list: (page: number) => Promise<{ data: { id: string }[]; meta: { total: number; last_page: number } }>,
) {
  const first = await list(1);
  const ids = first.data.map((review) => review.id);
  for (let page = 2; page <= first.meta.last_page; page += 1) ids.push(...(await list(page)).data.map((r) => r.id));
  return { ids, total: first.meta.total };
}

const ownPages = (owner: Caller) => everyPage((page) => callOk(listOwnCompanyReviews, { query: { page } }, owner));
const authorPages = (userId: string) =>
  everyPage((page) => callOk(listAuthorReviews, { params: { uuid: userId }, query: { page } }));

/** Every page of a counted list read as the routes read it, 10 at a time, `total` long. */
async function countedPages(read: (offset: number) => Promise<string[] | undefined>, total: number) {
  const ids = [];
  for (let offset = 0; offset < total; offset += 10) ids.push(...((await read(offset)) ?? ['not counted']));
  return ids;
}

/** The shown ones of these reviews as stored now, highest `key` first. */
async function shownBy(ids: readonly string[], key: (review: ReviewRecord) => string) {
  const stored = await Promise.all(ids.map((id) => getReview(id, true)));
  return stored
    .filter((review): review is ReviewRecord => Boolean(review && isShown(review)))
    .sort((a, b) => key(b).localeCompare(key(a)))
    .map((review) => review.id);
}

/** A partition's sort keys and the sum of its counts item's buckets, as stored. */
async function stored(partition: string, counts: ItemKey) {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    paginate: true,
  });
  const [item] = await getAll([counts]);
  const counted = Object.entries(item ?? {})
    .filter(([name]) => name.startsWith('n#'))
    .reduce((sum, [, value]) => sum + Number(value), 0);
  return { sortKeys: Items.map((entry) => String(entry.sk)), counted, whole: item?.whole };
}

const deleteKey = (key: ItemKey) => db.DeleteItem({ TableName: config.tableName, Key: { ...key } });

describe("a company's own reviews, unanswered first", () => {
  it('page through every shown review once, the unanswered newest first then the answered, after answers, a hiding, a withholding and a deletion', async () => {
    const [staff, admin] = [await asRole('customer_support'), await asRole('admin')];
    const company = await leadReceiver();
    const authors = [];
    const written = [];
    for (let index = 0; index < 25; index += 1) {
      authors.push(await reader());
      written.push(await reviewOf(company.companyId, authors[index]!));
    }
    for (const id of written.slice(0, 10)) await answer(id, company);
    await answer(written[0]!, company);
    await callOk(hideReview, { params: { id: written[20]! }, body: { reason: 'Not a client.' } }, staff);
    expectStatus(await callRoute(deleteReview, { params: { id: written[5]! } }, authors[5]!), 204);
    await callOk(blockUser, { params: { uuid: authors[15]!.user.id } }, admin);
    await runJob();

    const order = await shownBy(written, (review) => `${review.answered ? 0 : 1}#${review.created_at}#${review.id}`);
    expect(order).toHaveLength(22);
    const own = await ownPages(company);
    expect(own).toEqual({ ids: order, total: 22 });
    // 13 unanswered: page 2 ends the unanswered ones and begins the answered.
    expect((await getReview(own.ids[12]!))?.answered).toBe(false);
    expect((await getReview(own.ids[13]!))?.answered).toBe(true);
    // The route read the counted order: the same pages from its counts and one bucket.
    const counted = (offset: number) => readOrderPage(company.companyId, 'unanswered', { offset, size: 10, total: 22 });
    expect(await countedPages(counted, 22)).toEqual(order);
    const entries = await stored(
      keys.reviews.orderPartition(company.companyId, 'unanswered'),
      keys.reviews.orderCounts(company.companyId, 'unanswered'),
    );
    expect(entries.counted).toBe(22);
    expect(entries.sortKeys.filter((sortKey) => sortKey.startsWith('0#'))).toHaveLength(9);

    await callOk(unblockUser, { params: { uuid: authors[15]!.user.id } }, admin);
    await runJob();
    expect(await ownPages(company)).toEqual({
      ids: await shownBy(written, (r) => `${r.answered ? 0 : 1}#${r.created_at}#${r.id}`),
      total: 23,
    });
  });

  it("move a review to the answered ones with the company's first answer only, the counts kept", async () => {
    const company = await leadReceiver();
    const [older, newer] = [
      await reviewOf(company.companyId, await reader()),
      await reviewOf(company.companyId, await reader()),
    ];
    expect((await ownPages(company)).ids).toEqual([newer, older]);

    await answer(newer, company);
    await callOk(createComment, { body: { review_id: newer, text: 'Same experience here.' } }, await reader());
    await answer(newer, company);
    await callOk(createComment, { body: { review_id: older, text: 'Did they answer you?' } }, await reader());
    expect((await ownPages(company)).ids).toEqual([older, newer]);
    const { sortKeys, counted } = await stored(
      keys.reviews.orderPartition(company.companyId, 'unanswered'),
      keys.reviews.orderCounts(company.companyId, 'unanswered'),
    );
    const review = (await getReview(newer))!;
    expect(sortKeys).toContain(keys.reviews.unansweredEntry(company.companyId, true, review.created_at, newer).sk);
    expect(sortKeys).toHaveLength(2);
    expect(counted).toBe(2);
  });

  it('answer several reviews at once, each moved once', async () => {
    const company = await leadReceiver();
    const written = [];
    for (let index = 0; index < 6; index += 1) written.push(await reviewOf(company.companyId, await reader()));
    const answers = await Promise.all(
      written.map((id) =>
        callRoute(createComment, { body: { review_id: id, text: 'Thank you for the review.' } }, company),
      ),
    );
    expect(answers.map((answered) => answered.status)).toEqual(written.map(() => 201));
    const { sortKeys, counted } = await stored(
      keys.reviews.orderPartition(company.companyId, 'unanswered'),
      keys.reviews.orderCounts(company.companyId, 'unanswered'),
    );
    expect(sortKeys.every((sortKey) => sortKey.startsWith('0#'))).toBe(true);
    expect({ entries: sortKeys.length, counted }).toEqual({ entries: 6, counted: 6 });
  });

  it('read every pointer, as before, when the order does not add up to the count (reviews from before it was kept)', async () => {
    const company = await leadReceiver();
    const written = [];
    for (let index = 0; index < 12; index += 1) written.push(await reviewOf(company.companyId, await reader()));
    for (const id of written.slice(0, 3)) await answer(id, company);
    const counted = await ownPages(company);
    await deleteKey(keys.reviews.orderCounts(company.companyId, 'unanswered'));

    expect(await readOrderPage(company.companyId, 'unanswered', { offset: 0, size: 10, total: 12 })).toBeUndefined();
    expect(await ownPages(company)).toEqual(counted);
  });
});

describe("an author's reviews", () => {
  it('page through every shown review once, newest first, after a hiding, a deletion, a block and an unblock', async () => {
    const [staff, admin] = [await asRole('customer_support'), await asRole('admin')];
    const author = await reader();
    const written = [];
    for (let index = 0; index < 14; index += 1) written.push(await reviewOf((await leadReceiver()).companyId, author));
    await callOk(hideReview, { params: { id: written[3]! }, body: { reason: 'Not a client.' } }, staff);
    expectStatus(await callRoute(deleteReview, { params: { id: written[9]! } }, author), 204);

    const order = await shownBy(written, (review) => `${review.created_at}#${review.id}`);
    expect(order).toHaveLength(12);
    expect(await authorPages(author.user.id)).toEqual({ ids: order, total: 12 });
    const counted = async (offset: number) => (await readAuthorPage(author.user.id, { offset, size: 10 }))?.ids;
    expect(await countedPages(counted, 12)).toEqual(order);
    const list = await stored(
      keys.reviews.authorEntryPartition(author.user.id),
      keys.reviews.authorEntryCounts(author.user.id),
    );
    expect(list).toMatchObject({ counted: 12, whole: true });

    await callOk(blockUser, { params: { uuid: author.user.id } }, admin);
    await runJob();
    expect(await authorPages(author.user.id)).toEqual({ ids: [], total: 0 });
    await callOk(unblockUser, { params: { uuid: author.user.id } }, admin);
    await runJob();
    expect(await authorPages(author.user.id)).toEqual({ ids: order, total: 12 });
  });

  it('start whole with a first review, and read every pointer for an author with reviews from before the list was kept', async () => {
    const [fresh, earlier] = [await reader(), await reader()];
    await reviewOf((await leadReceiver()).companyId, fresh);
    expect(await readAuthorPage(fresh.user.id, { offset: 0, size: 10 })).toMatchObject({ total: 1 });

    // A review written before the author's list was kept: its pointer, no entry and no counts.
    const old = await reviewOf((await leadReceiver()).companyId, earlier);
    const oldReview = (await getReview(old))!;
    await deleteKey(keys.reviews.authorEntry(earlier.user.id, oldReview.created_at, old));
    await deleteKey(keys.reviews.authorEntryCounts(earlier.user.id));
    const next = await reviewOf((await leadReceiver()).companyId, earlier);

    expect(await readAuthorPage(earlier.user.id, { offset: 0, size: 10 })).toBeUndefined();
    expect(await authorPages(earlier.user.id)).toEqual({ ids: [next, old], total: 2 });
  });
});
