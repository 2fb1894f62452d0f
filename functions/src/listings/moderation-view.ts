import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import type { ModerationState } from '#data/items';

/** Moderation and publishing state as the account screens show it. */
export const moderationView = (meta: ModerationState): ModerationStateView => ({
  status: meta.status,
  published: meta.published,
  moderator_comment: meta.moderator_comment,
  has_approved_version: meta.approved_at !== null,
  updated_at: meta.updated_at,
});
