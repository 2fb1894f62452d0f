import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '@migralink/shared/client';
import type { SubscriptionPackage } from '@migralink/shared/enums';

/** The texts the error modal can show (keys of the translations; the modal's island has them picked). */
export const ERROR_MODAL_TITLES = ['admin.plan_limit.title'] as const;
export const ERROR_MODAL_TEXTS = ['admin.plan_limit.text', 'admin.plan_limit.text_any'] as const;
export type ErrorModalTitle = (typeof ERROR_MODAL_TITLES)[number];
export type ErrorModalText = (typeof ERROR_MODAL_TEXTS)[number];

/**
 * The account area's error modal (docs/product.md, "Error modal": visible, text, title, and a flag
 * for a subscription button). The texts are keys, worded by the modal in the
 * page's language; `plans` are what the text names.
 */
export interface ErrorModalState {
  readonly visible: boolean;
  readonly title: ErrorModalTitle;
  readonly text: ErrorModalText;
  readonly plans: readonly SubscriptionPackage[];
  /** Whether the modal offers the way to the tariffs page. */
  readonly subscriptionButton: boolean;
  /** The account screen to come back to once a plan is paid; none: the screen the modal opened on. */
  readonly returnTo?: string;
}

const HIDDEN: ErrorModalState = {
  visible: false,
  title: 'admin.plan_limit.title',
  text: 'admin.plan_limit.text_any',
  plans: [],
  subscriptionButton: false,
};

const $state = atom<ErrorModalState>(HIDDEN);

/** What the modal shows now; one modal per page, so one store for the whole page. */
export const $errorModal: ReadableAtom<ErrorModalState> = $state;

/**
 * Opens the modal for something the plan does not include, naming the plans
 * that do (none named: "a higher plan"); `returnTo` is the account screen to
 * come back to once a plan is paid, when it is not the one shown.
 */
export function showPlanLimit(plans: readonly SubscriptionPackage[], returnTo?: string): void {
  $state.set({
    visible: true,
    title: 'admin.plan_limit.title',
    text: plans.length > 0 ? 'admin.plan_limit.text' : 'admin.plan_limit.text_any',
    plans,
    subscriptionButton: true,
    ...(returnTo ? { returnTo } : {}),
  });
}

export function closeErrorModal(): void {
  if ($state.get().visible) $state.set({ ...$state.get(), visible: false });
}

/**
 * Opens the modal when a call was refused by the plan (`403 plan_limit`):
 * every call of the site passes here (`api/client.ts`), so each screen of the
 * account area gets it without a line of its own. Any other failure is left
 * to the screen.
 */
export function raiseOnPlanLimit(error: unknown): void {
  if (error instanceof ApiError && error.status === 403 && error.body.error_code === 'plan_limit')
    showPlanLimit(error.body.subscription_packages ?? []);
}
