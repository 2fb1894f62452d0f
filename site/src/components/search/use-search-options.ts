import { useMemo } from 'react';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import type { Translate } from '@/i18n/format';
import type { Loaded } from '@/kit/load';
import { searchOptions, type SearchOptions } from './options';

/** The select lists of a search form once its filter lists are loaded; undefined until then. */
export function useSearchOptions(
  init: Loaded<SearchInit>,
  locale: string,
  t: Translate<'home.search.all_in_category'>,
): SearchOptions | undefined {
  return useMemo(
    () =>
      init.status === 'ready'
        ? searchOptions(init.data, locale, (name) => t('home.search.all_in_category', { name }))
        : undefined,
    [init, locale, t],
  );
}
