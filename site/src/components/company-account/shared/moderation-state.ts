import { ApiError } from '@migralink/shared/client';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';

/** What an owner can do with a company or a service in a given state (docs/product.md, "Moderation and publishing"). */
export type ModerationAction = 'submit' | 'publish' | 'unpublish';

/**
 * The actions that make sense now: send a draft (or a rejected one) to
 * moderation; publish an approved version the public does not see; unpublish
 * what it sees. A sent revision waits for the moderator, so it cannot be sent again.
 */
export function allowedActions(state: ModerationStateView): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (state.status === 'draft' || state.status === 'rejected') actions.push('submit');
  if (state.has_approved_version && !state.published) actions.push('publish');
  if (state.published) actions.push('unpublish');
  return actions;
}

/**
 * The state after the owner sent the item to moderation: the API answers 204
 * with no state, so the screen patches its own (an old rejection comment no
 * longer applies).
 */
export const SENT_TO_MODERATION = {
  status: 'on_moderation',
  moderator_comment: null,
} as const satisfies Partial<ModerationStateView>;

/** The note under the badge that says what the public sees meanwhile, if anything needs saying. */
export type VisibilityNote = 'older_public' | 'never_approved' | undefined;

export function visibilityNote(state: ModerationStateView): VisibilityNote {
  // Published and changed since: the public keeps the approved version until the change is approved.
  if (state.published && state.has_approved_version && state.status !== 'approved') return 'older_public';
  if (!state.has_approved_version) return 'never_approved';
  return undefined;
}

/** The moderator's comment, shown only while the item stands rejected. */
export function rejectionComment(state: ModerationStateView): string | undefined {
  return state.status === 'rejected' && state.moderator_comment ? state.moderator_comment : undefined;
}

/** The plans that would allow what a `403 plan_limit` refused; empty for any other failure. */
export function planLimitPackages(error: unknown): readonly SubscriptionPackage[] {
  if (!(error instanceof ApiError) || error.body.error_code !== 'plan_limit') return [];
  return error.body.subscription_packages ?? [];
}
