import type { ArticleCard, ArticleContent, ArticleState, ArticleVersion } from '@migralink/shared/schemas/articles';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { withoutKeys } from './items';
import { articleKeys, type ItemKey } from './keys';
import { indexPage } from './page-cursor';
import { cancellation, transact } from './transact';

/**
 * Articles as stored (ACCESS-PATTERNS.md, "Articles"). One item holds an article's content and rendered HTML;
 * small items beside it answer everything else in one request: its address (claimed per language), its line
 * in its group (one per language, staff's list on gsi1), and while it is published its card in its section's
 * list and one per target country (gsi1, newest first). Every change writes them together in one transaction.
 */

const table = () => config.tableName;

export interface ArticleItem extends ArticleContent {
  id: string;
  group: string;
  state: ArticleState;
  cover: string | null;
  html: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** What a change of an article may meet: the article changed meanwhile, or an address or language taken. */
export type ArticleWriteOutcome = 'written' | 'changed' | 'taken';

export async function getArticleItem(id: string): Promise<ArticleItem | undefined> {
  const { Item } = await db.GetItem({ TableName: table(), Key: { ...articleKeys.item(id) }, ConsistentRead: true });
  return Item && withoutKeys<ArticleItem>(Item);
}

/** The id of the article at an address of a language, if any (published or not). */
export async function articleIdAt(locale: string, slug: string): Promise<string | undefined> {
  const { Item } = await db.GetItem({ TableName: table(), Key: { ...articleKeys.slug(locale, slug) } });
  return Item ? String(Item.id) : undefined;
}

/** Every language's version of a group (one Query of at most one item per language). */
export async function groupVersions(group: string): Promise<ArticleVersion[]> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    KeyConditionExpression: 'pk = :group',
    ExpressionAttributeValues: { ':group': articleKeys.group(group) },
  });
  return Items.map((item) => withoutKeys<ArticleVersion & { updated_at: string }>(item)).map(versionOf);
}

const versionOf = (item: ArticleVersion): ArticleVersion => ({
  id: item.id,
  locale: item.locale,
  section: item.section,
  slug: item.slug,
  title: item.title,
  state: item.state,
});

const cardOf = (article: ArticleItem): ArticleCard => ({
  id: article.id,
  locale: article.locale,
  section: article.section,
  slug: article.slug,
  title: article.title,
  summary: article.summary,
  cover: article.cover,
  tags: article.tags,
  author: article.author,
  published_at: article.published_at!,
});

const put = (Item: Record<string, unknown>, ConditionExpression?: string): TransactWriteItem => ({
  Put: { TableName: table(), Item, ...(ConditionExpression ? { ConditionExpression } : {}) },
});
const remove = (key: ItemKey): TransactWriteItem => ({ Delete: { TableName: table(), Key: { ...key } } });

/** The article item itself: written only if it is as it was read (its `updated_at`), or new. */
function articleWrite(before: ArticleItem | undefined, after: ArticleItem | undefined): TransactWriteItem {
  const condition = before
    ? { ConditionExpression: 'updated_at = :read', ExpressionAttributeValues: { ':read': before.updated_at } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  return after
    ? { Put: { TableName: table(), Item: { ...articleKeys.item(after.id), ...after }, ...condition } }
    : { Delete: { TableName: table(), Key: { ...articleKeys.item(before!.id) }, ...condition } };
}

/** Its address and its group's line: a new address or language must be free; the old ones are let go. */
function placeWrites(before: ArticleItem | undefined, after: ArticleItem | undefined): TransactWriteItem[] {
  const writes: TransactWriteItem[] = [];
  const slugOf = (a: ArticleItem) => articleKeys.slug(a.locale, a.slug);
  const versionKey = (a: ArticleItem) => articleKeys.version(a.group, a.locale);
  const moved = (key: (a: ArticleItem) => { pk: string; sk: string }) =>
    !before || !after || key(before).pk !== key(after).pk || key(before).sk !== key(after).sk;
  if (before && moved(slugOf)) writes.push(remove(slugOf(before)));
  if (after && moved(slugOf)) writes.push(put({ ...slugOf(after), id: after.id }, 'attribute_not_exists(pk)'));
  if (before && moved(versionKey)) writes.push(remove(versionKey(before)));
  if (after) {
    const line = { ...versionOf(after), updated_at: after.updated_at, published_at: after.published_at };
    const item = { ...versionKey(after), ...articleKeys.staffListed(after.updated_at, after.id), ...line };
    writes.push(put(item, moved(versionKey) ? 'attribute_not_exists(pk)' : undefined));
  }
  return writes;
}

/** Its public cards: in its section's list and under each target country while published, else none. */
function cardWrites(before: ArticleItem | undefined, after: ArticleItem | undefined): TransactWriteItem[] {
  const live = after?.state === 'published' ? after : undefined;
  const writes: TransactWriteItem[] = [];
  if (before?.state === 'published' && !live) writes.push(remove(articleKeys.card(before.id)));
  const kept = new Set(live?.countries ?? []);
  if (before?.state === 'published')
    for (const country of before.countries.filter((code) => !kept.has(code)))
      writes.push(remove(articleKeys.countryCard(before.id, country)));
  if (!live) return writes;
  const card = cardOf(live);
  const at = live.published_at!;
  writes.push(
    put({
      ...articleKeys.card(live.id),
      ...articleKeys.sectionListed(live.section, live.locale, at, live.id),
      ...card,
    }),
  );
  for (const country of live.countries)
    writes.push(
      put({
        ...articleKeys.countryCard(live.id, country),
        ...articleKeys.countryListed(country, live.locale, at, live.id),
        ...card,
      }),
    );
  return writes;
}

/**
 * Writes an article as `after` (undefined: deletes it) where it was `before` (undefined: new), with its address,
 * its group's line and its public cards, in one transaction (at most 26 items: 10 countries out, 10 in).
 */
export async function writeArticle(
  before: ArticleItem | undefined,
  after: ArticleItem | undefined,
): Promise<ArticleWriteOutcome> {
  const writes = [articleWrite(before, after), ...placeWrites(before, after), ...cardWrites(before, after)];
  try {
    await transact(writes);
    return 'written';
  } catch (error) {
    const reasons = cancellation(error);
    if (!reasons?.includes('ConditionalCheckFailed')) throw error;
    return reasons[0] === 'ConditionalCheckFailed' ? 'changed' : 'taken';
  }
}

/** Staff's list: every language's lines, last changed first; undefined for a cursor that is not ours. */
export const staffArticlePage = (cursor: string | undefined, size: number) =>
  indexPage<ArticleVersion & { updated_at: string; published_at: string | null }>('gsi1', articleKeys.staffPartition, {
    newestFirst: true,
    cursor,
    size,
  });

/** A section's published cards in a language, newest first. */
export const sectionPage = (section: string, locale: string, cursor: string | undefined, size: number) =>
  indexPage<ArticleCard>('gsi1', articleKeys.sectionPartition(section, locale), { newestFirst: true, cursor, size });

/** The newest published cards about a country in a language. */
export const countryPage = (country: string, locale: string, size: number) =>
  indexPage<ArticleCard>('gsi1', articleKeys.countryPartition(country, locale), {
    newestFirst: true,
    cursor: undefined,
    size,
  });
