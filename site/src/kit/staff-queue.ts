import { atom, type ReadableAtom } from 'nanostores';
import { createLoader } from './load';
import { firstCursorPage, loadNextCursorPage, type CursorList, type CursorPage } from './paged-list';
import { createRequest } from './request';

/** What a staff queue asks the API, with the list's filters as they stand. */
export interface StaffQueueOptions<Filters, Summary, Item, Status> {
  readonly onSessionExpired: () => void;
  /** The filters the list opens with. */
  readonly filters: Filters;
  readonly fetchPage: (filters: Filters, cursor?: string) => Promise<CursorPage<Summary>>;
  readonly fetchItem: (id: string) => Promise<Item>;
  /** Sets the status of the item by hand; answers the item as it now is. */
  readonly setStatus: (id: string, status: Status) => Promise<Item>;
  /** What opening an item resets beside the queue's own (an answer's form). */
  readonly onOpen?: () => void;
}

/**
 * A queue staff work through (support's appeals, the inbox of the site's messages): a list of one
 * filter, a page at a time by cursor; an item opened by id (the address's `?id=`) with what was last
 * done to it told above it (`Notice`); a status set by hand. Going back to the list loads it again, as
 * what was done may have moved the item between the lists. The screens add their answers.
 */
export function createStaffQueue<Filters, Summary extends { readonly id: string }, Item, Status, Notice>(
  options: StaffQueueOptions<Filters, Summary, Item, Status> & { readonly statusNotice: Notice },
) {
  const { onSessionExpired } = options;
  const list = createLoader<CursorList<Summary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const item = createLoader<Item>({ onSessionExpired });
  const status = createRequest<never>({ fields: [], onSessionExpired });
  const $filters = atom<Filters>(options.filters);
  const $open = atom<string | null>(null);
  const $notice = atom<Notice | null>(null);

  const fetchPage = (cursor?: string) => options.fetchPage($filters.get(), cursor);
  const loadList = () => list.load(async () => firstCursorPage(await fetchPage()));

  function open(id: string): Promise<void> {
    $open.set(id);
    $notice.set(null);
    options.onOpen?.();
    status.reset();
    return item.load(() => options.fetchItem(id));
  }

  return {
    list,
    more,
    item,
    status,
    $filters: $filters as ReadableAtom<Filters>,
    $open: $open as ReadableAtom<string | null>,
    $notice: $notice as ReadableAtom<Notice | null>,
    /** The opened item as it now is (after an answer), and what was done to it. */
    done(now: Item, notice: Notice): void {
      item.set(now);
      $notice.set(notice);
    },
    /** The list, and the item the address names (`?id=`). */
    start: (id: string | null) => Promise.all([loadList(), id ? open(id) : undefined]).then(() => undefined),
    retry: () => list.retry(),
    retryItem: () => item.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    /** Shows other filters, from their first page. */
    filter(filters: Partial<Filters>): Promise<void> {
      $filters.set({ ...$filters.get(), ...filters });
      return loadList();
    },
    open,
    back(): Promise<void> {
      $open.set(null);
      item.cancel();
      return loadList();
    },
    /** Closes the item, or opens it again. */
    setStatus: (next: Status) =>
      status.run(async () => {
        const id = $open.get();
        if (!id) return;
        const now = await options.setStatus(id, next);
        item.set(now);
        $notice.set(options.statusNotice);
      }),
  };
}
