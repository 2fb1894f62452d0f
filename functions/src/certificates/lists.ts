import type { Locale } from '@migralink/shared/locales';
import { PLAN_LIMITS } from '@migralink/shared/plans';
import {
  ACTIVITY_TYPES,
  CRITERIA,
  DOCUMENT_KINDS,
  LEGAL_FORMS,
  type CertificateInit,
} from '@migralink/shared/schemas/certificates';
import {
  companyApplications,
  getOpenApplicationId,
  queuedApplications,
  type ApplicationPage,
} from '#data/certificates';
import { presentCountries } from '#data/reference';
import type { Principal } from '#http/auth';
import { ValidationError } from '#http/errors';
import { listingMessage } from '#listings/messages';
import { ownCompanyIdIfAny } from '#listings/owner';
import { catalogueReference } from '#reference/lists';
import { callerProfile, renewalOpensOn } from './application';
import { ACTIVITY_TYPE_NAMES, CRITERION_NAMES, DOCUMENT_KIND_NAMES, LEGAL_FORM_NAMES, namedIn } from './names';
import { presentCertificate } from './present';

/** The application form's choices in the caller's language, whether its plan allows applying, and its open one. */
export async function applicationInit(principal: Principal, locale: Locale): Promise<CertificateInit> {
  const profile = await callerProfile(principal);
  const [reference, open] = await Promise.all([
    catalogueReference(),
    profile ? getOpenApplicationId(profile.id) : undefined,
  ]);
  return {
    countries: presentCountries(reference.countries, locale).map(({ id, name }) => ({ id, name })),
    legal_forms: namedIn(LEGAL_FORM_NAMES, LEGAL_FORMS, locale),
    activity_types: namedIn(ACTIVITY_TYPE_NAMES, ACTIVITY_TYPES, locale),
    documents: namedIn(DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, locale).map((document) => ({
      ...document,
      required: document.id === 'register_extract',
    })),
    criteria: namedIn(CRITERION_NAMES, CRITERIA, locale),
    plan_allows: PLAN_LIMITS[profile?.plan ?? 'basic'].certificates === 1,
    open_application: open ?? null,
    renewal_opens_on: renewalOpensOn(profile, new Date().toISOString()),
  };
}

/** A page, or 422 on `cursor` when the cursor is not one of this list's. */
function pageOrInvalid(page: ApplicationPage | undefined, locale: Locale): ApplicationPage {
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  return page;
}

/** The caller's company's applications and certificates, newest first (none for an account without a company). */
export async function ownApplications(principal: Principal, cursor: string | undefined, locale: Locale) {
  const companyId = ownCompanyIdIfAny(principal);
  if (!companyId) return { items: [], next_cursor: null };
  const page = pageOrInvalid(await companyApplications(companyId, cursor), locale);
  return {
    items: page.items.map((application) => ({
      id: application.id,
      state: application.state,
      company_name: application.fields.company_name,
      certificate: presentCertificate(application.certificate),
      updated_at: application.updated_at,
    })),
    next_cursor: page.next ?? null,
  };
}

/** Staff's queue: applications sent and waiting, oldest sent first. */
export async function applicationQueue(cursor: string | undefined, locale: Locale) {
  const page = pageOrInvalid(await queuedApplications(cursor), locale);
  return {
    items: page.items.map((application) => ({
      id: application.id,
      company_id: application.company_id,
      company_name: application.fields.company_name,
      submitted_at: application.submitted_at ?? application.updated_at,
      returned: application.returned,
    })),
    next_cursor: page.next ?? null,
  };
}
