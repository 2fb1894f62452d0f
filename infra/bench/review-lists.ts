import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Item } from '@migralink/functions/lib/db';
import { countedCall, countingDynamoDb, withBenchDatabase } from './database';
import type { Row } from './report';
import { companyWith, fullReview, placements, pointerItem, TARGET_REVIEW_ORDER_UNITS, type Placement } from './reviews';

/**
 * The two lists of reviews that are not a company's public page: the company's own list, unanswered first
 * (its owner's account), and an author's shown reviews, newest first (their public page), at `count` reviews
 * each: a company reviewed `count` times, and an author who reviewed `count` companies. Each page is measured
 * as it reads now (the list's counts and one bucket). With `before`, every pointer is seeded too and each page
 * is measured again as before: with the list's counts item deleted it reads every pointer and sorts them, as
 * both lists did before they were counted (and as a list written before that still does). Without it only
 * what the pages read now is seeded (the counts of all `count`, the entries of the buckets the pages fall in):
 * what is read is of full size.
 */
export async function measureReviewLists(
  dynamodbPort: number,
  count: number,
  { before }: { before: boolean },
): Promise<{ calls: Row[]; seedSeconds: number }> {
  return withBenchDatabase(dynamodbPort, `review-lists-${count}`, async () => {
    const started = performance.now();
    const seeded = await seedLists(count, before);
    const seedSeconds = (performance.now() - started) / 1000;
    return { calls: await measureLists(seeded, count, before), seedSeconds };
  });
}

interface Page {
  name: string;
  page: number;
}

interface MeasuredList {
  name: string;
  handler: 'own' | 'author';
  url: string;
  pathParameters?: Record<string, string>;
  token?: string;
  pages: Page[];
  counts: { pk: string; sk: string };
}

/** The reviews in the list's order (its entries' sort keys read backwards). */
const inOrder = (reviews: readonly Placement[], sortKey: (review: Placement) => string) =>
  [...reviews].sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));

const onPages = (ordered: readonly Placement[], pages: readonly Page[]) =>
  pages.flatMap(({ page }) => ordered.slice((page - 1) * 10, page * 10));

/** Of a list's entries, those in the buckets (`n#<bucket>` of its counts item) that hold an entry of `read`. */
function entriesInBuckets(entries: readonly Item[], counts: Item, read: ReadonlySet<string>): Item[] {
  const buckets = Object.keys(counts)
    .filter((name) => name.startsWith('n#'))
    .map((name) => name.slice(2));
  const bucketOf = (entry: Item) => buckets.find((bucket) => String(entry.sk).startsWith(bucket));
  const needed = new Set(entries.filter((entry) => read.has(String(entry.sk))).map(bucketOf));
  return entries.filter((entry) => needed.has(bucketOf(entry)));
}

/**
 * The counted lists (their counts, and their entries whole or, without `before`, those of the buckets the
 * pages read), with `before` every pointer of both lists, the company's owner, and the reviews of the
 * measured pages with their threads.
 */
async function seedLists(count: number, before: boolean): Promise<MeasuredList[]> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { keys } = await import('@migralink/functions/data/keys');
  const { orderItemsForSeeding } = await import('@migralink/functions/data/review-orders');
  const { createUser } = await import('@migralink/functions/data/users');
  const { signToken } = await import('@migralink/functions/lib/tokens');
  const ofCompany = placements(randomUUID(), count, `bench-own-list-${count}`, { unansweredEvery: 7 });
  const authorId = randomUUID();
  const byAuthor = placements('', count, `bench-author-list-${count}`, { by: authorId, unansweredEvery: 7 });
  const { company } = await companyWith(ofCompany, `own-list-${count}-bench@example.com`);
  const owner = await createUser({
    email: `owner-${count}-bench@example.com`,
    password_hash: 'unused',
    role: 'company',
    first_name: 'Bench',
    last_name: 'Owner',
    email_verified: true,
    company_id: company.id,
  });
  const unanswered = keys.reviews.orderCounts(company.id, 'unanswered');
  const authorCounts = keys.reviews.authorEntryCounts(authorId);
  const seeding = [...orderItemsForSeeding(ofCompany), ...orderItemsForSeeding(byAuthor)];
  const lists = [
    { partition: keys.reviews.orderPartition(company.id, 'unanswered'), counts: unanswered },
    { partition: keys.reviews.authorEntryPartition(authorId), counts: authorCounts },
  ];
  const last = count / 10;
  const answeredFrom = ofCompany.filter((review) => !review.answered).length;
  const ownPages = [
    { name: 'page 1', page: 1 },
    {
      name: `page ${Math.floor(answeredFrom / 10) + 1} (unanswered, then answered)`,
      page: Math.floor(answeredFrom / 10) + 1,
    },
    { name: `page ${last / 2} (the middle)`, page: last / 2 },
    { name: `page ${last} (the last)`, page: last },
  ];
  const authorPages = [ownPages[0]!, ownPages[2]!, ownPages[3]!];
  const ownEntry = (review: Placement) =>
    keys.reviews.unansweredEntry(company.id, review.answered, review.created_at, review.id).sk;
  const authorEntry = (review: Placement) => keys.reviews.authorEntry(authorId, review.created_at, review.id).sk;
  const ownRead = onPages(inOrder(ofCompany, ownEntry), ownPages);
  const authorRead = onPages(inOrder(byAuthor, authorEntry), authorPages);
  const read = new Set([...ownRead.map(ownEntry), ...authorRead.map(authorEntry)]);
  const counted = lists.flatMap(({ partition, counts }) => {
    const countsItem = seeding.find((item) => item.pk === counts.pk && item.sk === counts.sk)!;
    const entries = seeding.filter((item) => item.pk === partition);
    return [countsItem, ...(before ? entries : entriesInBuckets(entries, countsItem, read))];
  });
  await putAll([
    ...(before
      ? [
          ...(await Promise.all(ofCompany.map((review) => pointerItem(review)))),
          ...(await Promise.all(byAuthor.map((review) => pointerItem(review, 'author')))),
        ]
      : []),
    ...counted,
    ...[...ownRead, ...authorRead].map((review, index) => ({
      ...keys.reviews.item(review.id),
      ...fullReview(review, index, company.slug),
    })),
  ]);
  return [
    {
      name: 'own, unanswered first',
      handler: 'own',
      url: '/v1/account/company/reviews',
      token: await signToken(owner),
      pages: ownPages,
      counts: unanswered,
    },
    {
      name: "an author's",
      handler: 'author',
      url: `/v1/author/${authorId}/reviews`,
      pathParameters: { uuid: authorId },
      pages: authorPages,
      counts: authorCounts,
    },
  ];
}

/** Each list's pages as they read now, and with `before` as before (the counts item deleted) and whether both agree. */
async function measureLists(lists: readonly MeasuredList[], count: number, before: boolean): Promise<Row[]> {
  const { db } = await import('@migralink/functions/lib/clients');
  const { config } = await import('@migralink/functions/lib/config');
  const tally = await countingDynamoDb();
  const handlers = {
    own: (await import('@migralink/functions/handlers/reviews/list-own-company-reviews')).handler,
    author: (await import('@migralink/functions/handlers/reviews/list-author-reviews')).handler,
  };
  const rows: Row[] = [];
  for (const list of lists) {
    const measure = async (page: Page) => {
      const {
        status,
        body,
        ms: _ms,
        ...counts
      } = await countedCall(
        tally,
        handlers[list.handler],
        { method: 'GET', url: `${list.url}?page=${page.page}`, pathParameters: list.pathParameters, token: list.token },
        true,
      );
      const ids = ((body?.data ?? []) as { id: string }[]).map((review) => review.id).join();
      return { status, ids, onPage: body?.data?.length ?? '', counts };
    };
    const now = [];
    for (const page of list.pages) now.push(await measure(page));
    if (before) await db.DeleteItem({ TableName: config.tableName, Key: { ...list.counts } });
    for (const [index, page] of list.pages.entries()) {
      const old = before ? await measure(page) : undefined;
      const measured: [string, (typeof now)[number]][] = [['counted (now)', now[index]!]];
      if (old) measured.push(['every pointer (before)', old]);
      for (const [read, { status, onPage, counts, ids }] of measured)
        rows.push({
          reviews: count,
          list: list.name,
          page: page.name,
          read,
          status,
          'reviews on page': onPage,
          ...counts,
          ...(old ? { 'same page as before': ids === old.ids ? 'yes' : 'NO' } : {}),
          target: `≤ ${TARGET_REVIEW_ORDER_UNITS}`,
        });
    }
  }
  return rows;
}
