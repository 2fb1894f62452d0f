import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { SHOW_FLAGS, type ShowFlag } from './service-form';
import { companyCard } from '@/components/catalogue/test-companies';
import type {
  SearchAttributes,
  SearchAttributesInit,
  ServiceAccount,
  ServiceInit,
} from '@migralink/shared/schemas/service-account';

/** Fixtures for the services stores' tests: the wizard's lists, a stored service, its search attributes. */

export const SERVICE = '5f0c1f7e-2b9d-4c43-9c0f-0b7a4c1b2d3e';
export const OTHER_SERVICE = '6a1d2e8f-3c0e-4d54-8d1f-1c8b5d2c3e4f';
const DOCUMENT = '7b2e3f9a-4d1f-4e65-9e2a-2d9c6e3d4f5a';

/** Every block of the page shown. */
const shown = Object.fromEntries(SHOW_FLAGS.map((flag) => [flag, true])) as Record<ShowFlag, boolean>;

const form: ServiceInit['default_service'] = {
  ...shown,
  ...{ name: '', price_from: 0, price_to: 0, duration: 1, currency: { id: 'EUR' }, time_unit: { id: 2 } },
  ...{ image_library: null, receiving_reason: '', applicant_requirements: '' },
  ...{ service_documents: [], service_required_steps: [], service_benefits: [], feedback_forms: [] },
};

/** GET /v1/account/service/init: the lists and the form of a new service. */
export const serviceInit: ServiceInit = {
  company_name: 'Nordic Visa',
  plan: 'basic',
  published_services: 0,
  time_units: [{ id: 2, slug: 'month', name: 'Months' }],
  currencies: [{ id: 'EUR', name: 'Euro', symbol: '€', rate: 1 }],
  feedback_form_types: [{ id: 2, name: 'Question' }],
  image_library: [{ id: 'city', url: '/backgrounds/city.svg' }],
  default_service: form,
};

/** The stored service as GET answers it in a language: its name says which one. */
export function storedService(language: Locale, patch: Partial<ServiceAccount> = {}): ServiceAccount {
  return {
    ...form,
    image_library: null,
    service_required_steps: [],
    service_benefits: [],
    feedback_forms: [],
    uuid: SERVICE,
    name: `Work permit (${language})`,
    price_from: 900,
    price_to: 1500,
    duration: 3,
    receiving_reason: 'To work',
    service_documents: [{ uuid: DOCUMENT, name: 'Passport', icon: null }],
    status: 'draft',
    published: false,
    moderator_comment: null,
    has_approved_version: false,
    updated_at: '2026-11-23T10:00:00.000Z',
    filled_locales: ['en'],
    text_locales: ['en'],
    ...patch,
  };
}

/** GET /v1/account/service/search-attributes/init: the search's lists. */
export const searchInit: SearchAttributesInit = {
  countries: [
    { id: 'DE', iso_code: 'DE', name: 'Germany', slug: 'germany', groups: [] },
    { id: 'UA', iso_code: 'UA', name: 'Ukraine', slug: 'ukraine', groups: ['east'] },
    { id: 'MD', iso_code: 'MD', name: 'Moldova', slug: 'moldova', groups: ['east'] },
  ],
  served_destinations: ['DE'],
  country_groups: [{ id: 'east', name: 'Eastern Europe', countries: ['UA', 'MD'] }],
  immigration_purposes: [{ id: 3, slug: 'work', name: 'Work' }],
  categories: [
    {
      id: 1,
      slug: 'visa',
      name: 'Visa',
      parent_id: null,
      icon: null,
      children: [{ id: 11, slug: 'work-visa', name: 'Work visa', parent_id: 1, icon: null }],
    },
    { id: 2, slug: 'residence', name: 'Residence', parent_id: null, icon: null, children: [] },
  ],
  currencies: [{ id: 'EUR', name: 'Euro', symbol: '€', rate: 1 }],
  time_units: [{ id: 2, slug: 'month', name: 'Months' }],
};

/** The service's search attributes as GET and PUT answer them. */
export function storedAttributes(patch: Partial<SearchAttributes> = {}): SearchAttributes {
  return {
    uuid: SERVICE,
    country: 'DE',
    countries: ['UA'],
    immigration_purposes: [3],
    categories: [11],
    main_category: 1,
    ...patch,
  };
}

/** The service as its public page would show it, in a language (GET /v1/account/service/preview/{uuid}). */
export function servicePage(language: Locale): ServicePage {
  return {
    uuid: SERVICE,
    name: `Work permit (${language})`,
    price_from: 900,
    price_to: 1500,
    currency: 'EUR',
    duration: 3,
    time_unit: { id: 2, name: 'Months', slug: 'month' },
    country: { id: 'DE', name: 'Germany' },
    purposes: [{ id: 3, name: 'Work' }],
    main_category: { id: 1, name: 'Visa' },
    show_price_block: true,
    show_duration_block: true,
    show_documents_block: false,
    show_required_steps_block: false,
    show_benefits_block: false,
    receiving_reason: 'To work',
    applicant_requirements: '',
    background_image: null,
    categories: [{ id: 11, name: 'Work visa' }],
    documents: [],
    required_steps: [],
    benefits: [],
    feedback_forms: [],
    filled_locales: ['en', 'ru'],
    text_locale: language === 'uk' ? 'en' : language,
    company: {
      ...companyCard('3e0a6f4b-5c7d-4a8c-8f6b-9c4d5e6f7a8b'),
      slug: 'nordic-visa',
      name: 'Nordic Visa',
      plan: 'pro',
    },
  };
}
