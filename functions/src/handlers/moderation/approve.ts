import { approveModeration } from '@migralink/shared/api/moderation';
import { createHandler } from '#http/handler';
import { decideOn } from '#moderation/decision';

/** Admins only: the revision they saw becomes the approved version; the owner is mailed. */
export const handler = createHandler(approveModeration, async ({ params, body, locale, log }) => {
  await decideOn(params, body.revision, { approve: true }, { locale, log });
  return undefined;
});
