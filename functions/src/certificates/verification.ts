import { pickText, type Locale } from '@migralink/shared/locales';
import { CRITERIA, type CertificateVerification } from '@migralink/shared/schemas/certificates';
import { certificateStatus, getApplication, getNumber } from '#data/certificates';
import { getCompany, isPublicCompany } from '#data/companies';
import { NotFoundError } from '#http/errors';
import { storedCredential, type CertifiedApplication } from './issue';

/**
 * What anyone may know of a certificate by its number (docs/product.md, "Certificates"): two requests,
 * the number's public facts and the company (its profile and approved content in one BatchGetItem). The
 * status is computed now from the dates and the revocation; the company's name is in the caller's
 * language, and its page is named only while the company is public.
 */
export async function verification(number: string, locale: Locale): Promise<CertificateVerification> {
  const facts = await getNumber(number);
  if (!facts) throw new NotFoundError();
  const company = await getCompany(facts.company_id);
  const shown = company && isPublicCompany(company.profile, company.content) ? company : undefined;
  return {
    number,
    status: certificateStatus(facts),
    company: {
      name: company?.content ? pickText(company.content.name, locale) : facts.legal_name,
      legal_name: facts.legal_name,
      country_id: facts.country_id,
      slug: shown ? shown.profile.slug : null,
    },
    valid_from: facts.valid_from,
    valid_until: facts.valid_until,
    revoked_at: facts.revoked_at,
    revocation_reason: facts.revocation_reason,
    criteria: CRITERIA.filter((criterion) => facts.criteria.includes(criterion)),
  };
}

/** A certificate's signed credential by its number (signed now if the approval could not): 404 for an unknown one. */
export async function credentialByNumber(number: string): Promise<string> {
  const facts = await getNumber(number);
  const application = facts && (await getApplication(facts.application_id));
  if (!application?.certificate) throw new NotFoundError();
  return (await storedCredential(application as CertifiedApplication)).jwt;
}
