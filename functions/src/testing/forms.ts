import type { CompanyForm } from '@migralink/shared/schemas/company-form';
import type { FormKind } from '@migralink/shared/schemas/forms';
import { signFormToken } from '#forms/token';
import { config } from '#lib/config';
import type { ServiceForm } from '@migralink/shared/schemas/service-account';

/** Forms as the account screens send them, complete and valid; pass overrides for what a test is about. */

/** A complete company form in one language (every required text written). */
export function companyFormFixture(overrides: Partial<CompanyForm> = {}): CompanyForm {
  return {
    name: 'Alpha Migration',
    motto: 'We move you',
    description: 'Visas and residence permits in Germany.',
    type: 'agency',
    logo: null,
    show_achievements_block: true,
    show_benefits_block: true,
    show_payment_block: true,
    cash_enabled: true,
    cashless_enabled: true,
    cryptocurrencies_enabled: false,
    cash_currencies: ['EUR'],
    cashless_currencies: ['EUR', 'USD'],
    cryptocurrencies: [],
    company_achievements: [{ description: '500 families moved' }],
    company_benefits: [{ description: 'Free first call', icon_id: 'gift' }],
    company_payment_methods: ['cash', 'card'],
    feedback_form: { description: 'Ask us anything', feedback_form_type: { id: 1 } },
    offices: [
      {
        address: 'Berlin, Unter den Linden 1',
        email: 'berlin@example.com',
        logo: null,
        type: 'head',
        show_block: true,
        office_type: { id: 1 },
        lat: 52.517,
        long: 13.389,
        office_working_times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
        office_holidays: [{ days: [6, 7], hours: '' }],
        office_employees: [{ name: 'Anna Schmidt', position: 'Lawyer', avatar: null }],
        phones: [{ phone_number: '+49 30 1234567', messengers: ['whatsapp'] }],
      },
    ],
    ...overrides,
  };
}

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

/**
 * A form token as `GET /v1/forms/token` would have issued it `ageMs` ago (signed with the tests'
 * key, `JWT_SECRET`): a form opened that long before it is sent.
 */
export function testFormToken(kind: FormKind, ageMs: number, now = Date.now()): string {
  if (!config.jwt.secret) throw new Error('JWT_SECRET is not set: this helper is for tests');
  return signFormToken(new TextEncoder().encode(config.jwt.secret), kind, now - ageMs);
}
