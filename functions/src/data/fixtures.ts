import { randomUUID } from 'node:crypto';
import type { CompanyContentInput, CompanyProfile, Office } from './company-items';
import type { ServiceContentInput, ServiceMeta } from './service-items';

/**
 * Complete, valid items for tests, each with fresh ids; pass overrides for
 * what a test is about. Used by tests only.
 */
const now = '2026-03-01T10:00:00.000Z';

export function companyProfileFixture(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  const id = randomUUID();
  return {
    id,
    owner_id: randomUUID(),
    slug: `company-${id.slice(0, 8)}`,
    plan: 'pro',
    published_services: 0,
    status: 'approved',
    published: true,
    moderator_comment: null,
    revision: 1,
    submitted_at: null,
    created_at: now,
    updated_at: now,
    approved_at: now,
    ...overrides,
  };
}

export function officeFixture(overrides: Partial<Office> = {}): Office {
  return {
    id: randomUUID(),
    address: { en: 'Rua Augusta 100, 1100-053 Lisbon', ru: 'Лиссабон, Rua Augusta 100' },
    email: 'lisbon@example.com',
    logo: null,
    type: 'head',
    show_block: true,
    office_type_id: 1,
    lat: 38.7107,
    long: -9.1365,
    office_working_times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
    office_holidays: [{ days: [6, 7], hours: '' }],
    office_employees: [],
    phones: [{ phone_number: '+351213000000', messengers: ['whatsapp'] }],
    ...overrides,
  };
}

export function companyContentFixture(overrides: Partial<CompanyContentInput> = {}): CompanyContentInput {
  return {
    name: { en: 'Harbour Relocation', ru: 'Harbour Relocation' },
    motto: { en: 'Move with confidence', ru: 'Переезжайте уверенно' },
    description: { en: 'Residence permits in Portugal.', ru: 'ВНЖ в Португалии.' },
    type: 'agency',
    logo: null,
    show_achievements_block: true,
    show_benefits_block: true,
    show_payment_block: true,
    cash_enabled: false,
    cashless_enabled: true,
    cryptocurrencies_enabled: false,
    cash_currencies: [],
    cashless_currencies: ['EUR'],
    cryptocurrencies: [],
    company_achievements: [
      { id: randomUUID(), description: { en: '500 families moved', ru: '500 семей' }, icon: null },
    ],
    company_benefits: [],
    company_payment_methods: ['bank_transfer'],
    feedback_form: null,
    offices: [officeFixture()],
    ...overrides,
  };
}

export function serviceMetaFixture(companyId: string, overrides: Partial<ServiceMeta> = {}): ServiceMeta {
  return {
    id: randomUUID(),
    company_id: companyId,
    status: 'approved',
    published: true,
    moderator_comment: null,
    revision: 1,
    submitted_at: null,
    created_at: now,
    updated_at: now,
    approved_at: now,
    ...overrides,
  };
}

export function serviceContentFixture(overrides: Partial<ServiceContentInput> = {}): ServiceContentInput {
  const point = (en: string, ru: string) => ({
    id: randomUUID(),
    name: { en, ru },
    description: { en, ru },
    icon: null,
  });
  return {
    name: { en: 'D7 passive income visa', ru: 'Виза D7 для пассивного дохода' },
    receiving_reason: { en: 'Live in Portugal on passive income.', ru: 'Жизнь в Португалии на пассивный доход.' },
    applicant_requirements: { en: 'Stable income from abroad.', ru: 'Стабильный доход из-за рубежа.' },
    price_from: 150_000,
    price_to: 250_000,
    currency: 'EUR',
    duration: 3,
    time_unit_id: 3,
    show_price_block: true,
    show_duration_block: true,
    show_documents_block: true,
    show_required_steps_block: true,
    show_benefits_block: true,
    background_image: null,
    service_documents: [{ id: randomUUID(), name: { en: 'Passport', ru: 'Паспорт' }, icon: null }],
    service_required_steps: [point('Consultation', 'Консультация')],
    service_benefits: [point('Fixed price', 'Фиксированная цена')],
    feedback_forms: [],
    search_attributes: { country: 'PT', countries: [], immigration_purposes: [1], categories: [2], main_category: 1 },
    ...overrides,
  };
}
