import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { AD_STATUSES } from '@migralink/shared/schemas/billing';

/** The texts of an advertisement's status badge, one per status. */
const STATUS_KEYS = AD_STATUSES.map((status) => `admin.advertising.status.${status}` as const);

/** The advertising screen's texts (plus the `errors` namespace: `pickFormMessages`). */
export const ADVERTISING_KEYS = [
  'admin.advertising.lead',
  'admin.advertising.new',
  'admin.advertising.loading',
  'admin.advertising.not_allowed',
  'admin.advertising.no_company',
  'admin.advertising.empty',
  'admin.advertising.none',
  'admin.advertising.total',
  'admin.advertising.load_more',
  'admin.advertising.loading_more',
  'admin.advertising.created',
  'admin.advertising.slots',
  'admin.advertising.period',
  'admin.advertising.dates',
  'admin.advertising.days',
  'admin.advertising.price',
  'admin.advertising.impressions',
  'admin.advertising.clicks',
  'admin.advertising.click_rate',
  'admin.advertising.status',
  ...STATUS_KEYS,
  'admin.advertising.settling',
  'admin.advertising.paid_scheduled',
  'admin.advertising.paid_running',
  'admin.advertising.paid',
  'admin.advertising.not_paid',
  'admin.advertising.try_again',
  'admin.advertising.settle_failed',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type AdvertisingMessages = FormMessages<(typeof ADVERTISING_KEYS)[number]>;
export type AdvertisingKey = keyof AdvertisingMessages;

/** The new advertisement form's texts (plus the `errors` namespace). */
export const NEW_ADVERTISEMENT_KEYS = [
  'admin.advertising.new_lead',
  'admin.advertising.rate',
  'admin.advertising.not_allowed',
  'admin.advertising.no_company',
  'admin.advertising.loading_form',
  'admin.advertising.slots_legend',
  'admin.advertising.slot',
  'admin.advertising.country',
  'admin.advertising.purpose',
  'admin.advertising.category',
  'admin.advertising.optional',
  'admin.advertising.choose_country',
  'admin.advertising.any',
  'admin.advertising.add_slot',
  'admin.advertising.remove_slot',
  'admin.advertising.max_slots',
  'admin.advertising.starts_on',
  'admin.advertising.ends_on',
  'admin.advertising.dates_hint',
  'admin.advertising.quote_title',
  'admin.advertising.quote_incomplete',
  'admin.advertising.quote_loading',
  'admin.advertising.quote_formula',
  'admin.advertising.quote_total',
  'admin.advertising.quote_charged',
  'admin.advertising.quote_vat',
  'admin.advertising.pay',
  'admin.advertising.paying',
  'admin.advertising.back',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type NewAdvertisementMessages = FormMessages<(typeof NEW_ADVERTISEMENT_KEYS)[number]>;
export type NewAdvertisementKey = keyof NewAdvertisementMessages;
