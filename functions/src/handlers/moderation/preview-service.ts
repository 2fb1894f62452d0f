import { staffServicePreview } from '@migralink/shared/api/staff-preview';
import { edited, readVersions } from '#data/moderation';
import { companyOfService, type ServiceContent, type ServiceMeta } from '#data/services';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { previewServicePage } from '#service-account/preview';

/** Admins only: any service's draft (else its approved version) as its public page would show it. */
export const handler = createHandler(staffServicePreview, async ({ params, query, locale, currency }) => {
  const companyId = await companyOfService(params.uuid);
  const subject = companyId && ({ kind: 'service', companyId, serviceId: params.uuid } as const);
  const versions = subject ? await readVersions<ServiceMeta, ServiceContent>(subject) : undefined;
  const content = edited(versions);
  if (!companyId || !versions || !content) throw new NotFoundError();
  const shownIn = query.locale ?? locale;
  return { data: await previewServicePage(companyId, versions.meta, content, { locale, shownIn, currency }) };
});
