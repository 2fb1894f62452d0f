import { answerAppeal } from '@migralink/shared/api/appeals';
import { answerAppeal as answer } from '#appeals/thread';
import { createHandler } from '#http/handler';

/** Support: answers an appeal in its thread; its user is mailed. */
export const handler = createHandler(answerAppeal, async ({ params, body, principal, locale }) => ({
  data: await answer(params.id, body, principal, locale),
}));
