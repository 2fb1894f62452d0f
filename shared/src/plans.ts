import { SUBSCRIPTION_PACKAGES, type SubscriptionPackage } from './enums';
import type { Locale } from './locales';

/**
 * What each tariff allows (docs/product.md, "Plans"); `Infinity` is no limit;
 * `leadExports` 1 is the inbox's export, 0 none; `certificates` 1 is applying for a certificate
 * (docs/product.md, "Certificates"), 0 not. The
 * one table: the API refuses past it (403 `plan_limit`), the editors show it
 * before the owner runs into it.
 */
export const PLAN_LIMITS = {
  basic: { publishedServices: 1, locales: 1, leadExports: 0, certificates: 0 },
  pro: { publishedServices: 10, locales: Infinity, leadExports: 1, certificates: 0 },
  premium: { publishedServices: Infinity, locales: Infinity, leadExports: 1, certificates: 1 },
} as const satisfies Record<
  SubscriptionPackage,
  { publishedServices: number; locales: number; leadExports: 0 | 1; certificates: 0 | 1 }
>;

/**
 * What a plan includes beyond its limits, as the tariffs show it (the site
 * words each): every language, the lead export, a certificate application,
 * a higher place in the recommendations.
 */
export const PLAN_FEATURES = ['all_locales', 'lead_export', 'certificate', 'priority'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const FEATURES_OF: Readonly<Record<SubscriptionPackage, readonly PlanFeature[]>> = {
  basic: [],
  pro: ['all_locales', 'lead_export'],
  premium: ['all_locales', 'lead_export', 'certificate', 'priority'],
};

export type PlanLimit = keyof (typeof PLAN_LIMITS)['basic'];

/** The plans under which `amount` stays within a limit, cheapest first. */
export const plansAllowing = (limit: PlanLimit, amount: number): SubscriptionPackage[] =>
  SUBSCRIPTION_PACKAGES.filter((plan) => amount <= PLAN_LIMITS[plan][limit]);

/**
 * Whether texts may be written in `locale` on `plan`, given the locales that
 * have any text already (`written`): a language written before stays editable
 * (content written before a downgrade too), a new one only while the plan's
 * number of languages is not reached.
 */
export const localeOpen = (plan: SubscriptionPackage, written: readonly Locale[], locale: Locale): boolean =>
  written.includes(locale) || written.length + 1 <= PLAN_LIMITS[plan].locales;

/** Whether one more service may be published on `plan` with `published` published already. */
export const publishOpen = (plan: SubscriptionPackage, published: number): boolean =>
  published + 1 <= PLAN_LIMITS[plan].publishedServices;
