import { getMyAppeal } from '@migralink/shared/api/appeals';
import { presentAppeal } from '#appeals/present';
import { appealThread } from '#appeals/read';
import { createHandler } from '#http/handler';

/** One of the caller's appeals with its thread; another's is 404. */
export const handler = createHandler(getMyAppeal, async ({ params, principal }) => ({
  data: await presentAppeal(await appealThread(params.id, principal.userId)),
}));
