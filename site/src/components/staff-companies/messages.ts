import type { FormMessages } from '@/components/account/messages';
import { ADMIN_SHARED_KEYS } from '@/components/company-account/shared/messages';
import type { MessageKey } from '@/i18n/messages';

/** The companies screen's texts (plus the `errors` namespace: `pickFormMessages`). */
export const COMPANIES_KEYS = [
  ...ADMIN_SHARED_KEYS,
  'admin.companies.not_admin',
  'admin.companies.lead',
  'admin.companies.field.name',
  'admin.companies.search',
  'admin.companies.searching',
  'admin.companies.empty',
  'admin.companies.loading',
  'admin.companies.load_more',
  'admin.companies.loading_more',
  'admin.companies.plan',
  'admin.companies.owner',
  'admin.companies.no_owner',
  'admin.companies.page',
  'admin.companies.publish',
  'admin.companies.unpublish',
  'admin.companies.publish_named',
  'admin.companies.unpublish_named',
  'admin.companies.saving',
  'admin.companies.open',
  'admin.companies.open_named',
  'admin.companies.back',
  'admin.companies.audit',
  'admin.companies.audit_empty',
  'admin.companies.audit.publish',
  'admin.companies.audit.unpublish',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type CompaniesMessages = FormMessages<(typeof COMPANIES_KEYS)[number]>;
export type CompaniesKey = keyof CompaniesMessages;
