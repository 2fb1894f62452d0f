import type { PaginationMeta } from '@migralink/shared/envelope';
import type { Loader } from './load';
import type { Request } from './request';

/** A list shown page by page ("load more"): the items loaded so far, the last page loaded, and the list's size. */
export interface PagedList<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
}

/** A page of a list as the API answers it (docs/product.md, "Lists and pages"). */
export interface ListPage<T> {
  readonly data: readonly T[];
  readonly meta: PaginationMeta;
}

/** The list as its first page shows it. */
export const firstPage = <T>({ data, meta }: ListPage<T>): PagedList<T> => ({
  items: data,
  page: meta.current_page,
  lastPage: meta.last_page,
  total: meta.total,
});

/** An item of a list has one stable id: `uuid` (leads, services) or `id` (advertisements, subscriptions). */
export type Identified = { readonly uuid: string } | { readonly id: string };

const idOf = (item: Identified): string => ('uuid' in item ? item.uuid : item.id);

/**
 * "Load more": the page after the last one loaded, added to the list once
 * (what arrived meanwhile shifts the pages, so an item already shown is not
 * shown twice), through `more`'s phases; nothing while one is on its way or
 * after the last page.
 */
export async function loadNextPage<T extends Identified>(
  list: Loader<PagedList<T>>,
  more: Request<never>,
  fetchPage: (page: number) => Promise<ListPage<T>>,
): Promise<void> {
  const state = list.$state.get();
  if (state.status !== 'ready' || state.data.page >= state.data.lastPage) return;
  if (more.$state.get().phase === 'loading') return;
  await more.run(async () => {
    const { data, meta } = await fetchPage(state.data.page + 1);
    const now = list.$state.get();
    if (now.status !== 'ready') return;
    const known = new Set(now.data.items.map(idOf));
    list.set({
      items: [...now.data.items, ...data.filter((fresh) => !known.has(idOf(fresh)))],
      page: meta.current_page,
      lastPage: meta.last_page,
      total: meta.total,
    });
  });
}
