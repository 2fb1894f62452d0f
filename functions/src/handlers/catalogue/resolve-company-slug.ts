import { resolveCompanySlug } from '@migralink/shared/api/catalogue';
import { findPublicCompanyBySlug } from '#data/search-lists';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/** The public company a slug names (404 for an unknown slug or a company no longer public): one small Query. */
export const handler = createHandler(resolveCompanySlug, async ({ params }) => {
  const company = await findPublicCompanyBySlug(params.slug);
  if (!company) throw new NotFoundError();
  return { data: { uuid: company.id, slug: company.slug } };
});
