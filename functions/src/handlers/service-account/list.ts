import { listAccountServices } from '@migralink/shared/api/service-account';
import { edited } from '#data/moderation';
import { listCompanyServices } from '#data/services';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';
import { serviceListItem } from '#service-account/list-item';
import { catalogueReference } from '#catalogue/reference';

/** The company's services, each as its draft (else approved version) shows it, newest first: one Query. */
export const handler = createHandler(listAccountServices, async ({ principal, locale }) => {
  const companyId = ownCompanyIdIfAny(principal);
  if (!companyId) return { data: [] };
  const [services, reference] = await Promise.all([listCompanyServices(companyId), catalogueReference()]);
  const rows = services
    .sort((a, b) => b.meta.created_at.localeCompare(a.meta.created_at))
    .flatMap((service) => {
      const content = edited(service);
      return content ? [serviceListItem(service.meta, content, reference, locale)] : [];
    });
  return { data: rows };
});
