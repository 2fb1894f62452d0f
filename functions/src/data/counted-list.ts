import { config } from '#lib/config';
import type { Item, TransactWriteItem } from '#lib/db';
import { getAll } from './batch-get';
import type { ItemKey } from './keys';
import { indexPage } from './page-cursor';

/**
 * A sorted list with page numbers at a flat cost. DynamoDB has no OFFSET: a
 * Query that skips to the n-th item reads every item before it. A counted list
 * keeps its entries as items of one partition, sorted by their sort key, and
 * beside them one small counts item: how many entries each **bucket** holds,
 * a bucket being the entries whose sort keys share a fixed-length prefix (the
 * day of a time, the rank and the first two hex digits of an id). A page is
 * then the counts item (which bucket holds the page's first entry, and how far
 * into it), and one Query from that bucket's first (or last) key with `Limit`
 * the entries of the bucket before the page and the page: it never reads more
 * than one bucket and a page, however long the list.
 *
 * Every write of an entry moves its bucket's count in the same transaction
 * (`ADD`, no read), so the counts never disagree with the list. A list whose
 * entries began to be written before its counts were kept is told apart by a
 * number it must add up to (`expected`), or, when there is none, by the counts
 * item's `whole` mark: set by the first entry's write when it is known that
 * nothing came before (`countedPut`), and by seeding a list whole.
 */
export interface CountedList {
  /** The partition holding the entries. */
  partition: string;
  /** The item holding the counts, one attribute per bucket. */
  counts: ItemKey;
}

/**
 * How a list cuts its sort keys into buckets: the length of the prefix they share, fixed or by sort key.
 * A length by sort key must never make one bucket a prefix of another, so that buckets sort as their entries.
 */
export interface Bucketing {
  prefixLength: number | ((sortKey: string) => number);
}

/** The counts item's attribute of a bucket (any text may follow the prefix, so it is spelled by placeholder). */
const bucketAttribute = (bucket: string) => `n#${bucket}`;
const bucketOf = (sortKey: string, { prefixLength }: Bucketing) =>
  sortKey.slice(0, typeof prefixLength === 'number' ? prefixLength : prefixLength(sortKey));
/** Sort keys of entries start with a letter or digit: the bounds keep a Query to them. */
const LOWEST = '0';
const HIGHEST = '\uffff';

/** The counts of a list's buckets, as read: bucket → entries (buckets never used are absent). */
export type BucketCounts = Map<string, number>;

/** The counts item's mark that the list holds every entry it should (`countedPut`'s `whole`). */
const WHOLE = 'whole';

function countsOf(item: Item | undefined): BucketCounts {
  const counts: BucketCounts = new Map();
  for (const [name, value] of Object.entries(item ?? {}))
    if (name.startsWith('n#') && Number(value) > 0) counts.set(name.slice(2), Number(value));
  return counts;
}

/** The counts items of lists, in one BatchGetItem (undefined: a list never written). */
async function readCountsItems(lists: readonly CountedList[]): Promise<(Item | undefined)[]> {
  const found = await getAll(lists.map((list) => list.counts));
  return lists.map((list) => found.find((item) => item.pk === list.counts.pk && item.sk === list.counts.sk));
}

/** The bucket counts of lists, in one BatchGetItem (a list never written counts nothing). */
export async function readCounts(lists: readonly CountedList[]): Promise<BucketCounts[]> {
  return (await readCountsItems(lists)).map(countsOf);
}

/** How many entries lists hold together. */
export const totalOf = (counts: readonly BucketCounts[]): number =>
  counts.reduce((sum, each) => sum + [...each.values()].reduce((a, b) => a + b, 0), 0);

/**
 * The writes that put an entry into a list (`delta` 1) or take it out (−1):
 * the entry itself and its bucket's count. Several writes to one counts item
 * must be merged by the caller (`mergeCountWrites`): a transaction touches an item once.
 * With `whole` the counts item is marked, unless it was already: true when the
 * caller knows that the list had no entry before this one (it starts whole),
 * false when it had some written before the counts were kept.
 */
export function countedPut(
  list: CountedList,
  entry: Item & ItemKey,
  bucketing: Bucketing,
  whole?: boolean,
): TransactWriteItem[] {
  return [{ Put: { TableName: config.tableName, Item: entry } }, countWrite(list, entry.sk, 1, bucketing, whole)];
}

export function countedDelete(list: CountedList, sortKey: string, bucketing: Bucketing): TransactWriteItem[] {
  return [
    { Delete: { TableName: config.tableName, Key: { pk: list.partition, sk: sortKey } } },
    countWrite(list, sortKey, -1, bucketing),
  ];
}

function countWrite(
  list: CountedList,
  sortKey: string,
  delta: number,
  bucketing: Bucketing,
  whole?: boolean,
): TransactWriteItem {
  const bucket = { '#b0': bucketAttribute(bucketOf(sortKey, bucketing)) };
  return {
    Update: {
      TableName: config.tableName,
      Key: { ...list.counts },
      ...(whole === undefined
        ? {
            UpdateExpression: 'ADD #b0 :d0',
            ExpressionAttributeNames: bucket,
            ExpressionAttributeValues: { ':d0': delta },
          }
        : {
            UpdateExpression: 'ADD #b0 :d0 SET #whole = if_not_exists(#whole, :whole)',
            ExpressionAttributeNames: { ...bucket, '#whole': WHOLE },
            ExpressionAttributeValues: { ':d0': delta, ':whole': whole },
          }),
    },
  };
}

/**
 * The same writes with every count update of one counts item merged into one
 * (the deltas of one bucket summed): a transaction may name an item only once.
 */
export function mergeCountWrites(writes: readonly TransactWriteItem[]): TransactWriteItem[] {
  const merged = new Map<string, Map<string, number>>();
  const rest: TransactWriteItem[] = [];
  for (const write of writes) {
    const update = 'Update' in write ? write.Update : undefined;
    if (!update?.ExpressionAttributeNames || update.UpdateExpression !== 'ADD #b0 :d0') {
      rest.push(write);
      continue;
    }
    const id = JSON.stringify(update.Key);
    const deltas = merged.get(id) ?? new Map<string, number>();
    const name = update.ExpressionAttributeNames['#b0']!;
    deltas.set(name, (deltas.get(name) ?? 0) + Number(update.ExpressionAttributeValues?.[':d0']));
    merged.set(id, deltas);
  }
  for (const [id, deltas] of merged) {
    const moved = [...deltas].filter(([, delta]) => delta !== 0);
    if (!moved.length) continue;
    rest.push({
      Update: {
        TableName: config.tableName,
        Key: JSON.parse(id) as Item,
        UpdateExpression: `ADD ${moved.map((_, index) => `#b${index} :d${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moved.map(([name], index) => [`#b${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(moved.map(([, delta], index) => [`:d${index}`, delta])),
      },
    });
  }
  return rest;
}

/** The counts item of each list with its buckets' counts, for seeding a list written whole. */
export function countsItems(lists: ReadonlyMap<CountedList, readonly string[]>, bucketing: Bucketing): Item[] {
  return [...lists].map(([list, sortKeys]) => {
    const counts = new Map<string, number>();
    for (const sortKey of sortKeys) {
      const name = bucketAttribute(bucketOf(sortKey, bucketing));
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return { ...list.counts, ...Object.fromEntries(counts), [WHOLE]: true };
  });
}

/** Where a page of merged lists starts: the bucket holding its first entry and the entries of it before the page. */
function locate(counts: readonly BucketCounts[], offset: number, descending: boolean) {
  const buckets = [...new Set(counts.flatMap((each) => [...each.keys()]))].sort();
  if (descending) buckets.reverse();
  let before = 0;
  for (const bucket of buckets) {
    const size = counts.reduce((sum, each) => sum + (each.get(bucket) ?? 0), 0);
    if (before + size > offset) return { bucket, skip: offset - before };
    before += size;
  }
  return undefined;
}

/**
 * Entries `offset` … `offset + size` of one list, or of several merged into
 * one order (the entries of each sorted by sort key, ascending or descending;
 * `compare` orders them as the sort keys do), given their counts (`readCounts`).
 * One Query per list, in parallel, each from the page's bucket with `Limit`
 * the entries of the bucket before the page and the page.
 */
export async function countedPage<T>(
  lists: readonly CountedList[],
  counts: readonly BucketCounts[],
  {
    offset,
    size,
    descending,
    compare,
    withKeys = false,
  }: { offset: number; size: number; descending: boolean; compare: (a: T, b: T) => number; withKeys?: boolean },
): Promise<T[]> {
  const start = locate(counts, offset, descending);
  if (!start) return [];
  const within: [string, string] = descending ? [LOWEST, `${start.bucket}${HIGHEST}`] : [start.bucket, HIGHEST];
  const pages = await Promise.all(
    lists.map((list, index) =>
      counts[index]!.size
        ? indexPage<T>('table', list.partition, {
            newestFirst: descending,
            cursor: undefined,
            size: start.skip + size,
            within,
            withKeys,
          })
        : undefined,
    ),
  );
  const merged = pages.flatMap((page) => page?.items ?? []).sort(compare);
  return merged.slice(start.skip, start.skip + size);
}

/**
 * A page of counted lists with their counts read first (`readCounts`, then `countedPage`) and the total of
 * their entries. Undefined (nothing more read) for a list written before its counts were kept: with
 * `expected`, when the counts do not add up to it; with `whole`, when a counts item is not marked whole.
 */
export async function readCountedPage<T>(
  lists: readonly CountedList[],
  options: Parameters<typeof countedPage<T>>[2] & { expected?: number; whole?: boolean },
): Promise<{ items: T[]; counts: BucketCounts[]; total: number } | undefined> {
  const found = await readCountsItems(lists);
  if (options.whole && !found.every((item) => item?.[WHOLE] === true)) return undefined;
  const counts = found.map(countsOf);
  const total = totalOf(counts);
  if (options.expected !== undefined && total !== options.expected) return undefined;
  return { items: await countedPage(lists, counts, options), counts, total };
}
