import type { ArticleCard } from '@migralink/shared/schemas/articles';
import { articleUrl } from '@/urls/article-paths';
import type { SearchEntry } from './article-search';

/**
 * A language's search index is at most this many bytes of JSON (docs/product.md, "Articles"): about 300
 * articles of usual length. It is fetched only when a visitor searches, gzipped to about a third.
 */
export const SEARCH_INDEX_MAX_BYTES = 200_000;

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The index of a language's published articles of every section, newest first, as many as fit in `maxBytes`
 * (the oldest are left out of search, not out of their lists).
 */
export function searchIndexOf(cards: readonly ArticleCard[], maxBytes = SEARCH_INDEX_MAX_BYTES): SearchEntry[] {
  const newestFirst = [...cards].sort((a, b) => b.published_at.localeCompare(a.published_at));
  const entries: SearchEntry[] = [];
  let bytes = 2; // the array's brackets
  for (const card of newestFirst) {
    const entry: SearchEntry = {
      title: card.title,
      summary: card.summary,
      tags: card.tags,
      section: card.section,
      url: articleUrl(card.locale, card.section, card.slug),
    };
    const size = bytesOf(entry) + (entries.length > 0 ? 1 : 0);
    if (bytes + size > maxBytes) break;
    entries.push(entry);
    bytes += size;
  }
  return entries;
}
