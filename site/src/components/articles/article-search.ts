import type { ArticleSection } from '@migralink/shared/schemas/articles';

/**
 * Search within a language's articles on the built site (docs/product.md, "Articles"): the index the build
 * writes per language and the matcher the section pages run on it in the browser, with no server.
 */

/** One article in a language's search index. */
export interface SearchEntry {
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly section: ArticleSection;
  readonly url: string;
}

/** How many matches are shown at most, best first. */
export const SEARCH_RESULTS_MAX = 20;

/**
 * Text as the matcher compares it: lower case, without diacritics (é → e, ё → е, й → и, ї → і), every run
 * of anything but letters and digits one space. Cyrillic and Latin alike.
 */
export function foldText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The words of a query, folded; none for a query of only spaces or punctuation. */
export const queryWords = (query: string): string[] => foldText(query).trim().split(' ').filter(Boolean);

/** Where a word found in a field counts most: the title, then a tag, then the summary. */
const WEIGHTS = { title: 5, tags: 2, summary: 1 } as const;
type Field = keyof typeof WEIGHTS;

/** A word found at the start of a word counts double: "visa" finds "visas" before "nonvisa". */
function wordScore(field: string, word: string): number {
  if (field.includes(` ${word}`)) return 2;
  return field.includes(word) ? 1 : 0;
}

/**
 * The entries that hold every word of the query (each in any field, anywhere in a word), best first:
 * title words before tags before the summary, word starts before insides; ties keep the index's order
 * (newest first). At most `limit`.
 */
export function searchArticles(
  entries: readonly SearchEntry[],
  query: string,
  limit = SEARCH_RESULTS_MAX,
): SearchEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry, order) => {
    const fields: Record<Field, string> = {
      title: foldText(entry.title),
      tags: foldText(entry.tags.join(' | ')),
      summary: foldText(entry.summary),
    };
    let score = 0;
    for (const word of words) {
      const best = Math.max(
        ...(Object.keys(WEIGHTS) as Field[]).map((field) => WEIGHTS[field] * wordScore(fields[field], word)),
      );
      if (best === 0) return [];
      score += best;
    }
    return [{ entry, score, order }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
