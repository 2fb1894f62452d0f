import type { SearchInit } from '@migralink/shared/schemas/reference';
import type { SearchOptions } from './option-list';
import { searchOptions, type OptionLabels } from './options';

/** The ids of the categories that have children: choosing one of them means "any of its children" too. */
export function parentCategoryIds(init: Pick<SearchInit, 'categories'>): ReadonlySet<number> {
  return new Set(init.categories.filter((parent) => parent.children.length > 0).map((parent) => parent.id));
}

/**
 * The search forms' lists as a page builds them from `GET /v1/search/init`: the options
 * (in the HTML from the start, so the form is usable before any script runs) and the
 * categories that have children (sent as `parent_category_id`). The scheduled rebuild
 * keeps them current, as it does the landing pages.
 */
export interface SearchLists {
  readonly options: SearchOptions;
  readonly parents: readonly number[];
}

/** Built once per language and answer: every landing page of a build shows the same lists. */
const built = new WeakMap<SearchInit, Map<string, SearchLists>>();

export function searchLists(init: SearchInit, locale: string, labels: OptionLabels): SearchLists {
  const byLocale = built.get(init) ?? new Map<string, SearchLists>();
  built.set(init, byLocale);
  let lists = byLocale.get(locale);
  if (!lists) {
    lists = { options: searchOptions(init, locale, labels), parents: [...parentCategoryIds(init)] };
    byLocale.set(locale, lists);
  }
  return lists;
}
