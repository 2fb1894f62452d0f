import type { Locale } from '@migralink/shared/locales';
import type { SitePageContent } from '@migralink/shared/schemas/site-pages';
import type { SitePageKind } from '@migralink/shared/site-pages/pages';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { getAll } from './batch-get';
import { conditionHeld } from './conditional';
import { withoutKeys } from './items';
import { sitePageKeys } from './keys';

/**
 * The programme, webinar and contacts pages as saved (ACCESS-PATTERNS.md, "Programme, webinar and contacts
 * pages"): one item per page and language, written whole. A page nothing is stored for is its first edition,
 * which the caller supplies.
 */
export interface SitePageItem {
  kind: SitePageKind;
  slug: string;
  locale: Locale;
  content: SitePageContent;
  updated_at: string;
  updated_by: string;
}

export interface SitePageRef {
  kind: SitePageKind;
  slug: string;
  locale: Locale;
}

const keyOf = ({ kind, slug, locale }: SitePageRef) => sitePageKeys.item(kind, slug, locale);

/** One page in one language as saved, if it was; `consistent` for an editor about to save it. */
export async function getSitePageItem(page: SitePageRef, consistent = false): Promise<SitePageItem | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keyOf(page) },
    ConsistentRead: consistent,
  });
  return Item && withoutKeys<SitePageItem>(Item);
}

/** Every saved one of these pages (one BatchGetItem of the fixed set of keys, at most 100). */
export async function getSitePageItems(pages: readonly SitePageRef[]): Promise<SitePageItem[]> {
  const items = await getAll(pages.map(keyOf), true);
  return items.map((item) => withoutKeys<SitePageItem>(item));
}

/**
 * Saves a page whole, unless it changed since it was read (`readAt`: its `updated_at` then, null when it was
 * still its first edition). False when it did: nothing was written.
 */
export function putSitePage(item: SitePageItem, readAt: string | null): Promise<boolean> {
  return conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: { ...keyOf(item), ...item },
      ConditionExpression: readAt === null ? 'attribute_not_exists(pk)' : 'updated_at = :read',
      ...(readAt === null ? {} : { ExpressionAttributeValues: { ':read': readAt } }),
    }),
  );
}
