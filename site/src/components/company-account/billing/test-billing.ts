import type { CurrentPlan, PlanOffer, Subscription, SubscriptionsInit } from '@migralink/shared/schemas/billing';

/** Fixtures of the billing screens' store tests, shaped as the API answers them. */

export const currentPlan = (overrides: Partial<CurrentPlan> = {}): CurrentPlan => ({
  package: 'basic',
  period: null,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
  billing: false,
  ...overrides,
});

export const subscriptionsInit = (current: Partial<CurrentPlan> = {}): SubscriptionsInit => ({
  packages: [],
  periods: ['month', 'year'],
  current: currentPlan(current),
});

export const subscription = (index: number, overrides: Partial<Subscription> = {}): Subscription => ({
  id: `sub_${index}`,
  package: 'pro',
  period: 'month',
  status: 'canceled',
  created_at: `2026-0${index}-01T10:00:00.000Z`,
  current_period_start: `2026-0${index}-01T10:00:00.000Z`,
  current_period_end: `2026-0${index + 1}-01T10:00:00.000Z`,
  cancel_at_period_end: false,
  ended_at: `2026-0${index + 1}-01T10:00:00.000Z`,
  amount: 49,
  currency: 'EUR',
  invoice_url: `https://invoice.stripe.com/i/acct_1/in_${index}`,
  ...overrides,
});

/** A page of the history as `listCompanySubscriptions` answers it. */
export const historyPage = (items: Subscription[], current = 1, last = 1, total = items.length) => ({
  status: 200,
  body: { data: items, meta: { current_page: current, last_page: last, per_page: 20, total } },
});

/** A paid plan as the subscription screen offers it: its limits and a price per period. */
export const offer = (id: 'pro' | 'premium'): PlanOffer => ({
  id,
  limits: { published_services: id === 'pro' ? 10 : null, locales: null, lead_exports: true },
  features: [],
  prices: [
    { period: 'month', total_price: 29, currency: 'EUR', charged_price: 29, charged_currency: 'EUR' },
    { period: 'year', total_price: 290, currency: 'EUR', charged_price: 290, charged_currency: 'EUR' },
  ],
});
