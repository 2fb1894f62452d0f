import { listAuthorReviews } from '@migralink/shared/api/reviews';
import type { Review } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstPage, loadNextPage, type PagedList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';

/** An author's id as the API takes it (a UUID): anything else in the address names no author. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAuthorId = (value: string | null): value is string => value !== null && UUID.test(value);

/**
 * An author's shown reviews (`/{locale}/author/?uuid=`), newest first, 10 a page with "load more":
 * loading, then the list or the failure with retry.
 */
export function createAuthorReviews() {
  const list = createLoader<PagedList<Review>>();
  const more = createRequest<never>({ fields: [] });
  let author: string | undefined;
  const fetchPage = (uuid: string, page?: number) =>
    callChecked(listAuthorReviews, { params: { uuid }, query: page ? { page } : {} });
  return {
    $state: list.$state,
    more,
    load(uuid: string): Promise<void> {
      author = uuid;
      return list.load(async () => firstPage(await fetchPage(uuid)));
    },
    loadMore(): Promise<void> {
      const uuid = author;
      return uuid ? loadNextPage(list, more, (page) => fetchPage(uuid, page)) : Promise.resolve();
    },
    retry: list.retry,
  };
}

export type AuthorReviewsStore = ReturnType<typeof createAuthorReviews>;
