import { atom, type ReadableAtom } from 'nanostores';
import { answerAppeal, getStaffAppeal, listAppealQueue, setAppealStatus } from '@migralink/shared/api/appeals';
import type { AppealStatus, AppealSummary, StaffAppeal } from '@migralink/shared/schemas/appeals';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { createMessageForm } from '../message-form';

/** What the last action on the opened appeal came to, told above it. */
export type QueueNotice = 'answered' | 'status' | null;

/**
 * Support's queue (docs/product.md, "Customer support"): the appeals of one status (open ones the longest
 * waiting first), a page at a time by cursor; one opened with its thread and, read-only, its account and
 * company; an answer (mailed to the user); a status by hand. Back to the list loads it again.
 */
export function createAppealQueue({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<AppealSummary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const item = createLoader<StaffAppeal>({ onSessionExpired });
  const status = createRequest<never>({ fields: [], onSessionExpired });
  const $status = atom<AppealStatus>('open');
  const $open = atom<string | null>(null);
  const $notice = atom<QueueNotice>(null);

  const fetchPage = async (cursor?: string) =>
    (await callChecked(listAppealQueue, { query: { status: $status.get(), ...(cursor && { cursor }) } })).data;
  const loadList = () => list.load(async () => firstCursorPage(await fetchPage()));
  const reload = async (id: string) => item.set((await callChecked(getStaffAppeal, { params: { id } })).data);

  const answer = createMessageForm({
    onSessionExpired,
    send: async (body) => {
      const id = $open.get();
      if (!id) return;
      await callChecked(answerAppeal, { params: { id }, body });
      $notice.set('answered');
      await reload(id);
    },
  });

  function open(id: string): Promise<void> {
    $open.set(id);
    $notice.set(null);
    answer.form.request.reset();
    status.reset();
    return item.load(async () => (await callChecked(getStaffAppeal, { params: { id } })).data);
  }

  return {
    list,
    more,
    item,
    answer,
    status,
    $status: $status as ReadableAtom<AppealStatus>,
    $open: $open as ReadableAtom<string | null>,
    $notice: $notice as ReadableAtom<QueueNotice>,
    /** The list, and the appeal the address names (`?id=`). */
    start: (id: string | null) => Promise.all([loadList(), id ? open(id) : undefined]).then(() => undefined),
    retry: () => list.retry(),
    retryItem: () => item.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    /** Shows another status, from its first page. */
    show(next: AppealStatus): Promise<void> {
      $status.set(next);
      return loadList();
    },
    open,
    back(): Promise<void> {
      $open.set(null);
      item.cancel();
      return loadList();
    },
    /** Closes the appeal, or opens it again. */
    setStatus: (next: AppealStatus) =>
      status.run(async () => {
        const id = $open.get();
        if (!id) return;
        await callChecked(setAppealStatus, { params: { id }, body: { status: next } });
        $notice.set('status');
        await reload(id);
      }),
  };
}
export type AppealQueue = ReturnType<typeof createAppealQueue>;
