import { createLoader } from './load';
import { firstCursorPage, loadNextCursorPage, type CursorList, type CursorPage, type Identified } from './paged-list';
import { createRequest } from './request';

/**
 * A screen's list the API pages by cursor, as a store: `start` loads the first page, `retry` it again after a
 * failure, `loadMore` the next one ("Load more", through `more`'s phases).
 */
export function createCursorListStore<T extends Identified>({
  onSessionExpired,
  fetchPage,
}: {
  readonly onSessionExpired: () => void;
  readonly fetchPage: (cursor?: string) => Promise<CursorPage<T>>;
}) {
  const list = createLoader<CursorList<T>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  return {
    list,
    more,
    start: () => list.load(async () => firstCursorPage(await fetchPage())),
    retry: () => list.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
  };
}
