import { atom, type ReadableAtom } from 'nanostores';
import {
  getSubscriptionsInit,
  listCompanySubscriptions,
  openBillingPortal,
  settleCheckout,
} from '@migralink/shared/api/billing';
import type { Settlement, Subscription, SubscriptionsInit } from '@migralink/shared/schemas/billing';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { firstPage, loadNextPage, type PagedList } from '@/kit/paged-list';
import { createRequest } from '@/kit/request';
import { isSessionExpired } from '@/kit/session';

/** Where a checkout the browser came back from stands: being checked, its outcome, or the check failed. */
export type SettlementState =
  | { readonly status: 'settling' }
  | { readonly status: 'settled'; readonly settlement: Settlement }
  | { readonly status: 'failed'; readonly error: unknown };

export interface SubscriptionsOptions {
  /** The API no longer accepts the token: sign in again. */
  readonly onSessionExpired: () => void;
  /** Takes `?session_id=` out of the address, so a reload does not settle the checkout again. */
  readonly forgetSession: () => void;
  /** Opens another page (Stripe's billing portal), which Back returns from. */
  readonly open: (url: string) => void;
  /** Leaves for another page instead of this one (the tariffs): Back does not return to a page that sends on. */
  readonly redirect: (url: string) => void;
  /** The tariffs page in the screen's language. */
  readonly tariffsUrl: string;
}

/**
 * The subscription screen's store: the company's current plan (with the
 * plans' offers, `getSubscriptionsInit`), its past subscriptions (20 a page,
 * "load more"), the billing portal, and the return from a plan's checkout
 * (`?session_id=`): settled once, its outcome kept to be shown, then the plan
 * and the history loaded again. A company that never subscribed and is on the
 * free plan is sent to the tariffs (docs/product.md, "Redirects"), unless it is
 * just back from a checkout, whose outcome it must see.
 */
export function createSubscriptions({
  onSessionExpired,
  forgetSession,
  open,
  redirect,
  tariffsUrl,
}: SubscriptionsOptions) {
  const plan = createLoader<SubscriptionsInit>({ onSessionExpired });
  const history = createLoader<PagedList<Subscription>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const billing = createRequest<never>({ fields: [], onSessionExpired });
  const $settlement = atom<SettlementState | null>(null);
  const $toTariffs = atom(false);
  let sessionId: string | undefined;

  const fetchPage = (page: number) => callChecked(listCompanySubscriptions, { query: page > 1 ? { page } : {} });
  const loadPlan = () => plan.load(async () => (await callChecked(getSubscriptionsInit, {})).data);
  const loadHistory = () => history.load(async () => firstPage(await fetchPage(1)));

  /** Nothing was ever bought and the plan is the free one (not one staff gave): the tariffs are what to see. */
  function neverSubscribed(): boolean {
    const current = plan.$state.get();
    const list = history.$state.get();
    return (
      current.status === 'ready' &&
      current.data.current.package === 'basic' &&
      list.status === 'ready' &&
      list.data.total === 0
    );
  }

  async function loadAll(): Promise<void> {
    await Promise.all([loadPlan(), loadHistory()]);
    if ($settlement.get() !== null || !neverSubscribed()) return;
    $toTariffs.set(true);
    redirect(tariffsUrl);
  }

  async function settle(id: string): Promise<void> {
    $settlement.set({ status: 'settling' });
    try {
      const { data } = await callChecked(settleCheckout, { body: { session_id: id } });
      $settlement.set({ status: 'settled', settlement: data });
    } catch (error) {
      if (isSessionExpired(error)) return onSessionExpired();
      $settlement.set({ status: 'failed', error });
    }
  }

  return {
    plan,
    history,
    /** "Load more": its phase and problem. */
    more,
    /** Opening the billing portal: its phase and problem. */
    billing,
    $settlement: $settlement as ReadableAtom<SettlementState | null>,
    /** Set when the screen sends the owner on to the tariffs. */
    $toTariffs: $toTariffs as ReadableAtom<boolean>,

    /**
     * Loads the plan and the history; back from a checkout (`?session_id=`),
     * settles it first, once: the parameter leaves the address at once.
     */
    async start(addressSessionId: string | null): Promise<void> {
      if (addressSessionId && sessionId === undefined) {
        sessionId = addressSessionId;
        forgetSession();
        await settle(addressSessionId);
      }
      await loadAll();
    },
    /** Checks the checkout again after the check failed (no answer, a server error). */
    async retrySettle(): Promise<void> {
      if (sessionId === undefined || $settlement.get()?.status !== 'failed') return;
      await settle(sessionId);
      await loadAll();
    },
    retryPlan: () => plan.retry(),
    retryHistory: () => history.retry(),
    /** The next page of past subscriptions (each shown once). */
    loadMore: () => loadNextPage(history, more, fetchPage),
    /** Opens Stripe's billing portal (cancel, change the card, invoices). */
    manageBilling: (): Promise<boolean> =>
      billing.$state.get().phase === 'loading'
        ? Promise.resolve(false)
        : billing.run(async () => open((await callChecked(openBillingPortal, {})).data.url)),
    dispose(): void {
      plan.cancel();
      history.cancel();
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
