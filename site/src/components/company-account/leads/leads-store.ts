import { atom, map, type ReadableAtom } from 'nanostores';
import type { LeadStatus } from '@migralink/shared/enums';
import {
  deleteCompanyLead,
  getCompanyLead,
  listCompanyLeads,
  replyToLead,
  setCompanyLeadStatus,
} from '@migralink/shared/api/leads';
import { ApiError } from '@migralink/shared/client';
import type { CompanyLeadsQuery, Lead, LeadKind } from '@migralink/shared/schemas/leads';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstPage, loadNextPage, type PagedList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';

/** The inbox's filters: at most one of status and kind (the API takes one), and a range of days. */
export interface LeadFilters {
  readonly status: LeadStatus | '';
  readonly kind: LeadKind | '';
  readonly from: string;
  readonly to: string;
}

/** The leads shown: the pages loaded so far, newest first. */
export type LeadList = PagedList<Lead>;

/** Why the open lead left the screen: deleted here, or no longer in the inbox. */
export type LeadNotice = 'deleted' | 'gone';

export interface LeadsOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
  /** Writes the open lead's id into the address (`?id=`), or takes it out (null). */
  readonly showInAddress: (id: string | null) => void;
}

export const NO_FILTERS: LeadFilters = { status: '', kind: '', from: '', to: '' };

/** The query of the inbox's call: only what is set, the status or the kind, never both. */
export function leadsQuery(filters: LeadFilters, page: number): CompanyLeadsQuery {
  const query: CompanyLeadsQuery = {};
  if (page > 1) query.page = page;
  if (filters.status) query.status = filters.status;
  else if (filters.kind) query.kind = filters.kind;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The leads inbox's store (a company's leads; the platform's for staff): the
 * list, 20 a page, newest first, by status or kind and a range of days, "load
 * more"; a lead opened from the list or from `?id=` (opening marks it read),
 * its status saved with PATCH once the API answers, and its deletion after
 * confirmation, which takes it out of the list.
 */
export function createLeads({ onSessionExpired, showInAddress }: LeadsOptions) {
  const $filters = map<LeadFilters>({ ...NO_FILTERS });
  const list = createLoader<LeadList>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const $openId = atom<string | null>(null);
  const lead = createLoader<Lead>({ onSessionExpired });
  const status = createRequest<'status'>({ fields: ['status'], onSessionExpired });
  const removal = createRequest<never>({ fields: [], onSessionExpired });
  const $reply = atom('');
  const reply = createRequest<'message'>({ fields: ['message'], onSessionExpired });
  const $confirming = atom(false);
  const $notice = atom<LeadNotice | null>(null);

  const updateList = (change: (items: readonly Lead[]) => readonly Lead[]) => {
    const state = list.$state.get();
    if (state.status !== 'ready') return;
    const items = change(state.data.items);
    const removed = state.data.items.length - items.length;
    list.set({ ...state.data, items, total: state.data.total - removed });
  };
  const replaceInList = (fresh: Lead) =>
    updateList((items) => items.map((shown) => (shown.uuid === fresh.uuid ? fresh : shown)));

  const fetchPage = (page: number) => callChecked(listCompanyLeads, { query: leadsQuery($filters.get(), page) });

  function search(): Promise<void> {
    return list.load(async () => firstPage(await fetchPage(1)));
  }

  function close(notice: LeadNotice | null = null): void {
    $openId.set(null);
    $confirming.set(false);
    $notice.set(notice);
    lead.cancel();
    showInAddress(null);
  }

  async function open(id: string): Promise<void> {
    $openId.set(id);
    $notice.set(null);
    $confirming.set(false);
    status.reset();
    removal.reset();
    reply.reset();
    $reply.set('');
    showInAddress(id);
    await lead.load(async () => (await callChecked(getCompanyLead, { params: { id } })).data);
    const state = lead.$state.get();
    if ($openId.get() !== id) return;
    if (state.status === 'ready') replaceInList(state.data);
    else if (state.status === 'failed' && isGone(state.error)) {
      updateList((items) => items.filter((shown) => shown.uuid !== id));
      close('gone');
    }
  }

  return {
    $filters: $filters as ReadableAtom<LeadFilters>,
    list,
    /** "Load more": its phase and problem. */
    more,
    $openId: $openId as ReadableAtom<string | null>,
    lead,
    /** The status change of the open lead. */
    status,
    /** The deletion of the open lead. */
    removal,
    /** The reply being written to the open lead, and its sending. */
    $reply: $reply as ReadableAtom<string>,
    reply,
    /** The deletion waits for the user's confirmation. */
    $confirming: $confirming as ReadableAtom<boolean>,
    $notice: $notice as ReadableAtom<LeadNotice | null>,

    /** Loads the first page; opens the lead the address names (`?id=`), if any. */
    start(addressId: string | null): Promise<unknown> {
      const loads: Promise<void>[] = [search()];
      if (addressId) loads.push(open(addressId));
      return Promise.all(loads);
    },
    /** Sets a filter and searches again; a status drops the kind and a kind the status (one at a time). */
    setFilter<K extends keyof LeadFilters>(name: K, value: LeadFilters[K]): Promise<void> {
      const next: LeadFilters = { ...$filters.get(), [name]: value };
      if (name === 'status' && value) $filters.set({ ...next, kind: '' });
      else if (name === 'kind' && value) $filters.set({ ...next, status: '' });
      else $filters.set(next);
      const { from, to } = $filters.get();
      // A range the wrong way round waits until it is mended (the API would refuse it).
      if (from && to && from > to) return Promise.resolve();
      return search();
    },
    clearFilters(): Promise<void> {
      $filters.set({ ...NO_FILTERS });
      return search();
    },
    retry: () => list.retry(),
    /** The next page after the leads shown (each shown once). */
    loadMore: () => loadNextPage(list, more, fetchPage),
    open,
    retryLead(): Promise<void> {
      const id = $openId.get();
      return id ? open(id) : Promise.resolve();
    },
    /** Back to the list. */
    back: () => close(),
    /** Saves the open lead's status; shown once the API has it, the error under the select otherwise. */
    async setStatus(next: LeadStatus): Promise<void> {
      const state = lead.$state.get();
      if (state.status !== 'ready' || state.data.status === next || status.$state.get().phase === 'loading') return;
      const id = state.data.uuid;
      await status.run(async () => {
        const { data } = await callChecked(setCompanyLeadStatus, { params: { id }, body: { status: next } });
        if ($openId.get() === id) lead.set(data);
        replaceInList(data);
      });
    },
    setReply(text: string): void {
      $reply.set(text);
      if (reply.$state.get().phase !== 'loading') reply.reset();
    },
    /** Sends the reply to the open lead; once the API has it, the thread shows it and the field is emptied. */
    async sendReply(): Promise<void> {
      const state = lead.$state.get();
      const message = $reply.get().trim();
      if (state.status !== 'ready' || reply.$state.get().phase === 'loading') return;
      const id = state.data.uuid;
      await reply.run(async () => {
        const { data } = await callChecked(replyToLead, { params: { id }, body: { message } });
        if ($openId.get() === id) {
          lead.set(data);
          $reply.set('');
        }
        replaceInList(data);
      });
    },
    askDelete: () => $confirming.set(true),
    cancelDelete: () => $confirming.set(false),
    /** Deletes the open lead (after confirmation): it leaves the list, which is shown again with a notice. */
    async confirmDelete(): Promise<void> {
      const id = $openId.get();
      if (!id || !$confirming.get() || removal.$state.get().phase === 'loading') return;
      let gone = false;
      const done = await removal.run(async () => {
        try {
          await callChecked(deleteCompanyLead, { params: { id } });
        } catch (error) {
          if (!isGone(error)) throw error;
          gone = true;
        }
      });
      if (!done) return;
      updateList((items) => items.filter((shown) => shown.uuid !== id));
      close(gone ? 'gone' : 'deleted');
    },
    dispose(): void {
      list.cancel();
      lead.cancel();
    },
  };
}

export type Leads = ReturnType<typeof createLeads>;
