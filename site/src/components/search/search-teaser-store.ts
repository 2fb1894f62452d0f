import { map } from 'nanostores';
import type { Locale } from '@migralink/shared/locales';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { createLoader } from '@/kit/load';
import { fetchSearchInit } from './search-init';
import { companiesSearchUrl, type FilterKey, type SearchFilters } from './search-url';

export interface SearchTeaserOptions {
  readonly locale: Locale;
  /** Leaves the page: `window.location.assign` in the browser. */
  readonly go: (url: string) => void;
}

/**
 * The home search's store: the filter lists (loaded, with retry), the three
 * chosen filters, and `submit`, which leads to the companies page with them.
 */
export function createSearchTeaser({ locale, go }: SearchTeaserOptions) {
  const init = createLoader<SearchInit>();
  const $filters = map<SearchFilters>({});
  return {
    init,
    $filters,
    /** Loads the filter lists (when the island starts). */
    load: () => init.load(fetchSearchInit),
    retry: () => init.retry(),
    change: (name: FilterKey, value: string) => $filters.setKey(name, value),
    submit: () => go(companiesSearchUrl(locale, $filters.get())),
    /** The island is gone: an answer still on its way is dropped. */
    dispose: () => init.cancel(),
  };
}

export type SearchTeaserStore = ReturnType<typeof createSearchTeaser>;
