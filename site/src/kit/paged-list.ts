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

/** The pages of a list as the API counts them. */
type PageCounts = Pick<PaginationMeta, 'current_page' | 'last_page' | 'total'>;

/** The list as its first page shows it. */
export const firstPage = <T>({
  data,
  meta,
}: {
  readonly data: readonly T[];
  readonly meta: PageCounts;
}): PagedList<T> => ({
  items: data,
  page: meta.current_page,
  lastPage: meta.last_page,
  total: meta.total,
});

/** An item of a list has one stable id: `uuid` (leads, services) or `id` (advertisements, subscriptions). */
export type Identified = { readonly uuid: string } | { readonly id: string };

const idOf = (item: Identified): string => ('uuid' in item ? item.uuid : item.id);

/** Whether a page after the last one loaded remains. */
export const hasNextPage = (list: PagedList<unknown>): boolean => list.page < list.lastPage;

/** Whether items the screen has not shown remain (of a list whose order moves under the screen: below). */
export const hasMore = (list: PagedList<unknown>): boolean => list.items.length < list.total;

/**
 * The list with a later page added: each item once (what arrived meanwhile shifts the pages, so an item
 * already shown may come again), the counts as the page says.
 */
export function withPage<T extends Identified, L extends PagedList<T>>(
  list: L,
  page: { readonly data: readonly T[]; readonly meta: PageCounts },
): L {
  const known = new Set(list.items.map(idOf));
  return {
    ...list,
    items: [...list.items, ...page.data.filter((fresh) => !known.has(idOf(fresh)))],
    page: page.meta.current_page,
    lastPage: page.meta.last_page,
    total: page.meta.total,
  };
}

/**
 * "Load more": the page after the last one loaded, added to the list once, through `more`'s phases;
 * nothing while one is on its way or after the last page.
 */
export async function loadNextPage<T extends Identified>(
  list: Loader<PagedList<T>>,
  more: Request<never>,
  fetchPage: (page: number) => Promise<ListPage<T>>,
): Promise<void> {
  const state = list.$state.get();
  if (state.status !== 'ready' || !hasNextPage(state.data)) return;
  if (more.$state.get().phase === 'loading') return;
  await more.run(async () => {
    const page = await fetchPage(state.data.page + 1);
    const now = list.$state.get();
    if (now.status === 'ready') list.set(withPage(now.data, page));
  });
}

/** The most pages one "load more" reads when the pages it reads bring nothing new (bounded, never a loop). */
const MAX_READS = 3;

/**
 * "Load more" for a list whose order changes under the screen's own actions:
 * an answered review sinks below the unanswered ones, a decided report leaves
 * the queue. Reading the page after the last one loaded would then skip the
 * items that moved up; so the read starts at the page holding the first item
 * not yet seen: `seen` counts the shown items still in their place at the head
 * of the list (`perPage` a page). Items shown already are kept once; a page
 * that brings nothing new is followed by the next (a few at most).
 */
export async function loadMoreShifting<T extends Identified>(
  list: Loader<PagedList<T>>,
  more: Request<never>,
  fetchPage: (page: number) => Promise<ListPage<T>>,
  { seen, perPage }: { readonly seen: number; readonly perPage: number },
): Promise<void> {
  const state = list.$state.get();
  if (state.status !== 'ready' || !hasMore(state.data) || more.$state.get().phase === 'loading') return;
  await more.run(async () => {
    let page = Math.floor(Math.max(0, seen) / perPage) + 1;
    for (let read = 0; read < MAX_READS; read++) {
      const answer = await fetchPage(page);
      const now = list.$state.get();
      if (now.status !== 'ready') return;
      const next = withPage(now.data, answer);
      list.set(next);
      if (next.items.length > now.data.items.length || answer.meta.current_page >= answer.meta.last_page) return;
      page = answer.meta.current_page + 1;
    }
  });
}

/** A list the API pages by cursor (`next_cursor`): the items loaded so far and where the next page starts. */
export interface CursorList<T> {
  readonly items: readonly T[];
  /** null: no page after the last one loaded. */
  readonly nextCursor: string | null;
}

/** A page of a list the API pages by cursor. */
export interface CursorPage<T> {
  readonly items: readonly T[];
  readonly next_cursor: string | null;
}

/** The list as its first page shows it. */
export const firstCursorPage = <T>(page: CursorPage<T>): CursorList<T> => ({
  items: page.items,
  nextCursor: page.next_cursor,
});

/** The list with a later page added, each item once (the list moved between two pages). */
export function withCursorPage<T extends Identified>(list: CursorList<T>, page: CursorPage<T>): CursorList<T> {
  const known = new Set(list.items.map(idOf));
  return {
    items: [...list.items, ...page.items.filter((fresh) => !known.has(idOf(fresh)))],
    nextCursor: page.next_cursor,
  };
}

/** "Load more" of a list paged by cursor: the next page through `more`'s phases; nothing while one runs or after the last. */
export async function loadNextCursorPage<T extends Identified>(
  list: Loader<CursorList<T>>,
  more: Request<never>,
  fetchPage: (cursor: string) => Promise<CursorPage<T>>,
): Promise<void> {
  const state = list.$state.get();
  const cursor = state.status === 'ready' ? state.data.nextCursor : null;
  if (!cursor || more.$state.get().phase === 'loading') return;
  await more.run(async () => {
    const page = await fetchPage(cursor);
    const now = list.$state.get();
    if (now.status === 'ready') list.set(withCursorPage(now.data, page));
  });
}
