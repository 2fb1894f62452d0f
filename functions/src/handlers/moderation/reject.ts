import { rejectModeration } from '@migralink/shared/api/moderation';
import { createHandler } from '#http/handler';
import { decideOn } from '#moderation/decision';

/** Admins only: sends the revision they saw back to the owner with a comment; the owner is mailed. */
export const handler = createHandler(rejectModeration, async ({ params, body, locale, log }) => {
  await decideOn(params, body.revision, { approve: false, comment: body.moderator_comment }, { locale, log });
  return undefined;
});
