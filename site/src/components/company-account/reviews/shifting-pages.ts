import { REVIEWS_PER_PAGE } from '@migralink/shared/schemas/reviews';
import type { Loader } from '@/kit/load';
import type { ListPage, PagedList } from '@/kit/paged-list';
import type { Request } from '@/kit/request';

/** The most pages one "load more" reads when the pages it reads bring nothing new (bounded, never a loop). */
const MAX_READS = 3;

/**
 * "Load more" for a list whose order changes under the screen's own actions:
 * an answered review sinks below the unanswered ones, a decided report leaves
 * the queue. Reading the page after the last one loaded would then skip the
 * items that moved up; so the read starts at the page holding the first item
 * not yet seen: `seen` counts the shown items still in their place at the head
 * of the list. Items shown already are kept once; a page that brings nothing
 * new is followed by the next (a few at most).
 */
export async function loadMoreShifting<T extends { readonly id: string }>(
  list: Loader<PagedList<T>>,
  more: Request<never>,
  fetchPage: (page: number) => Promise<ListPage<T>>,
  seen: number,
): Promise<void> {
  const state = list.$state.get();
  if (state.status !== 'ready' || !hasMore(state.data) || more.$state.get().phase === 'loading') return;
  await more.run(async () => {
    let page = Math.floor(Math.max(0, seen) / REVIEWS_PER_PAGE) + 1;
    for (let read = 0; read < MAX_READS; read++) {
      const { data, meta } = await fetchPage(page);
      const now = list.$state.get();
      if (now.status !== 'ready') return;
      const known = new Set(now.data.items.map((item) => item.id));
      const fresh = data.filter((item) => !known.has(item.id));
      list.set({
        items: [...now.data.items, ...fresh],
        page: meta.current_page,
        lastPage: meta.last_page,
        total: meta.total,
      });
      if (fresh.length > 0 || meta.current_page >= meta.last_page) return;
      page = meta.current_page + 1;
    }
  });
}

/** Whether items the screen has not shown remain. */
export const hasMore = (list: PagedList<unknown>): boolean => list.items.length < list.total;
