import { updateSitePage } from '@migralink/shared/api/site-pages';
import { createHandler } from '#http/handler';
import { saveSitePage } from '#site-pages/pages';

/** Staff: one page in one language saved, unless saved meanwhile; public after the next build. */
export const handler = createHandler(updateSitePage, async ({ params, body, principal, locale }) => ({
  data: await saveSitePage(params, body, principal.userId, locale),
}));
