import { listAccountServices } from '@migralink/shared/api/service-account';
import { getCompanyProfile } from '#data/companies';
import { edited } from '#data/moderation';
import { listCompanyServices } from '#data/services';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';
import { serviceListItem } from '#service-account/list-item';
import { catalogueReference } from '#reference/lists';

/**
 * The company's services, each as its draft (else approved version) shows it, newest first, with the
 * company's plan (the list says how many more it may publish): one Query and one GetItem, in parallel.
 */
export const handler = createHandler(listAccountServices, async ({ principal, locale }) => {
  const companyId = ownCompanyIdIfAny(principal);
  if (!companyId) return { data: [], plan: null };
  const [services, profile, reference] = await Promise.all([
    listCompanyServices(companyId),
    getCompanyProfile(companyId),
    catalogueReference(),
  ]);
  const rows = services
    .sort((a, b) => b.meta.created_at.localeCompare(a.meta.created_at))
    .flatMap((service) => {
      const content = edited(service);
      return content ? [serviceListItem(service.meta, content, reference, locale)] : [];
    });
  return { data: rows, plan: profile?.plan ?? null };
});
