import { config } from '#lib/config';
import { db } from '#lib/clients';
import { isAwsError, type Item, type TransactWriteItem } from '#lib/db';
import { putAll } from './batch';
import { conditionHeld } from './conditional';
import { failedAt, transact } from './transact';
import { getAll } from './batch-get';
import { withoutKeys } from './items';
import { keys } from './keys';
import { mergeCountWrites } from './counted-list';
import { listsWithoutScopes, putScopedLists, scopedWrites } from './search-scopes';

/** One company in a search list (see `search/lists.ts` for what the lists are). */
export interface ListEntry {
  id: string;
  /** Higher ranks come first (the plan's priority); ties keep id order. */
  rank: number;
  /** Source countries the matching services take applicants from; null means from anywhere. */
  from: string[] | null;
}

export interface StoredList {
  entries: ListEntry[];
  /** Raised by every write; a write expecting another version fails instead of losing a change. */
  version: number;
  parts: number;
}

/**
 * A list's row in the registry of lists, written with the list: how many
 * companies it holds, how many take applicants from anywhere, and how many
 * name each source country explicitly. A source country's total is
 * `anywhere + from[country]`.
 */
export interface ListSummary {
  list: string;
  total: number;
  anywhere: number;
  from: Record<string, number>;
}

export function summarize(listId: string, entries: readonly ListEntry[]): ListSummary {
  const from: Record<string, number> = {};
  for (const entry of entries) for (const country of entry.from ?? []) from[country] = (from[country] ?? 0) + 1;
  return { list: listId, total: entries.length, anywhere: entries.filter((entry) => !entry.from).length, from };
}

const registryItem = (summary: ListSummary): Item => ({ ...keys.search.registry(summary.list), ...summary });

const summaryOf = ({ list, total, anywhere, from }: Item): ListSummary => ({
  list: String(list),
  total: Number(total),
  anywhere: Number(anywhere),
  from: (from ?? {}) as Record<string, number>,
});

/** One list's sizes, without reading the list: one small GetItem (undefined for an empty list). */
export async function readListSummary(listId: string): Promise<ListSummary | undefined> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...keys.search.registry(listId) } });
  return Item && withoutKeys<ListSummary>(Item);
}

/** Every non-empty list with its sizes: one Query of the registry partition (paged past 1 MB). */
export async function readRegistry(): Promise<ListSummary[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.search.registryPartition },
    paginate: true,
  });
  return Items.map(summaryOf);
}

/** Keys a BatchGetItem takes. */
const BATCH_GET_KEYS = 100;

/**
 * The registry rows of the named lists that have one (a list without one is
 * empty), in no particular order: BatchGetItem of up to 100 rows a request, the
 * requests in parallel (199 target countries: 2 requests). Every row asked
 * costs half a read unit, found or not (a row stays under 4 KB: its `from`
 * names each of ~250 countries at most once).
 */
export async function readListSummaries(listIds: readonly string[]): Promise<ListSummary[]> {
  const unique = [...new Set(listIds)];
  const chunks = Array.from({ length: Math.ceil(unique.length / BATCH_GET_KEYS) }, (_, index) =>
    unique.slice(index * BATCH_GET_KEYS, (index + 1) * BATCH_GET_KEYS),
  );
  return (await Promise.all(chunks.map((chunk) => getAll(chunk.map(keys.search.registry))))).flat().map(summaryOf);
}

/** The `total` of each named list, from its registry row (`readListSummaries`; 0 for a list without one). */
export async function readListTotals(listIds: readonly string[]): Promise<Map<string, number>> {
  const totals = new Map(listIds.map((listId) => [listId, 0]));
  for (const row of await readListSummaries(listIds)) totals.set(row.list, row.total);
  return totals;
}

/**
 * Entries per part (~50 bytes each, so ~50 KB a part): a page of results reads
 * the one part that holds it (6 read units, eventually consistent) instead of
 * the whole list, and a list of up to 99,000 companies still replaces itself
 * in one transaction (100 items, its registry row included).
 */
export const PART_SIZE = 1_000;
/** Each round of conflicting writers lets at least one through, so this bounds the writers racing on one list. */
const ATTEMPTS = 25;

const encode = ({ id, rank, from }: ListEntry) => `${id}:${rank}:${from ? from.join(',') : '*'}`;
function decode(text: string): ListEntry {
  const [id = '', rank = '0', from = '*'] = text.split(':');
  return { id, rank: Number(rank), from: from === '*' ? null : from.split(',').filter(Boolean) };
}

/** A whole list, every part in one Query (several only past ~1 MB, some 16,000 companies). */
export async function readList(listId: string, consistent = false): Promise<StoredList> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.search.list(listId) },
    ConsistentRead: consistent,
    paginate: true,
  });
  const version = Number(Items[0]?.version ?? 0);
  return { entries: Items.flatMap((item) => (item.entries as string[]).map(decode)), version, parts: Items.length };
}

/**
 * `count` entries of a list from `offset`, in list order: one Query of the one
 * or two parts that hold them, however long the list (fewer past its end).
 */
export async function readListSlice(listId: string, offset: number, count: number): Promise<ListEntry[]> {
  const first = Math.floor(offset / PART_SIZE);
  const last = Math.floor((offset + count - 1) / PART_SIZE);
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': keys.search.list(listId),
      ':first': keys.search.part(listId, first).sk,
      ':last': keys.search.part(listId, last).sk,
    },
  });
  const start = offset - first * PART_SIZE;
  return Items.flatMap((item) => (item.entries as string[]).map(decode)).slice(start, start + count);
}

const partsOf = (entries: readonly ListEntry[]) =>
  Array.from({ length: Math.ceil(entries.length / PART_SIZE) }, (_, part) =>
    entries.slice(part * PART_SIZE, (part + 1) * PART_SIZE).map(encode),
  );

/**
 * Replaces a list in one transaction, on condition that nobody wrote it since
 * it was read at `expected.version` (optimistic locking); parts no longer
 * needed are deleted, and the list's registry row follows in the same transaction.
 */
function partWrites(listId: string, entries: readonly ListEntry[], expected: StoredList): TransactWriteItem[] {
  const parts = partsOf(entries);
  const guard = expected.version
    ? { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expected.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const writes: TransactWriteItem[] = parts.map((part, index) => ({
    Put: {
      TableName: config.tableName,
      Item: {
        ...keys.search.part(listId, index),
        entries: part,
        ...(index === 0 ? { version: expected.version + 1 } : {}),
      },
      ...(index === 0 ? guard : {}),
    },
  }));
  for (let index = parts.length; index < expected.parts; index++) {
    const remove = { TableName: config.tableName, Key: { ...keys.search.part(listId, index) } };
    writes.push({ Delete: index === 0 ? { ...remove, ...guard } : remove });
  }
  if (writes.length === 0) return writes;
  const registry = entries.length
    ? { Put: { TableName: config.tableName, Item: registryItem(summarize(listId, entries)) } }
    : { Delete: { TableName: config.tableName, Key: { ...keys.search.registry(listId) } } };
  return [...writes, registry];
}

/**
 * A reindex's claim on its company: a number drawn from the company's membership
 * item before the reindex reads the company. Only the latest claim may write, so
 * a reindex that read the company earlier never overwrites one that read it later
 * (see `reindexCompany`).
 */
export interface ReindexClaim {
  readonly companyId: string;
  readonly seq: number;
}

/** A newer reindex of the same company has claimed it: this one's reading is stale and it writes nothing more. */
export class SupersededReindex extends Error {
  constructor(claim: ReindexClaim) {
    super(`Reindex ${claim.seq} of company ${claim.companyId} was superseded by a newer one`);
    this.name = 'SupersededReindex';
  }
}

/** Draws the next claim of a company's reindex: one `UpdateItem ADD` on its membership item. */
export async function claimReindex(companyId: string): Promise<ReindexClaim> {
  const { Attributes } = await db.UpdateItem({
    TableName: config.tableName,
    Key: { ...keys.search.membership(companyId) },
    UpdateExpression: 'ADD reindex_seq :one',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return { companyId, seq: Number(Attributes?.reindex_seq) };
}

/** The condition that `claim` is still the company's latest, as an item of a transaction. */
const latestClaim = (claim: ReindexClaim): TransactWriteItem => ({
  ConditionCheck: {
    TableName: config.tableName,
    Key: { ...keys.search.membership(claim.companyId) },
    ConditionExpression: 'reindex_seq = :seq',
    ExpressionAttributeValues: { ':seq': claim.seq },
  },
});

/**
 * Applies `change` to a list: read, change, write on condition of the version
 * read; on a concurrent write it reads again and retries, so no change is lost.
 * With a reindex's `claim`, the write also requires the claim to be the latest
 * (else `SupersededReindex`).
 */
export async function updateList(
  listId: string,
  change: (entries: ListEntry[]) => ListEntry[],
  claim?: ReindexClaim,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const stored = await readList(listId, true);
    const entries = change(stored.entries);
    const parts = partWrites(listId, entries, stored);
    if (parts.length === 0) return;
    const scoped = scopedWrites(listId, stored.entries, entries);
    // A reindex changes one company: its few scoped items ride in the list's transaction.
    const together = parts.length + mergeCountWrites(scoped).length < TRANSACTION_ITEMS;
    const writes = together ? [...parts, ...mergeCountWrites(scoped)] : parts;
    try {
      await db.TransactWriteItems({ TransactItems: claim ? [...writes, latestClaim(claim)] : writes });
      if (!together) await writeInChunks(scoped);
      return;
    } catch (error) {
      if (claim && failedAt(error, writes.length)) throw new SupersededReindex(claim);
      if (!isAwsError(error, 'TransactionCanceledException') || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
    }
  }
}

/** Items a TransactWriteItems takes. */
const TRANSACTION_ITEMS = 100;

/**
 * Scoped writes of a change of many companies at once (tools and tests; a
 * reindex changes one), after the list's own transaction, 50 at a time.
 */
async function writeInChunks(writes: readonly TransactWriteItem[]): Promise<void> {
  for (let start = 0; start < writes.length; start += TRANSACTION_ITEMS / 2)
    await transact(mergeCountWrites(writes.slice(start, start + TRANSACTION_ITEMS / 2)));
}

/**
 * Writes whole lists into a table that has none of them yet (seeding, benchmarks), with their scoped items
 * (`search-scopes.ts`): of every source country, or (a benchmark's large catalogue) of those in `sources` alone.
 */
export async function putLists(
  lists: ReadonlyMap<string, readonly ListEntry[]>,
  sources?: readonly string[],
): Promise<void> {
  const items: Item[] = [];
  for (const [listId, entries] of lists) {
    partsOf(entries).forEach((part, index) =>
      items.push({ ...keys.search.part(listId, index), entries: part, ...(index === 0 ? { version: 1 } : {}) }),
    );
    if (entries.length) items.push(registryItem(summarize(listId, entries)));
  }
  await putAll(items);
  await putScopedLists(lists, sources);
}

/** Lists read whole and given their scoped entries together, in the same batches of writes. */
const SCOPED_AT_ONCE = 50;

/**
 * Gives the lists stored before scoped entries existed theirs (once on a kept
 * local table; once after deploying to a table with such lists): the
 * registry, which lists have no `ALL` counts, and for each such list the list
 * read whole and its scoped entries written. Answers how many it scoped. A
 * reindex of a list while it runs may be lost from its scopes: run it before
 * the search is used, as the deployment does.
 */
export async function scopeStoredLists(): Promise<number> {
  const missing = await listsWithoutScopes((await readRegistry()).map((row) => row.list));
  for (let start = 0; start < missing.length; start += SCOPED_AT_ONCE) {
    const chunk = missing.slice(start, start + SCOPED_AT_ONCE);
    const lists = await Promise.all(
      chunk.map(async (listId) => [listId, (await readList(listId, true)).entries] as const),
    );
    await putScopedLists(new Map(lists));
  }
  return missing.length;
}

/** The lists a company is in, as its last reindex left them. */
export async function readMembership(companyId: string): Promise<string[]> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.search.membership(companyId) },
    ConsistentRead: true,
  });
  return (Item?.lists as string[] | undefined) ?? [];
}

/**
 * Records, before a reindex writes any list, every list it may touch (those the
 * company was in and those it goes into) as the company's, on condition that the
 * claim is still the latest: a newer reindex then reads them and can take the
 * company out of a list this one got to first. False when a newer one has claimed it.
 */
export async function recordListsTouched(claim: ReindexClaim, lists: readonly string[]): Promise<boolean> {
  return conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.search.membership(claim.companyId) },
      UpdateExpression: 'SET lists = :lists',
      ConditionExpression: 'reindex_seq = :seq',
      ExpressionAttributeValues: { ':lists': [...lists], ':seq': claim.seq },
    }),
  );
}

/**
 * What a reindex leaves beside the lists, in one transaction on condition that its
 * claim is still the latest: the lists the company is in, its public company row
 * (put when public, deleted when not) and, when `profile` is given, an update of
 * its profile (the cards' summary; left out when its condition fails). Answers
 * false, writing nothing, when a newer reindex has claimed the company.
 */
export async function writeIndexState(
  claim: ReindexClaim,
  lists: readonly string[],
  row: PublicCompanyRow | undefined,
  profile?: TransactWriteItem,
): Promise<boolean> {
  const membership: TransactWriteItem = {
    Update: {
      TableName: config.tableName,
      Key: { ...keys.search.membership(claim.companyId) },
      UpdateExpression: 'SET lists = :lists',
      ConditionExpression: 'reindex_seq = :seq',
      ExpressionAttributeValues: { ':lists': [...lists], ':seq': claim.seq },
    },
  };
  const publicRow: TransactWriteItem = row
    ? { Put: { TableName: config.tableName, Item: publicCompanyItem(row) } }
    : { Delete: { TableName: config.tableName, Key: { ...keys.search.publicCompany(claim.companyId) } } };
  try {
    await transact([membership, publicRow, ...(profile ? [profile] : [])]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    // The profile's own condition (a company that is gone): the rest is written without it.
    if (profile && failedAt(error, 2)) return writeIndexState(claim, lists, row);
    throw error;
  }
}

/** Writes many memberships at once (seeding, benchmarks). */
export async function putMemberships(memberships: ReadonlyMap<string, readonly string[]>): Promise<void> {
  await putAll(
    [...memberships].map(([companyId, lists]) => ({ ...keys.search.membership(companyId), lists: [...lists] })),
  );
}

/** A public company in the registry of public companies: what the site pre-builds for it. */
export interface PublicCompanyRow {
  id: string;
  slug: string;
  /** Ids of its public services. */
  services: readonly string[];
}

const publicCompanyItem = ({ id, slug, services }: PublicCompanyRow): Item => ({
  ...keys.search.publicCompany(id),
  id,
  slug,
  services: [...services],
});

const publicCompanyRow = ({ id, slug, services }: Item): PublicCompanyRow => ({
  id: String(id),
  slug: String(slug),
  services: (services as string[] | undefined) ?? [],
});

/** The company's public row (published, approved) as the last reindex left it, or undefined: one small GetItem. */
export async function readPublicCompany(companyId: string): Promise<PublicCompanyRow | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.search.publicCompany(companyId) },
  });
  return Item && publicCompanyRow(Item);
}

/**
 * The public company a slug names. A slug ends with the first 8 hex digits of
 * the company's id (`company-account/slug.ts`), the start of its row's sort
 * key: one Query of those rows only (one, almost always), then the slug itself.
 */
export async function findPublicCompanyBySlug(slug: string): Promise<PublicCompanyRow | undefined> {
  const idStart = slug.slice(-8);
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :start)',
    ExpressionAttributeValues: { ':pk': keys.search.publicCompaniesPartition, ':start': idStart },
  });
  const row = Items.find((item) => item.slug === slug);
  return row && publicCompanyRow(row);
}

/** Writes many public company rows at once (seeding, benchmarks). */
export async function putPublicCompanies(rows: readonly PublicCompanyRow[]): Promise<void> {
  await putAll(rows.map(publicCompanyItem));
}

/** Every public company with its slug and public services: one Query (paged past 1 MB, ~8,000 companies). */
export async function readPublicCompanies(): Promise<PublicCompanyRow[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.search.publicCompaniesPartition },
    paginate: true,
  });
  return Items.map(publicCompanyRow);
}
