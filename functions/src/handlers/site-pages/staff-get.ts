import { getStaffSitePage } from '@migralink/shared/api/site-pages';
import { createHandler } from '#http/handler';
import { staffSitePage } from '#site-pages/pages';

/** Staff: one page in one language to edit. */
export const handler = createHandler(getStaffSitePage, async ({ params, locale }) => ({
  data: await staffSitePage(params, locale),
}));
