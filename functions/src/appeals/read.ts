import { readAppeal, type AppealThread } from '#data/appeals';
import { NotFoundError } from '#http/errors';

/** Reading an appeal's thread (README.md, "The thread"): its user's, or support's. */

/** The appeal with its thread; 404 for an id no appeal has, or (given `ownerId`) one that is not that user's. */
export async function appealThread(appealId: string, ownerId?: string): Promise<AppealThread> {
  const thread = await readAppeal(appealId);
  if (!thread || (ownerId !== undefined && thread.appeal.user_id !== ownerId)) throw new NotFoundError();
  return thread;
}
