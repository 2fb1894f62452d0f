import { listLandingPages } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { landingPages } from '#catalogue/landing-pages';
import { catalogueReference } from '#reference/lists';

/** Every SEO path with a public company, and every public company and service, without a Scan. */
export const handler = createHandler(listLandingPages, async () => ({
  data: await landingPages(await catalogueReference()),
}));
