import { atom, type ReadableAtom } from 'nanostores';
import { accountReturnPath } from '@migralink/shared/account-pages';
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
  /** Leaves for another page instead of this one (back to where a paid plan was bought from). */
  readonly redirect: (url: string) => void;
}

/**
 * The subscription screen's store: the company's current plan (with the
 * plans' offers, `getSubscriptionsInit`), its past subscriptions (20 a page,
 * "load more"), the billing portal, and the return from a plan's checkout
 * (`?session_id=`): settled once, its outcome kept to be shown, then the plan
 * and the history loaded again. A company on the free plan stays here, in
 * its account, where the screen offers the paid plans (`packages`).
 */
export function createSubscriptions({ onSessionExpired, forgetSession, open, redirect }: SubscriptionsOptions) {
  const plan = createLoader<SubscriptionsInit>({ onSessionExpired });
  const history = createLoader<PagedList<Subscription>>({ onSessionExpired });
  const more = createRequest<never>({ fields: [], onSessionExpired });
  const billing = createRequest<never>({ fields: [], onSessionExpired });
  const $settlement = atom<SettlementState | null>(null);
  /** The account screen a paid plan goes back to (the purchase started there): set when leaving for it. */
  const $returning = atom<string | null>(null);
  let sessionId: string | undefined;
  let returnTo: string | undefined;

  const fetchPage = (page: number) => callChecked(listCompanySubscriptions, { query: page > 1 ? { page } : {} });
  const loadPlan = () => plan.load(async () => (await callChecked(getSubscriptionsInit, {})).data);
  const loadHistory = () => history.load(async () => firstPage(await fetchPage(1)));

  async function loadAll(): Promise<void> {
    await Promise.all([loadPlan(), loadHistory()]);
  }

  async function settle(id: string): Promise<void> {
    $settlement.set({ status: 'settling' });
    try {
      const { data } = await callChecked(settleCheckout, { body: { session_id: id } });
      $settlement.set({ status: 'settled', settlement: data });
      if (data.paid && data.kind === 'subscription' && returnTo) {
        $returning.set(returnTo);
        redirect(returnTo);
      }
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
    /** Set when a paid plan sends the owner back to the screen the purchase started from. */
    $returning: $returning as ReadableAtom<string | null>,

    /**
     * Loads the plan and the history; back from a checkout (`?session_id=`),
     * settles it first, once: the parameter leaves the address at once. Paid,
     * it goes on to the account screen the purchase started from
     * (`?return_to=`, only an account screen), if any.
     */
    async start(addressSessionId: string | null, addressReturnTo: string | null = null): Promise<void> {
      if (addressSessionId && sessionId === undefined) {
        sessionId = addressSessionId;
        returnTo = accountReturnPath(addressReturnTo);
        forgetSession();
        await settle(addressSessionId);
        if ($returning.get() !== null) return;
      }
      await loadAll();
    },
    /** Checks the checkout again after the check failed (no answer, a server error). */
    async retrySettle(): Promise<void> {
      if (sessionId === undefined || $settlement.get()?.status !== 'failed') return;
      await settle(sessionId);
      if ($returning.get() === null) await loadAll();
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
