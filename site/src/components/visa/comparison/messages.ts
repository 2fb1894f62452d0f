import type { MessageKey } from '@/i18n/messages';

/** The texts of the passport comparison island; the page picks them and passes them as a prop. */
export const COMPARISON_KEYS = [
  'passport_comparison.chosen',
  'passport_comparison.remove',
  'passport_comparison.search',
  'passport_comparison.add_list',
  'passport_comparison.found',
  'passport_comparison.no_matches',
  'passport_comparison.limit',
  'passport_comparison.empty',
  'passport_comparison.loading',
  'passport_comparison.error',
  'passport_comparison.options',
  'passport_comparison.only_differences',
  'passport_comparison.only_visa',
  'passport_comparison.sort',
  'passport_comparison.sort_asc',
  'passport_comparison.sort_desc',
  'passport_comparison.caption',
  'passport_comparison.destination',
  'passport_comparison.mobility',
  'passport_comparison.own_country',
  'passport_comparison.shown',
  'passport_comparison.no_rows',
  'passport_comparison.updated',
  'passport_comparison.gains_title',
  'passport_comparison.gains_held',
  'passport_comparison.gains_need_two',
  'passport_comparison.gains_of',
  'passport_comparison.gains_none',
  'passport_comparison.programmes',
  'passport_comparison.lead_title',
  'passport_comparison.lead_text',
  'passport_comparison.lead_button',
  'passport_comparison.lead_topic',
  'common.brand',
  'errors.network',
  'common.retry',
] as const satisfies readonly MessageKey[];

export type ComparisonKey = (typeof COMPARISON_KEYS)[number];
export type ComparisonMessages = Readonly<Record<ComparisonKey, string>>;
