import { moderationItemRoute } from '@migralink/shared/api/moderation';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { waitingItem } from '#moderation/waiting';

/** Admins only: one waiting item, its approved version and what changed; 404 unless it waits. */
export const handler = createHandler(moderationItemRoute, async ({ params, locale }) => {
  const item = await waitingItem(params.kind, params.uuid, locale);
  if (!item) throw new NotFoundError();
  return { data: item };
});
