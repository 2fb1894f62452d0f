import { listNewsletters } from '@migralink/shared/api/newsletters';
import { callChecked } from '@/api/checked';
import { createCursorListStore } from '@/kit/cursor-list';

/** Staff's newsletters (docs/product.md, "Newsletters"), newest first, a page at a time by cursor. */
export const createNewsletters = ({ onSessionExpired }: { readonly onSessionExpired: () => void }) =>
  createCursorListStore({
    onSessionExpired,
    fetchPage: async (cursor?: string) =>
      (await callChecked(listNewsletters, { query: cursor ? { cursor } : {} })).data,
  });

export type NewslettersStore = ReturnType<typeof createNewsletters>;
