import type { MessageKey } from '@/i18n/messages';
import type { FormMessages } from '@/components/account/messages';
import { ERROR_MODAL_TEXTS, ERROR_MODAL_TITLES } from '@/stores/error-modal';
import { NAV_PAGES } from './nav';

/**
 * The texts of the shared admin pieces (status badge, moderation bar, language
 * tabs). An island that uses them adds these keys to its own and passes the
 * picked texts down (`pickFormMessages(locale, [...ADMIN_SHARED_KEYS, ...])`).
 */
export const ADMIN_SHARED_KEYS = [
  'admin.status.label',
  'admin.status.draft',
  'admin.status.on_moderation',
  'admin.status.approved',
  'admin.status.rejected',
  'admin.status.published',
  'admin.status.not_published',
  'admin.action.submit',
  'admin.action.submitting',
  'admin.action.submitted',
  'admin.action.publish',
  'admin.action.publishing',
  'admin.action.published',
  'admin.action.unpublish',
  'admin.action.unpublishing',
  'admin.action.unpublished',
  'admin.state.comment',
  'admin.state.on_moderation',
  'admin.state.older_public',
  'admin.state.never_approved',
  'admin.plan_limit.plans',
  'admin.plan_limit.to_tariffs',
  'admin.plan.basic',
  'admin.plan.pro',
  'admin.plan.premium',
  'admin.locale.label',
  'admin.locale.en',
  'admin.locale.ru',
  'admin.locale.uk',
  'admin.locale.filled',
  'admin.locale.not_filled',
  'common.retry',
] as const satisfies readonly MessageKey[];
export type AdminSharedMessages = FormMessages<(typeof ADMIN_SHARED_KEYS)[number]>;

/** What the plans include (`PlanSummary`) and how a language the plan does not include is marked. */
export const PLAN_KEYS = [
  'admin.plan.basic',
  'admin.plan.pro',
  'admin.plan.premium',
  'admin.plans.title',
  'admin.plans.row',
  'admin.plans.unlimited',
  'admin.plans.all_languages',
  'admin.plans.locked_tab',
] as const satisfies readonly MessageKey[];
export type PlanKey = (typeof PLAN_KEYS)[number];

/** The admin app's navigation and the page frame around it. */
export const ADMIN_NAV_KEYS = [
  'admin_sidebar.label',
  'admin_sidebar.menu',
  ...NAV_PAGES.map((page) => `admin_sidebar.${page}` as const),
  'admin.signing_in',
] as const satisfies readonly MessageKey[];
export type AdminNavMessages = Readonly<Record<(typeof ADMIN_NAV_KEYS)[number], string>>;

/** The error modal's texts: what it may say (`stores/error-modal.ts`), the plans it names, its buttons. */
export const ERROR_MODAL_KEYS = [
  ...ERROR_MODAL_TITLES,
  ...ERROR_MODAL_TEXTS,
  'admin.plan_limit.to_tariffs',
  'admin.plan.basic',
  'admin.plan.pro',
  'admin.plan.premium',
  'common.close',
] as const satisfies readonly MessageKey[];
export type ErrorModalMessages = Readonly<Record<(typeof ERROR_MODAL_KEYS)[number], string>>;
