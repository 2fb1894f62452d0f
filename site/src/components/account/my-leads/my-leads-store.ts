import { atom, type ReadableAtom } from 'nanostores';
import { getUserLead, listUserLeads } from '@migralink/shared/api/leads';
import type { Locale } from '@migralink/shared/locales';
import type { Lead } from '@migralink/shared/schemas/leads';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstPage, loadNextPage, type PagedList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { $auth } from '@/stores/auth';
import { lowerUnread, refreshUnread } from '@/api/unread';
import { loginUrl } from '@/urls/account-paths';

/** The visitor's leads shown: the pages loaded so far, newest first. */
export type SentLeads = PagedList<Lead>;

export interface MyLeadsOptions {
  readonly locale: Locale;
  /** Leaves the page without keeping it in the history: `window.location.replace`. */
  readonly replace: (url: string) => void;
  /** The page's path and query, to come back to after signing in. */
  readonly here: () => string;
}

/**
 * "My requests": the leads the signed-in visitor sent, 20 a page, newest first,
 * with "load more"; each with its status and thread. Opening a lead's thread
 * reads it (`GET /v1/account/user/lead/{id}`), which marks its replies read:
 * the lead is shown as answered and the header's count of new messages drops
 * by as many. Without a session it leads to sign-in and back.
 */
export function createMyLeads({ locale, replace, here }: MyLeadsOptions) {
  const toLogin = () => replace(loginUrl(locale, here()));
  const list = createLoader<SentLeads>({ onSessionExpired: toLogin });
  const more = createRequest<never>({ fields: [], onSessionExpired: toLogin });
  const opening = createRequest<never>({ fields: [], onSessionExpired: toLogin });
  const $open = atom<ReadonlySet<string>>(new Set());

  const fetchPage = (page: number) => callChecked(listUserLeads, { query: page > 1 ? { page } : {} });

  const showFresh = (fresh: Lead) => {
    const state = list.$state.get();
    if (state.status !== 'ready') return;
    list.set({ ...state.data, items: state.data.items.map((shown) => (shown.uuid === fresh.uuid ? fresh : shown)) });
  };

  /**
   * The header's count of new messages: lowered at once by the replies just read (here and
   * in other tabs), then asked again, so it ends as the API counts it.
   */
  const read = (count: number) => {
    lowerUnread('new_messages', count);
    void refreshUnread();
  };

  return {
    list,
    more,
    /** Opening a thread: its failure, shown above the list. */
    opening,
    /** The leads whose thread is shown. */
    $open: $open as ReadableAtom<ReadonlySet<string>>,

    async load(): Promise<void> {
      if (!$auth.get().token) return toLogin();
      await list.load(async () => firstPage(await fetchPage(1)));
    },
    retry: () => list.retry(),

    /** The next page after the leads shown (each shown once). */
    loadMore: () => loadNextPage(list, more, fetchPage),

    /** Shows or hides a lead's thread; showing one with unread replies reads them. */
    async toggle(lead: Lead): Promise<void> {
      const open = new Set($open.get());
      if (open.delete(lead.uuid)) return $open.set(open);
      $open.set(open.add(lead.uuid));
      if (!lead.unread_replies) return;
      await opening.run(async () => {
        const { data } = await callChecked(getUserLead, { params: { id: lead.uuid } });
        showFresh(data);
        read(lead.unread_replies - data.unread_replies);
      });
    },
  };
}

export type MyLeads = ReturnType<typeof createMyLeads>;
