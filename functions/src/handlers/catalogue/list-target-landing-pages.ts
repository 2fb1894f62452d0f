import { listTargetLandingPages } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { targetLandingPages } from '#catalogue/landing-pages';
import { catalogueReference } from '#reference/lists';

/** The landing pages of an article's targets: their list registry rows by key, never the whole registry. */
export const handler = createHandler(listTargetLandingPages, async ({ query }) => ({
  data: await targetLandingPages(
    { countries: query.countries, purposes: query.purposes ?? [] },
    await catalogueReference(),
  ),
}));
