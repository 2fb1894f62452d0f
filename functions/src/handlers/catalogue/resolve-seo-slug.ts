import { resolveSeoSlug } from '@migralink/shared/api/catalogue';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { catalogueReference } from '#reference/lists';
import { resolveSeoPath } from '#catalogue/seo';

/** The filter ids of an SEO path: no request beyond the reference data cached per container. */
export const handler = createHandler(resolveSeoSlug, async ({ params }) => {
  const ids = resolveSeoPath(params.path, await catalogueReference());
  if (!ids) throw new NotFoundError();
  return { data: ids };
});
