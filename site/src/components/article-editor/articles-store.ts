import { listStaffArticles } from '@migralink/shared/api/articles';
import { callChecked } from '@/api/checked';
import { createCursorListStore } from '@/kit/cursor-list';

/** Staff's articles of every language (docs/product.md, "Articles"), last changed first, by cursor. */
export const createArticleList = ({ onSessionExpired }: { readonly onSessionExpired: () => void }) =>
  createCursorListStore({
    onSessionExpired,
    fetchPage: async (cursor?: string) =>
      (await callChecked(listStaffArticles, { query: cursor ? { cursor } : {} })).data,
  });

export type ArticleListStore = ReturnType<typeof createArticleList>;
