import { describe, expect, it, vi } from 'vitest';
import { openBillingPortal, startSubscriptionCheckout } from '@migralink/shared/api/billing';
import type { Role } from '@migralink/shared/enums';
import type { PlanChoice } from '@migralink/shared/schemas/billing';
import { useFakeApi } from '@/api/fake-api';
import { createPlanCheckout } from './plan-checkout-store';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_1';

const api = useFakeApi();

const make = (role: Role | undefined) => {
  const options = {
    role: () => role,
    go: vi.fn(),
    signOut: vi.fn(),
    signInUrl: (choice: PlanChoice) => `/en/login/?next=${encodeURIComponent(`/en/tariffs/?plan=${choice.package}`)}`,
  };
  return { checkout: createPlanCheckout(options), ...options };
};

describe("a plan's checkout on the tariffs page", () => {
  it("starts Stripe's checkout for a company account and goes to its address", async () => {
    api.answer(startSubscriptionCheckout, { status: 200, body: { data: { url: CHECKOUT_URL } } });
    const { checkout, go } = make('company');
    await checkout.buy({ package: 'premium', period: 'year' });
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/account/subscription/checkout',
        body: { package: 'premium', period: 'year' },
      }),
    ]);
    expect(go).toHaveBeenCalledWith(CHECKOUT_URL);
    expect(checkout.$state.get()).toEqual({ phase: 'leaving' });
  });

  it('carries the account screen the owner came from, to come back to once paid, and nothing else', async () => {
    api.answer(startSubscriptionCheckout, { status: 200, body: { data: { url: CHECKOUT_URL } } });
    const screen = '/uk/admin/services/create-service/?uuid=0b6c&step=5';
    for (const [from, sent] of [
      [screen, { return_to: screen }],
      ['https://evil.example/uk/admin/', {}],
      ['//evil.example/uk/admin/', {}],
    ] as const) {
      const checkout = createPlanCheckout({ ...make('company'), returnTo: () => from });
      await checkout.buy({ package: 'pro', period: 'month' });
      expect(api.calls.at(-1)?.body).toEqual({ package: 'pro', period: 'month', ...sent });
    }
  });

  it('sends a visitor to sign in first, coming back to the chosen plan', async () => {
    const { checkout, go } = make(undefined);
    await checkout.buy({ package: 'pro', period: 'month' });
    expect(go).toHaveBeenCalledWith('/en/login/?next=%2Fen%2Ftariffs%2F%3Fplan%3Dpro');
    expect(checkout.$state.get()).toEqual({ phase: 'signing_in' });
    expect(api.calls).toEqual([]);
  });

  it('tells a client or partner that plans are for company accounts', async () => {
    const { checkout, go } = make('client');
    await checkout.buy({ package: 'pro', period: 'month' });
    expect(checkout.$state.get()).toEqual({ phase: 'not_company' });
    expect(go).not.toHaveBeenCalled();
  });

  it('offers billing to a company that pays for a plan already, and opens it', async () => {
    api.answer(startSubscriptionCheckout, {
      status: 409,
      body: { message: 'Pays already', code: 409, error_code: 'conflict' },
    });
    api.answer(openBillingPortal, { status: 200, body: { data: { url: PORTAL_URL } } });
    const { checkout, go } = make('company');
    await checkout.buy({ package: 'premium', period: 'month' });
    expect(checkout.$state.get()).toEqual({ phase: 'conflict', message: 'Pays already' });
    await checkout.manageBilling();
    expect(go).toHaveBeenCalledWith(PORTAL_URL);
  });

  it('signs in again when the session expired, coming back to the plan', async () => {
    api.answer(startSubscriptionCheckout, {
      status: 401,
      body: { message: 'Expired', code: 401, error_code: 'unauthenticated' },
    });
    const { checkout, go, signOut } = make('company');
    await checkout.buy({ package: 'pro', period: 'year' });
    expect(signOut).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/en\/login\/\?next=/));
  });

  it('shows what went wrong otherwise, and can be pressed again', async () => {
    api.answerOnce(startSubscriptionCheckout, { status: 503, body: { message: 'Down', code: 503 } });
    const { checkout, go } = make('company');
    await checkout.buy({ package: 'pro', period: 'month' });
    expect(checkout.$state.get()).toEqual({ phase: 'failed', problem: { key: 'errors.code.internal_error' } });
    api.answer(startSubscriptionCheckout, { status: 200, body: { data: { url: CHECKOUT_URL } } });
    await checkout.buy({ package: 'pro', period: 'month' });
    expect(go).toHaveBeenCalledWith(CHECKOUT_URL);
  });
});
