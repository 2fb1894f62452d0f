import { describe, expect, it, vi } from 'vitest';
import {
  getSubscriptionsInit,
  listCompanySubscriptions,
  openBillingPortal,
  settleCheckout,
} from '@migralink/shared/api/billing';
import { useFakeApi } from '@/api/fake-api';
import { createSubscriptions } from './subscriptions-store';
import { historyPage, offer, subscription, subscriptionsInit } from './test-billing';

const api = useFakeApi();

const make = () => {
  const options = {
    onSessionExpired: vi.fn(),
    forgetSession: vi.fn(),
    open: vi.fn(),
    redirect: vi.fn(),
  };
  return { subscriptions: createSubscriptions(options), ...options };
};

const ids = (subscriptions: ReturnType<typeof createSubscriptions>) => {
  const state = subscriptions.history.$state.get();
  return state.status === 'ready' ? state.data.items.map((item) => item.id) : [];
};

describe('the subscription screen store', () => {
  it('shows the current plan and the history, 20 a page, loading more without showing one twice', async () => {
    api.answer(getSubscriptionsInit, {
      status: 200,
      body: { data: subscriptionsInit({ package: 'pro', billing: true }) },
    });
    api.answerOnce(listCompanySubscriptions, historyPage([subscription(3), subscription(2)], 1, 2, 3));
    const { subscriptions, redirect } = make();
    await subscriptions.start(null);
    expect(subscriptions.plan.$state.get()).toMatchObject({ status: 'ready', data: { current: { package: 'pro' } } });
    expect(ids(subscriptions)).toEqual(['sub_3', 'sub_2']);

    // A new subscription shifted the pages: the second one starts with one already shown.
    api.answerOnce(listCompanySubscriptions, historyPage([subscription(2), subscription(1)], 2, 2, 4));
    await subscriptions.loadMore();
    expect(ids(subscriptions)).toEqual(['sub_3', 'sub_2', 'sub_1']);
    await subscriptions.loadMore();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/account/subscriptions/init',
      '/v1/account/company/subscriptions',
      '/v1/account/company/subscriptions?page=2',
    ]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('keeps a company that never subscribed, on the free plan, in its account, with the paid plans to choose', async () => {
    const init = subscriptionsInit();
    const offers = [{ ...offer('pro') }, { ...offer('premium') }];
    api.answer(getSubscriptionsInit, { status: 200, body: { data: { ...init, packages: offers } } });
    api.answer(listCompanySubscriptions, historyPage([]));
    const { subscriptions, redirect } = make();
    await subscriptions.start(null);
    expect(redirect).not.toHaveBeenCalled();
    expect(subscriptions.plan.$state.get()).toMatchObject({
      status: 'ready',
      data: { current: { package: 'basic' }, packages: offers },
    });
  });

  it('keeps a company on a plan staff gave it, with no history, on its screen', async () => {
    api.answer(getSubscriptionsInit, { status: 200, body: { data: subscriptionsInit({ package: 'premium' }) } });
    api.answer(listCompanySubscriptions, historyPage([]));
    const { subscriptions, redirect } = make();
    await subscriptions.start(null);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('back from a paid checkout: settles it once, takes the id out of the address, then shows the new plan', async () => {
    api.answer(settleCheckout, {
      status: 200,
      body: { data: { kind: 'subscription', paid: true, plan: 'pro', advertisement_id: null } },
    });
    api.answer(getSubscriptionsInit, { status: 200, body: { data: subscriptionsInit({ package: 'pro' }) } });
    api.answer(listCompanySubscriptions, historyPage([subscription(1, { status: 'active' })]));
    const { subscriptions, forgetSession } = make();
    await subscriptions.start('cs_test_123');
    // Started again (the island mounted twice, the address read again): no second settling.
    await subscriptions.start('cs_test_123');
    expect(forgetSession).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.url === '/v1/account/payments/settle')).toEqual([
      expect.objectContaining({ method: 'POST', body: { session_id: 'cs_test_123' } }),
    ]);
    expect(api.calls[0]?.url).toBe('/v1/account/payments/settle');
    expect(subscriptions.$settlement.get()).toEqual({
      status: 'settled',
      settlement: { kind: 'subscription', paid: true, plan: 'pro', advertisement_id: null },
    });
    expect(subscriptions.plan.$state.get()).toMatchObject({ data: { current: { package: 'pro' } } });
  });

  it('back from a paid checkout that started at an account screen: goes back to it; unpaid or elsewhere, stays', async () => {
    const screen = '/ru/admin/services/create-service/?uuid=0b6c&step=5';
    api.answer(getSubscriptionsInit, { status: 200, body: { data: subscriptionsInit({ package: 'pro' }) } });
    api.answer(listCompanySubscriptions, historyPage([subscription(1, { status: 'active' })]));
    const paid = { kind: 'subscription', paid: true, plan: 'pro', advertisement_id: null } as const;
    api.answer(settleCheckout, { status: 200, body: { data: paid } });
    const back = make();
    await back.subscriptions.start('cs_test_1', screen);
    expect(back.redirect).toHaveBeenCalledWith(screen);
    expect(back.subscriptions.$returning.get()).toBe(screen);

    for (const elsewhere of ['https://evil.example/ru/admin/', '//evil.example/ru/admin/', '/ru/tariffs/']) {
      const stay = make();
      await stay.subscriptions.start('cs_test_2', elsewhere);
      expect(stay.redirect).not.toHaveBeenCalled();
      expect(stay.subscriptions.$returning.get()).toBeNull();
    }
    api.answer(settleCheckout, { status: 200, body: { data: { ...paid, paid: false, plan: 'basic' } } });
    const unpaid = make();
    await unpaid.subscriptions.start('cs_test_3', screen);
    expect(unpaid.redirect).not.toHaveBeenCalled();
  });

  it('back from an unpaid checkout with no history: shows the outcome and does not send on to the tariffs', async () => {
    api.answer(settleCheckout, {
      status: 200,
      body: { data: { kind: 'subscription', paid: false, plan: 'basic', advertisement_id: null } },
    });
    api.answer(getSubscriptionsInit, { status: 200, body: { data: subscriptionsInit() } });
    api.answer(listCompanySubscriptions, historyPage([]));
    const { subscriptions, redirect } = make();
    await subscriptions.start('cs_test_456');
    expect(subscriptions.$settlement.get()).toMatchObject({ status: 'settled', settlement: { paid: false } });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('lets a failed check be tried again with the same checkout', async () => {
    api.answerOnce(settleCheckout, { status: 503, body: { message: 'Down', code: 503 } });
    api.answer(getSubscriptionsInit, { status: 200, body: { data: subscriptionsInit() } });
    api.answer(listCompanySubscriptions, historyPage([]));
    const { subscriptions } = make();
    await subscriptions.start('cs_test_789');
    expect(subscriptions.$settlement.get()).toMatchObject({ status: 'failed' });
    api.answer(settleCheckout, {
      status: 200,
      body: { data: { kind: 'subscription', paid: true, plan: 'premium', advertisement_id: null } },
    });
    await subscriptions.retrySettle();
    expect(subscriptions.$settlement.get()).toMatchObject({ status: 'settled', settlement: { plan: 'premium' } });
  });

  it('opens the billing portal at the address the API answers', async () => {
    api.answer(openBillingPortal, { status: 200, body: { data: { url: 'https://billing.stripe.com/p/session/x' } } });
    const { subscriptions, open } = make();
    expect(await subscriptions.manageBilling()).toBe(true);
    expect(open).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x');
  });

  it('signs in again when the session expired while settling', async () => {
    api.answer(settleCheckout, { status: 401, body: { message: 'No', code: 401, error_code: 'unauthenticated' } });
    api.answer(getSubscriptionsInit, {
      status: 401,
      body: { message: 'No', code: 401, error_code: 'unauthenticated' },
    });
    api.answer(listCompanySubscriptions, {
      status: 401,
      body: { message: 'No', code: 401, error_code: 'unauthenticated' },
    });
    const { subscriptions, onSessionExpired } = make();
    await subscriptions.start('cs_test_1');
    expect(onSessionExpired).toHaveBeenCalled();
    expect(subscriptions.$settlement.get()).toEqual({ status: 'settling' });
  });
});
