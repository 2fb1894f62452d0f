import { atom, type ReadableAtom } from 'nanostores';
import { listCompanyAdvertisements, settleCheckout } from '@migralink/shared/api/billing';
import type { Advertisement } from '@migralink/shared/schemas/billing';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstPage, loadNextPage, type PagedList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { isSessionExpired } from '@/kit/session';

/** The advertisements shown: the pages loaded so far, newest first. */
export type AdvertisementList = PagedList<Advertisement>;

/**
 * The return from a checkout (`?session_id=`): nothing to settle, settling,
 * what the payment came to, or a failure to ask (tried again on request).
 */
export type Settling =
  | { readonly status: 'none' }
  | { readonly status: 'settling' }
  | { readonly status: 'settled'; readonly paid: boolean; readonly advertisementId: string | null }
  | { readonly status: 'failed'; readonly error: unknown };

/** What the screen says of a paid advertisement: where it stands once the list shows it. */
export type PaidOutcome = 'scheduled' | 'running' | 'paid';

export interface AdvertisingOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
  /** Takes `?session_id=` out of the address, so a reload or a bookmark does not settle it again. */
  readonly forgetSession: () => void;
  /** (docs/product.md, "Redirects"): a company with no advertisement goes to create its first one. */
  readonly toFirstAdvertisement: () => void;
}

/** A paid advertisement's words: scheduled or running as the list now says, else only "paid". */
export function paidOutcome(advertisementId: string | null, items: readonly Advertisement[]): PaidOutcome {
  const status = items.find((item) => item.id === advertisementId)?.status;
  return status === 'scheduled' || status === 'running' ? status : 'paid';
}

/** Clicks per impression, 0 to 1; null before the first impression (a rate of nothing is no rate). */
export function clickRate({ impressions, clicks }: Pick<Advertisement, 'impressions' | 'clicks'>): number | null {
  return impressions > 0 ? clicks / impressions : null;
}

/**
 * The advertising screen's store (`/admin/advertising`, docs/product.md "Account screens": where the owner
 * lands after paying): the company's advertisements, 20 a page, newest first,
 * with "load more"; back from a checkout, the payment is settled once (the
 * webhook may not have come yet) before the list loads, so the list already
 * shows its new status. An empty list with nothing being settled sends the
 * owner to create a first advertisement.
 */
export function createAdvertising({ onSessionExpired, forgetSession, toFirstAdvertisement }: AdvertisingOptions) {
  const list = createLoader<AdvertisementList>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const $settling = atom<Settling>({ status: 'none' });
  let started = false;
  let sessionId: string | null = null;

  const fetchPage = (page: number) => callChecked(listCompanyAdvertisements, { query: page > 1 ? { page } : {} });
  const load = () => list.load(async () => firstPage(await fetchPage(1)));

  async function settle(id: string): Promise<void> {
    $settling.set({ status: 'settling' });
    try {
      const { data } = await callChecked(settleCheckout, { body: { session_id: id } });
      $settling.set({ status: 'settled', paid: data.paid, advertisementId: data.advertisement_id });
    } catch (error) {
      if (isSessionExpired(error)) onSessionExpired();
      else $settling.set({ status: 'failed', error });
    }
  }

  return {
    list,
    /** "Load more": its phase and problem. */
    more,
    $settling: $settling as ReadableAtom<Settling>,

    /**
     * The screen opens: a checkout's `session_id` (from the address) is
     * settled first, and taken out of the address; then the list. Runs once
     * however often the island calls it.
     */
    async start(addressSessionId: string | null): Promise<void> {
      if (started) return;
      started = true;
      sessionId = addressSessionId;
      if (sessionId) {
        forgetSession();
        await settle(sessionId);
      }
      await load();
      const state = list.$state.get();
      if (state.status === 'ready' && state.data.total === 0 && $settling.get().status === 'none') {
        toFirstAdvertisement();
      }
    },
    /** Asks again how the checkout went (it failed to answer), then shows the list again. */
    async retrySettle(): Promise<void> {
      if (!sessionId || $settling.get().status === 'settling') return;
      await settle(sessionId);
      await load();
    },
    retry: () => list.retry(),
    /** The next page after the advertisements shown (each shown once). */
    loadMore: () => loadNextPage(list, more, fetchPage),
  };
}

export type Advertising = ReturnType<typeof createAdvertising>;
