import { listStaffArticles } from '@migralink/shared/api/articles';
import type { ArticleSummary } from '@migralink/shared/schemas/articles';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';

/** Staff's articles of every language (docs/product.md, "Articles"), last changed first, by cursor. */
export function createArticleList({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<ArticleSummary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const fetchPage = async (cursor?: string) =>
    (await callChecked(listStaffArticles, { query: cursor ? { cursor } : {} })).data;
  return {
    list,
    more,
    start: () => list.load(async () => firstCursorPage(await fetchPage())),
    retry: () => list.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
  };
}

export type ArticleListStore = ReturnType<typeof createArticleList>;
