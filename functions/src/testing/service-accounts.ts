import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { ServiceForm } from '@migralink/shared/schemas/service-account';
import { putApprovedCompany } from '#data/companies';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { signedInUser } from './accounts';
import { accountEvent, type CallOptions } from './account-requests';
import { invoke } from './events';

type Handler = Parameters<typeof invoke>[0];

/** A `company` account owning an approved, published company on `plan`, written with the data layer. */
export async function companyAccount(plan: SubscriptionPackage = 'basic') {
  const profile = companyProfileFixture({ plan });
  const account = await signedInUser({ role: 'company', company_id: profile.id });
  await putApprovedCompany({ ...profile, owner_id: account.user.id }, companyContentFixture());
  return { ...account, companyId: profile.id };
}

/** Calls a handler as the holder of `token`, in the language `locale` (X-Localization). */
export const call = (handler: Handler, method: string, path: string, options: CallOptions & { locale?: string } = {}) =>
  invoke(
    handler,
    accountEvent(method, path, {
      ...options,
      headers: { ...(options.locale ? { 'x-localization': options.locale } : {}), ...options.headers },
    }),
  );

/** A service form complete in the language it is written in. */
export function serviceFormFixture(overrides: Partial<ServiceForm> = {}): ServiceForm {
  const point = (name: string) => ({ uuid: null, name, description: `${name}: details`, icon: null });
  return {
    name: 'D7 passive income visa',
    price_from: 1500,
    price_to: 2500,
    currency: { id: 'EUR' },
    duration: 3,
    time_unit: { id: 3 },
    show_price_block: true,
    show_duration_block: true,
    show_documents_block: true,
    show_required_steps_block: true,
    show_benefits_block: true,
    image_library: { id: 'sea' },
    receiving_reason: 'Live in Portugal on passive income.',
    applicant_requirements: 'Stable income from abroad.',
    service_documents: [{ uuid: null, name: 'Passport', icon: null }],
    service_required_steps: [point('Consultation'), point('Application')],
    service_benefits: [point('Fixed price')],
    feedback_forms: [],
    ...overrides,
  };
}

/** Search attributes of the seeded reference data: Portugal, work, a work visa (101) of visas (100). */
export const attributesFixture = {
  country: 'PT',
  countries: [],
  immigration_purposes: [1],
  categories: [101],
  main_category: 100,
};
