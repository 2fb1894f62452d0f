/** Closed lists of values shared by the API, the data layer and the site. */

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'CZK', 'UAH', 'RUB', 'AED', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** One role per user; what each may do is in docs/product.md, "Roles". */
export const ROLES = ['client', 'company', 'partner', 'customer_support', 'content_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['customer_support', 'content_manager', 'admin'] as const satisfies readonly Role[];

/** Moderation status of a company or a service. */
export const MODERATION_STATUSES = ['draft', 'on_moderation', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SUBSCRIPTION_PACKAGES = ['basic', 'pro', 'premium'] as const;
export type SubscriptionPackage = (typeof SUBSCRIPTION_PACKAGES)[number];

export const TIME_UNITS = ['day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
