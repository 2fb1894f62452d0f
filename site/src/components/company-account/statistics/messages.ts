import type { FormMessages } from '@/components/account/messages';
import type { MessageKey } from '@/i18n/messages';
import { pluralKeys } from '@/i18n/plural';

/** The statistics screen's texts (plus the `errors` namespace: `pickFormMessages`). */
export const STATISTICS_KEYS = [
  'admin.statistics.lead',
  'admin.statistics.period',
  ...pluralKeys('admin.statistics.days'),
  'admin.statistics.loading',
  'admin.statistics.no_company',
  'admin.statistics.not_allowed',
  'admin.statistics.leads',
  'admin.statistics.contact_views',
  'admin.statistics.contact_views_hint',
  'admin.statistics.page_views',
  'admin.statistics.page_views_hint',
  'admin.statistics.first_answer',
  'admin.statistics.first_answer_none',
  ...pluralKeys('admin.statistics.first_answer_of'),
  'admin.statistics.minutes',
  'admin.statistics.hours',
  'admin.statistics.days_value',
  'admin.statistics.leads_by_day',
  'admin.statistics.views_by_day',
  'admin.statistics.by_status',
  'admin.statistics.day',
  'admin.statistics.total',
  'admin.statistics.services',
  'admin.statistics.service',
  'admin.statistics.no_services',
  'admin.statistics.show_table',
  'admin.leads.status.new',
  'admin.leads.status.in_progress',
  'admin.leads.status.done',
  'admin.leads.status.rejected',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type StatisticsMessages = FormMessages<(typeof STATISTICS_KEYS)[number]>;
export type StatisticsKey = keyof StatisticsMessages;
