import { listNewsletters } from '@migralink/shared/api/newsletters';
import type { NewsletterSummary } from '@migralink/shared/schemas/newsletters';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';

/** Staff's newsletters (docs/product.md, "Newsletters"), newest first, a page at a time by cursor. */
export function createNewsletters({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<NewsletterSummary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const fetchPage = async (cursor?: string) =>
    (await callChecked(listNewsletters, { query: cursor ? { cursor } : {} })).data;
  return {
    list,
    more,
    start: () => list.load(async () => firstCursorPage(await fetchPage())),
    retry: () => list.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
  };
}

export type NewslettersStore = ReturnType<typeof createNewsletters>;
