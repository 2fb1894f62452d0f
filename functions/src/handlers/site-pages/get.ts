import { getSitePage } from '@migralink/shared/api/site-pages';
import { createHandler } from '#http/handler';
import { publicSitePage } from '#site-pages/pages';

/** A programme, webinar or contacts page in a language: as last saved, or its first edition. */
export const handler = createHandler(getSitePage, async ({ params, locale }) => ({
  data: await publicSitePage(params, locale),
}));
