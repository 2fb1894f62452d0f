import { describe, expect, it, vi } from 'vitest';
import { listCompanyAdvertisements, settleCheckout } from '@migralink/shared/api/billing';
import { useFakeApi } from '@/api/fake-api';
import { clickRate, createAdvertising, paidOutcome } from './advertising-store';
import { advertisementOf, advertisementPage } from './test-advertisement';

const SESSION = 'cs_test_a1B2c3';
const PAID_ID = '9f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a00';

const api = useFakeApi();

function screen() {
  const options = { onSessionExpired: vi.fn(), forgetSession: vi.fn(), toFirstAdvertisement: vi.fn() };
  return { advertising: createAdvertising(options), ...options };
}

describe('the advertising screen store', () => {
  it('lists the advertisements and loads the next page without showing one twice', async () => {
    const first = advertisementOf({ id: 'a1' });
    const second = advertisementOf({ id: 'a2' });
    api.answerOnce(listCompanyAdvertisements, { status: 200, body: advertisementPage([first, second], 1, 2, 3) });
    const { advertising, toFirstAdvertisement } = screen();
    await advertising.start(null);
    expect(advertising.list.$state.get()).toMatchObject({ status: 'ready', data: { total: 3, lastPage: 2 } });

    // A new advertisement shifted the pages: `a2` comes again on page 2.
    const third = advertisementOf({ id: 'a3' });
    api.answerOnce(listCompanyAdvertisements, { status: 200, body: advertisementPage([second, third], 2, 2, 3) });
    await advertising.loadMore();
    const state = advertising.list.$state.get();
    expect(state.status === 'ready' && state.data.items.map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/account/company/advertisements',
      '/v1/account/company/advertisements?page=2',
    ]);
    expect(toFirstAdvertisement).not.toHaveBeenCalled();
  });

  it('sends a company with no advertisement to create its first one', async () => {
    api.answer(listCompanyAdvertisements, { status: 200, body: advertisementPage([]) });
    const { advertising, toFirstAdvertisement } = screen();
    await advertising.start(null);
    expect(toFirstAdvertisement).toHaveBeenCalledOnce();
  });

  it('back from a checkout: settles it once, forgets the session id, then shows the list as it now is', async () => {
    api.answer(settleCheckout, {
      status: 200,
      body: { data: { kind: 'advertisement', paid: true, plan: 'basic', advertisement_id: PAID_ID } },
    });
    api.answer(listCompanyAdvertisements, {
      status: 200,
      body: advertisementPage([advertisementOf({ id: PAID_ID, status: 'running' })]),
    });
    const { advertising, forgetSession } = screen();
    await Promise.all([advertising.start(SESSION), advertising.start(SESSION)]);

    expect(forgetSession).toHaveBeenCalledOnce();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /v1/account/payments/settle',
      'GET /v1/account/company/advertisements',
    ]);
    expect(api.calls[0]!.body).toEqual({ session_id: SESSION });
    expect(advertising.$settling.get()).toEqual({ status: 'settled', paid: true, advertisementId: PAID_ID });
    const state = advertising.list.$state.get();
    expect(state.status === 'ready' && paidOutcome(PAID_ID, state.data.items)).toBe('running');
  });

  it('an unpaid checkout is said so, and the empty list does not send the owner away from it', async () => {
    api.answer(settleCheckout, {
      status: 200,
      body: { data: { kind: 'advertisement', paid: false, plan: 'basic', advertisement_id: PAID_ID } },
    });
    api.answer(listCompanyAdvertisements, { status: 200, body: advertisementPage([]) });
    const { advertising, toFirstAdvertisement } = screen();
    await advertising.start(SESSION);
    expect(advertising.$settling.get()).toMatchObject({ status: 'settled', paid: false });
    expect(toFirstAdvertisement).not.toHaveBeenCalled();
  });

  it('a settlement that fails is shown, and asked again on request', async () => {
    api.answerOnce(settleCheckout, { status: 500, body: { message: 'Stripe is down', code: 500 } });
    api.answer(listCompanyAdvertisements, { status: 200, body: advertisementPage([advertisementOf()]) });
    const { advertising } = screen();
    await advertising.start(SESSION);
    expect(advertising.$settling.get()).toMatchObject({ status: 'failed' });

    api.answerOnce(settleCheckout, {
      status: 200,
      body: { data: { kind: 'advertisement', paid: true, plan: 'basic', advertisement_id: PAID_ID } },
    });
    await advertising.retrySettle();
    expect(advertising.$settling.get()).toMatchObject({ status: 'settled', paid: true });
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('an expired session goes to sign in', async () => {
    api.answer(settleCheckout, { status: 401, body: { message: 'Unauthenticated', code: 401 } });
    api.answer(listCompanyAdvertisements, { status: 401, body: { message: 'Unauthenticated', code: 401 } });
    const { advertising, onSessionExpired } = screen();
    await advertising.start(SESSION);
    expect(onSessionExpired).toHaveBeenCalled();
  });

  it('words a paid advertisement by its status, and its click rate only once it was shown', () => {
    expect(paidOutcome('x', [advertisementOf({ id: 'x', status: 'scheduled' })])).toBe('scheduled');
    expect(paidOutcome('x', [])).toBe('paid');
    expect(paidOutcome(null, [advertisementOf()])).toBe('paid');
    expect(clickRate({ impressions: 0, clicks: 0 })).toBeNull();
    expect(clickRate({ impressions: 200, clicks: 5 })).toBe(0.025);
  });
});
