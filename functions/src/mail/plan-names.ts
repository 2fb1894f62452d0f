import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { BillingPeriod } from '@migralink/shared/prices';

/**
 * The plans' names in each language, as billing's mails, Stripe's checkout pages
 * and the invoices say them (the site words them the same: `admin.plan.*`).
 */
export const PLAN_NAMES: Record<SubscriptionPackage, Record<Locale, string>> = {
  basic: { en: 'Basic', ru: 'Базовый', uk: 'Базовий' },
  pro: { en: 'Pro', ru: 'Pro', uk: 'Pro' },
  premium: { en: 'Premium', ru: 'Premium', uk: 'Premium' },
};

/** The billing periods' names, as the same places say them. */
export const PERIOD_NAMES: Record<BillingPeriod, Record<Locale, string>> = {
  month: { en: 'monthly', ru: 'помесячно', uk: 'щомісяця' },
  year: { en: 'yearly', ru: 'на год', uk: 'на рік' },
};
