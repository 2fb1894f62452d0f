import type { MessageKey } from '@/i18n/messages';
import type { FormMessages } from '@/components/account/messages';

export const ONBOARDING_KEYS = [
  'admin.onboarding.lead',
  'admin.onboarding.loading',
  'admin.onboarding.progress',
  'admin.onboarding.steps',
  'admin.onboarding.done',
  'admin.onboarding.todo',
  'admin.onboarding.next',
  'admin.onboarding.all_done',
  'admin.onboarding.step.company_created',
  'admin.onboarding.step.profile_written',
  'admin.onboarding.step.logo_uploaded',
  'admin.onboarding.step.office_added',
  'admin.onboarding.step.service_created',
  'admin.onboarding.step.service_attributes',
  'admin.onboarding.step.sent_to_moderation',
  'admin.onboarding.step.approved',
  'admin.onboarding.step.published',
  'admin.onboarding.waiting',
  'admin.onboarding.go.company',
  'admin.onboarding.go.offices',
  'admin.onboarding.go.services',
  'admin.onboarding.go.create_service',
  'admin.onboarding.staff',
  'admin.onboarding.staff_link',
  'admin.onboarding.not_company',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type OnboardingMessages = FormMessages<(typeof ONBOARDING_KEYS)[number]>;
