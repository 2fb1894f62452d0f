import type { Currency } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { edited, readVersions } from '#data/moderation';
import type { ServiceContent, ServiceMeta } from '#data/services';
import { NotFoundError, ValidationError } from '#http/errors';
import { catalogueReference } from '#reference/lists';
import { servicePage } from '#listings/public-service';
import { card } from '#search/cards';
import { missingAttributes } from './attributes';

export interface PreviewOptions {
  /** The caller's language: the problems are told in it. */
  readonly locale: Locale;
  /** The language the page is shown in. */
  readonly shownIn: Locale;
  readonly currency: Currency;
}

/**
 * A service's page exactly as the public would see it, made of `content` (its
 * draft, else approved version) and its company's draft (else approved) card,
 * whether published or not: the owner's preview and the staff's. It names the
 * target country, so it needs the search attributes set (422 naming the missing
 * ones otherwise).
 */
export async function previewServicePage(
  companyId: string,
  meta: ServiceMeta,
  content: ServiceContent,
  { locale, shownIn, currency }: PreviewOptions,
): Promise<ServicePage> {
  const missing = missingAttributes(content.search_attributes, locale);
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);
  const [reference, company] = await Promise.all([
    catalogueReference(),
    readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId }),
  ]);
  const companyContent = edited(company);
  if (!company || !companyContent) throw new NotFoundError();
  const how = { locale: shownIn, currency, reference };
  return {
    ...servicePage(meta, content, how),
    company: card(company.meta, companyContent, how),
  };
}
