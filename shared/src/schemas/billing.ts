import * as z from 'zod/mini';
import { isAccountReturnPath } from '../account-pages';
import { CURRENCIES, SUBSCRIPTION_PACKAGES } from '../enums';
import { PLAN_FEATURES } from '../plans';
import {
  AD_MAX_DAYS,
  AD_MAX_DAYS_AHEAD,
  AD_MAX_SLOTS,
  addDays,
  BILLING_PERIODS,
  daysBetween,
  PAID_PACKAGES,
  utcToday,
} from '../prices';
import { countryCode, knownCountry, named } from './reference';
import { rule } from './rules';
import * as billingRules from './rules/billing';
import * as commonRules from './rules/common';

/**
 * Tariffs and advertising (docs/product.md, "Subscriptions",
 * "Advertising" and "Prices"). Every price is the server's: a body names what is
 * bought, never what it costs. Amounts are major units; `total_price` is in
 * the caller's currency (`X-Currency`), `charged_price` in EUR, which is what
 * the payment charges.
 */

const page = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)));
export const billingPageQuery = z.object({ page });

/** Subscriptions and advertisements per page (docs/product.md, "Lists and pages"). */
export const BILLING_PER_PAGE = 20;

export const priceQuote = z.object({
  total_price: z.number(),
  currency: z.enum(CURRENCIES),
  charged_price: z.number(),
  charged_currency: z.literal('EUR'),
});
export type PriceQuote = z.infer<typeof priceQuote>;

// ── Tariffs ────────────────────────────────────────────────────────────────

export const planChoice = z.object({ package: z.enum(PAID_PACKAGES), period: z.enum(BILLING_PERIODS) });
export type PlanChoice = z.infer<typeof planChoice>;

/**
 * A plan's checkout: the choice, and the account screen to come back to once
 * it is paid (`return_to`: only `/{locale}/admin/...` paths, never another site).
 */
export const planCheckout = z.object({
  ...planChoice.shape,
  return_to: z.optional(z.string().check(rule(billingRules.returnPath, isAccountReturnPath))),
});
export type PlanCheckout = z.infer<typeof planCheckout>;

/**
 * Where a subscription stands, in Stripe's terms folded to four: `incomplete`
 * (checkout not paid yet), `active`, `past_due` (a renewal failed, Stripe
 * retries; the plan holds meanwhile) and `canceled` (ended: the company is on
 * `basic` again unless another subscription is active).
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const currentPlan = z.object({
  package: z.enum(SUBSCRIPTION_PACKAGES),
  period: z.nullable(z.enum(BILLING_PERIODS)),
  status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
  /** When the paid period ends (it renews then unless cancelled). */
  current_period_end: z.nullable(z.iso.datetime()),
  cancel_at_period_end: z.boolean(),
  /** Whether the company has a billing account, so that "Manage billing" can open it. */
  billing: z.boolean(),
});
export type CurrentPlan = z.infer<typeof currentPlan>;

export const planOffer = z.object({
  id: z.enum(SUBSCRIPTION_PACKAGES),
  limits: z.object({
    /** null: no limit. */
    published_services: z.nullable(z.number()),
    locales: z.nullable(z.number()),
    lead_exports: z.boolean(),
  }),
  features: z.array(z.enum(PLAN_FEATURES)),
  /** One per billing period; none for the free plan. */
  prices: z.array(z.object({ period: z.enum(BILLING_PERIODS), ...priceQuote.shape })),
});
export type PlanOffer = z.infer<typeof planOffer>;

export const subscriptionsInit = z.object({
  packages: z.array(planOffer),
  periods: z.array(z.enum(BILLING_PERIODS)),
  current: currentPlan,
});
export type SubscriptionsInit = z.infer<typeof subscriptionsInit>;

/** Where the browser goes next: Stripe's checkout or customer portal. */
export const redirectUrl = z.object({ url: z.url() });

export const subscription = z.object({
  id: z.string(),
  package: z.enum(PAID_PACKAGES),
  period: z.enum(BILLING_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: z.iso.datetime(),
  current_period_start: z.nullable(z.iso.datetime()),
  current_period_end: z.nullable(z.iso.datetime()),
  cancel_at_period_end: z.boolean(),
  ended_at: z.nullable(z.iso.datetime()),
  /** Charged per period, EUR. */
  amount: z.number(),
  currency: z.literal('EUR'),
  /** The last invoice's page at Stripe; null until one is paid. */
  invoice_url: z.nullable(z.url()),
});
export type Subscription = z.infer<typeof subscription>;

// ── Advertising ────────────────────────────────────────────────────────────

/** A filter slot: one target country, optionally narrowed to a purpose and a category (docs/product.md, "Prices"). */
export const adSlotInput = z.object({
  country: knownCountry,
  purpose: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  category: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type AdSlotInput = z.infer<typeof adSlotInput>;

/** The one key of a slot: two slots of an advertisement never say the same. */
export const slotKey = (slot: AdSlotInput): string => `${slot.country}:${slot.purpose ?? '*'}:${slot.category ?? '*'}`;

/**
 * What an advertisement buys: slots and UTC dates, both days included, 1 to
 * 365 days, not starting in the past nor more than a year ahead (today is UTC's).
 */
export const advertisementBody = z
  .object({
    slots: z.array(adSlotInput).check(
      z.minLength(1),
      z.maxLength(AD_MAX_SLOTS),
      rule(commonRules.unique, (slots: AdSlotInput[]) => new Set(slots.map(slotKey)).size === slots.length),
    ),
    starts_on: z.iso.date(),
    ends_on: z.iso.date(),
  })
  .check(
    rule(billingRules.adStart, (body: { starts_on: string }) => body.starts_on >= utcToday(), ['starts_on']),
    rule(
      billingRules.adAhead,
      (body: { starts_on: string }) => body.starts_on <= addDays(utcToday(), AD_MAX_DAYS_AHEAD),
      ['starts_on'],
    ),
    rule(commonRules.dateOrder, (body: { starts_on: string; ends_on: string }) => body.ends_on >= body.starts_on, [
      'ends_on',
    ]),
    rule(
      billingRules.adDays,
      (body: { starts_on: string; ends_on: string }) => daysBetween(body.starts_on, body.ends_on) <= AD_MAX_DAYS,
      ['ends_on'],
    ),
  );
export type AdvertisementBody = z.infer<typeof advertisementBody>;

export const advertisementQuote = z.object({
  ...priceQuote.shape,
  days: z.number(),
  slots: z.number(),
  /** Per slot and day, in `currency`. */
  daily_rate: z.number(),
});
export type AdvertisementQuote = z.infer<typeof advertisementQuote>;

export const advertisementsInit = z.object({
  daily_rate: z.number(),
  charged_daily_rate: z.number(),
  currency: z.enum(CURRENCIES),
  max_days: z.number(),
  max_slots: z.number(),
  countries: z.array(named(countryCode)),
  immigration_purposes: z.array(named(z.number())),
  categories: z.array(named(z.number())),
});
export type AdvertisementsInit = z.infer<typeof advertisementsInit>;

/**
 * `pending_payment` until its checkout is paid, `cancelled` when it never is
 * (the checkout expired); once paid, `scheduled` before its first day,
 * `running` through its last, `ended` after.
 */
export const AD_STATUSES = ['pending_payment', 'scheduled', 'running', 'ended', 'cancelled'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const advertisement = z.object({
  id: z.string(),
  slots: z.array(
    z.object({
      country: named(countryCode),
      purpose: z.nullable(named(z.number())),
      category: z.nullable(named(z.number())),
    }),
  ),
  starts_on: z.iso.date(),
  ends_on: z.iso.date(),
  days: z.number(),
  status: z.enum(AD_STATUSES),
  /** Charged, EUR. */
  total_price: z.number(),
  currency: z.literal('EUR'),
  impressions: z.number(),
  clicks: z.number(),
  created_at: z.iso.datetime(),
});
export type Advertisement = z.infer<typeof advertisement>;

export const advertisementCheckout = z.object({ advertisement, url: z.url() });

/**
 * One page view, named by the browser with 128 random bits (22 base64url characters) when the page loads:
 * an advertisement's impression counts once per view, and its click once, after that impression.
 */
export const pageViewId = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));

/** What one page view showed of the advertisements (by id) and the one clicked; at least one. */
export const advertisementEvents = z
  .object({
    view: pageViewId,
    shown: z.array(z.uuid()).check(z.maxLength(3)),
    clicked: z.optional(z.uuid()),
  })
  .check(
    rule(
      billingRules.adEvents,
      (body: { shown: string[]; clicked?: string }) => body.shown.length > 0 || !!body.clicked,
      ['shown'],
    ),
  );

// ── Returning from a payment ───────────────────────────────────────────────

export const settleBody = z.object({ session_id: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,200}$/)) });

/** What a checkout came to, once the browser is back: settled at once when paid, without waiting for the webhook. */
export const settlement = z.object({
  kind: z.enum(['subscription', 'advertisement']),
  paid: z.boolean(),
  /** The company's plan after it. */
  plan: z.enum(SUBSCRIPTION_PACKAGES),
  advertisement_id: z.nullable(z.string()),
});
export type Settlement = z.infer<typeof settlement>;

export const webhookReceipt = z.object({ received: z.literal(true) });
