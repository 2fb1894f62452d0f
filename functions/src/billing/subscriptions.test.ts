import fc from 'fast-check';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '@migralink/shared/schemas/billing';
import { PAID_PACKAGES } from '@migralink/shared/prices';
import { PLAN_RANK } from '#search/reindex';
import { planOf, subscriptionRecord } from './subscriptions';

const held = new Set(['active', 'past_due']);

describe("a company's plan from its subscriptions", () => {
  it('is the highest plan still held (active, or retrying a failed renewal), else basic', () => {
    const subscription = fc.record({
      package: fc.constantFrom(...PAID_PACKAGES),
      status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
    });
    fc.assert(
      fc.property(fc.array(subscription, { maxLength: 6 }), (subscriptions) => {
        const plan = planOf(subscriptions);
        const holding = subscriptions.filter((candidate) => held.has(candidate.status));
        if (holding.length === 0) expect(plan).toBe('basic');
        else expect(PLAN_RANK[plan]).toBe(Math.max(...holding.map((candidate) => PLAN_RANK[candidate.package])));
      }),
    );
  });
});

describe('our copy of a Stripe subscription', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  const stripeSubscription = (fields: Partial<Stripe.Subscription> = {}) =>
    ({
      id: 'sub_1',
      status: 'active',
      created: at('2026-05-01T10:00:00Z'),
      cancel_at_period_end: false,
      ended_at: null,
      metadata: { company_id: 'c1', package: 'pro', period: 'year' },
      latest_invoice: { hosted_invoice_url: 'https://pay.example/invoice/in_1' } as Stripe.Invoice,
      items: {
        data: [
          {
            price: { unit_amount: 49_000, recurring: { interval: 'year' } },
            current_period_start: at('2026-05-01T10:00:00Z'),
            current_period_end: at('2027-05-01T10:00:00Z'),
          },
        ],
      },
      ...fields,
    }) as unknown as Stripe.Subscription;

  it('takes the plan from our metadata and the period, amount and dates from its item', () => {
    expect(subscriptionRecord(stripeSubscription(), new Date('2026-05-02T00:00:00Z'))).toEqual({
      id: 'sub_1',
      company_id: 'c1',
      package: 'pro',
      period: 'year',
      status: 'active',
      created_at: '2026-05-01T10:00:00.000Z',
      current_period_start: '2026-05-01T10:00:00.000Z',
      current_period_end: '2027-05-01T10:00:00.000Z',
      cancel_at_period_end: false,
      ended_at: null,
      amount: 49_000,
      invoice_url: 'https://pay.example/invoice/in_1',
      updated_at: '2026-05-02T00:00:00.000Z',
    });
  });

  it("folds Stripe's statuses into four, and ignores subscriptions the product did not start", () => {
    const status = (value: Stripe.Subscription.Status) =>
      subscriptionRecord(stripeSubscription({ status: value }), new Date())?.status;
    expect([status('trialing'), status('unpaid'), status('incomplete_expired'), status('incomplete')]).toEqual([
      'active',
      'past_due',
      'canceled',
      'incomplete',
    ]);
    expect(subscriptionRecord(stripeSubscription({ metadata: {} }), new Date())).toBeUndefined();
    expect(
      subscriptionRecord(stripeSubscription({ metadata: { company_id: 'c1', package: 'gold' } }), new Date()),
    ).toBeUndefined();
  });
});
