import { previewService } from '@migralink/shared/api/service-account';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { edited, readVersions } from '#data/moderation';
import { NotFoundError, ValidationError } from '#http/errors';
import { createHandler } from '#http/handler';
import { card } from '#search/cards';
import { missingAttributes } from '#service-account/attributes';
import { ownService } from '#service-account/owner';
import { catalogueReference } from '#catalogue/reference';
import { servicePage } from '#catalogue/services';

/**
 * The service page exactly as the public would see it, made of the draft (else
 * the approved version) and the company's draft (else approved) card, whether
 * published or not. It names the target country, so it needs the search
 * attributes set (422 naming the missing ones otherwise).
 */
export const handler = createHandler(previewService, async ({ principal, params, query, locale, currency }) => {
  const { subject, versions, content } = await ownService(principal, params.uuid);
  const missing = missingAttributes(content.search_attributes, locale);
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);
  const [reference, company] = await Promise.all([
    catalogueReference(),
    readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId: subject.companyId }),
  ]);
  const companyContent = edited(company);
  if (!company || !companyContent) throw new NotFoundError();
  const shownIn = query.locale ?? locale;
  return {
    data: {
      ...servicePage(versions.meta, content, { locale: shownIn, currency, reference }),
      company: card(company.meta, companyContent, shownIn),
    },
  };
});
