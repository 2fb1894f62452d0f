import { atom, type ReadableAtom } from 'nanostores';
import {
  answerSiteMessage,
  getSiteMessage,
  listSiteMessages,
  setSiteMessageStatus,
} from '@migralink/shared/api/site-messages';
import {
  SITE_MESSAGE_LIMITS,
  type SiteMessage,
  type SiteMessageKind,
  type SiteMessageStatus,
  type SiteMessageSummary,
} from '@migralink/shared/schemas/site-messages';
import { callChecked } from '@/api/checked';
import { checkText } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { firstCursorPage, loadNextCursorPage, type CursorList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';

/** Which messages the list shows: one status, and one kind or every kind (`''`). */
export interface InboxFilters {
  readonly status: SiteMessageStatus;
  readonly kind: SiteMessageKind | '';
}

/** What the last action on the opened message came to, told above it. */
export type InboxNotice = { readonly kind: 'answered'; readonly email: string } | { readonly kind: 'status' };

/**
 * The staff inbox's store (docs/product.md, "Forms"): the messages of one status and kind (new ones oldest
 * first), a page at a time by cursor; a message opened with its answers; an answer by mail; a status set by
 * hand. Going back to the list loads it again, as answering or closing moves messages between the lists.
 */
export function createStaffInbox({ onSessionExpired }: { readonly onSessionExpired: () => void }) {
  const list = createLoader<CursorList<SiteMessageSummary>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const item = createLoader<SiteMessage>({ onSessionExpired });
  const answer = createForm({
    initial: { message: '' },
    checks: { message: checkText(SITE_MESSAGE_LIMITS.answer) },
    onSessionExpired,
  });
  const status = createRequest<never>({ fields: [], onSessionExpired });
  const $filters = atom<InboxFilters>({ status: 'new', kind: '' });
  const $open = atom<string | null>(null);
  const $notice = atom<InboxNotice | null>(null);

  const fetchPage = async (cursor?: string) => {
    const { status: shown, kind } = $filters.get();
    const query = { status: shown, ...(kind && { kind }), ...(cursor && { cursor }) };
    return (await callChecked(listSiteMessages, { query })).data;
  };
  const loadList = () => list.load(async () => firstCursorPage(await fetchPage()));

  function open(id: string): Promise<void> {
    $open.set(id);
    $notice.set(null);
    answer.request.reset();
    answer.assign({ message: '' });
    status.reset();
    return item.load(async () => (await callChecked(getSiteMessage, { params: { id } })).data);
  }

  /** The opened message, when it is loaded. */
  const opened = () => {
    const state = item.$state.get();
    return state.status === 'ready' ? state.data : undefined;
  };

  return {
    list,
    more,
    item,
    answer,
    status,
    $filters: $filters as ReadableAtom<InboxFilters>,
    $open: $open as ReadableAtom<string | null>,
    $notice: $notice as ReadableAtom<InboxNotice | null>,
    /** The list, and the message the address names (`?id=`). */
    start: (id: string | null) => Promise.all([loadList(), id ? open(id) : undefined]).then(() => undefined),
    retry: () => list.retry(),
    loadMore: () => loadNextCursorPage(list, more, fetchPage),
    /** Shows another status or kind, from its first page. */
    filter(filters: Partial<InboxFilters>): Promise<void> {
      $filters.set({ ...$filters.get(), ...filters });
      return loadList();
    },
    open,
    retryItem: () => item.retry(),
    /** Back to the list, loaded again (what was done may have moved messages between the lists). */
    back(): Promise<void> {
      $open.set(null);
      item.cancel();
      return loadList();
    },
    /** Mails the answer to the sender; the message comes back with it in its thread. */
    sendAnswer: () =>
      answer.submit(async ({ message }) => {
        const shown = opened();
        if (!shown) return;
        const body = { message: message.trim() };
        const { data } = await callChecked(answerSiteMessage, { params: { id: shown.id }, body });
        item.set(data);
        answer.assign({ message: '' });
        $notice.set({ kind: 'answered', email: data.email });
      }),
    /** Closes the message, or opens it again. */
    setStatus: (next: SiteMessageStatus) =>
      status.run(async () => {
        const shown = opened();
        if (!shown) return;
        const { data } = await callChecked(setSiteMessageStatus, { params: { id: shown.id }, body: { status: next } });
        item.set(data);
        $notice.set({ kind: 'status' });
      }),
  };
}

export type StaffInbox = ReturnType<typeof createStaffInbox>;
