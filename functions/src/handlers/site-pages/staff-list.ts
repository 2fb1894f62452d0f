import { listStaffSitePages } from '@migralink/shared/api/site-pages';
import { createHandler } from '#http/handler';
import { staffSitePageList } from '#site-pages/pages';

/** Staff: every page in every language, with its title and whether it is still its first edition. */
export const handler = createHandler(listStaffSitePages, async () => ({ data: { items: await staffSitePageList() } }));
