import { randomInt, randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyLeadBody } from '@migralink/shared/schemas/lead-forms';
import { putApprovedCompany, type CompanyContentInput } from '#data/companies';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import { createLead, PLATFORM_OWNER, type LeadRecord } from '#data/leads';
import { putApprovedService } from '#data/services';
import type { NewUser } from '#data/users';
import { reindexCompany } from '#search/reindex';
import { testFormToken } from './forms';
import { signedInUser, uniqueEmail } from './accounts';

/**
 * A `company` account owning a public company (published, approved, in the
 * public registry) with one public service and one unpublished one.
 */
export async function leadReceiver(owner: Partial<NewUser> = {}, content: Partial<CompanyContentInput> = {}) {
  const profile = companyProfileFixture({ plan: 'pro' });
  const account = await signedInUser({ role: 'company', company_id: profile.id, email_verified: true, ...owner });
  await putApprovedCompany(
    { ...profile, owner_id: account.user.id },
    companyContentFixture({
      name: { en: 'Harbour Relocation', ru: 'Харбор Релокейшн', uk: 'Гарбор Релокейшн' },
      ...content,
    }),
  );
  const service = serviceMetaFixture(profile.id);
  const hidden = serviceMetaFixture(profile.id, { published: false });
  for (const meta of [service, hidden]) await putApprovedService(meta, serviceContentFixture());
  await reindexCompany(profile.id);
  return { ...account, companyId: profile.id, serviceId: service.id, hiddenServiceId: hidden.id };
}
export type LeadReceiver = Awaited<ReturnType<typeof leadReceiver>>;

/** A lead form as a visitor fills it: every field, a fresh e-mail address and idempotency key. */
export function leadForm(companyId: string, overrides: Partial<CompanyLeadBody> = {}) {
  return {
    company_id: companyId,
    name: 'Olena Kovalenko',
    email: uniqueEmail('visitor'),
    // Fresh numbers, as fresh addresses: leads are rate-limited per phone number too.
    phone: `+49 151 ${randomInt(10_000_000, 100_000_000)}`,
    message: 'We are a family of three and want to move to Portugal next year.',
    consent: true,
    country: 'UA',
    attribution: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'portugal', gclid: 'Cj0KCQ' },
    form_token: testFormToken('lead', 12_000),
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

/** A form to the platform (programme, seminar, passport): no company. */
export function platformLeadForm(overrides: Partial<CompanyLeadBody> = {}) {
  const { company_id: _company, ...form } = leadForm('', overrides);
  return { ...form, topic: 'Serbia residence permit webinar' };
}

/** Stores a lead straight through the data layer, at a chosen moment (to fill a range of days). */
export async function storedLead(
  owner: string,
  overrides: Partial<LeadRecord> = {},
  locale: Locale = 'en',
): Promise<LeadRecord> {
  const at = overrides.created_at ?? new Date().toISOString();
  const lead: LeadRecord = {
    id: randomUUID(),
    kind: owner === PLATFORM_OWNER ? 'program' : 'company',
    owner,
    ...(owner === PLATFORM_OWNER ? {} : { company_id: owner }),
    name: 'Stored Visitor',
    email: uniqueEmail('stored'),
    message: '',
    country: 'DE',
    locale,
    attribution: {},
    status: 'new',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  await createLead(lead, { key: randomUUID(), requestHash: 'stored', keepSeconds: 60 });
  return lead;
}
