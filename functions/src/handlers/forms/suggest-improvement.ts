import { suggestConstructorImprovement } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { contextOf } from '#http/request-context';
import { suggestImprovement } from '#site-messages/send';

/** A company account's suggestion for the service editor, to the platform's staff; a copy goes to its address. */
export const handler = createHandler(suggestConstructorImprovement, async (request) => ({
  data: await suggestImprovement(request.body, request.principal, contextOf(request)),
}));
