import type { CompanyAccount, CompanyInit } from '@migralink/shared/schemas/company-account';

/** A stored company as GET /v1/account/company answers it, for the editors' tests. */
export const OFFICE = '0b7f3c1e-2f4a-4d59-9c3e-6f1a2b3c4d5e';
export const EMPLOYEE = '1c8e4d2f-3a5b-4e6a-8d4f-7a2b3c4d5e6f';
export const BENEFIT = '2d9f5e3a-4b6c-4f7b-9e5a-8b3c4d5e6f7a';

export const account: CompanyAccount = {
  uuid: '3e0a6f4b-5c7d-4a8c-8f6b-9c4d5e6f7a8b',
  slug: 'nordic-visa',
  plan: 'basic',
  status: 'draft',
  published: false,
  moderator_comment: null,
  has_approved_version: false,
  updated_at: '2026-11-23T10:00:00.000Z',
  name: 'Nordic Visa',
  motto: 'Your way north',
  description: 'We help with visas.',
  type: 'agency',
  logo: '/media/company_logo/c-1/logo.png',
  logo_uuid: 'logo',
  show_achievements_block: true,
  show_benefits_block: false,
  show_payment_block: true,
  cash_enabled: true,
  cashless_enabled: false,
  cryptocurrencies_enabled: false,
  cash_currencies: ['EUR'],
  cashless_currencies: [],
  cryptocurrencies: [],
  company_achievements: [],
  company_benefits: [{ uuid: BENEFIT, description: 'Free first call', icon_id: 'clock', icon_url: '/icons/clock.svg' }],
  company_payment_methods: ['card', 'cash'],
  feedback_form: { description: 'Ask us', feedback_form_type: { id: 2 } },
  offices: [
    {
      uuid: OFFICE,
      address: 'Main street 1, Berlin',
      email: 'berlin@example.com',
      logo: null,
      logo_uuid: null,
      type: 'head',
      show_block: true,
      office_type: { id: 1 },
      lat: 52.52,
      long: 0,
      office_working_times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
      office_holidays: [
        { days: [6], hours: '10:00-14:00' },
        { days: [7], hours: '' },
      ],
      office_employees: [{ uuid: EMPLOYEE, name: 'Anna', position: 'Lawyer', avatar: null }],
      phones: [{ phone_number: '+4930123456', messengers: ['whatsapp'] }],
    },
  ],
  image_library: [{ id: 'clock', url: '/icons/clock.svg' }],
  filled_locales: ['en'],
  text_locales: ['en'],
};

/** The editor's choices as GET /v1/account/company/init answers them. */
export const choices: CompanyInit = {
  messengers: [{ id: 'whatsapp', name: 'WhatsApp' }],
  office_types: [{ id: 1, name: 'Office' }],
  office_kinds: [
    { id: 'head', name: 'Head office' },
    { id: 'branch', name: 'Branch' },
  ],
  payment_methods: [
    { id: 'card', name: 'Card' },
    { id: 'cash', name: 'Cash' },
  ],
  feedback_form_types: [{ id: 2, name: 'Question' }],
  cash_currencies: [{ id: 'EUR', name: 'Euro' }],
  cashless_currencies: [{ id: 'EUR', name: 'Euro' }],
  cryptocurrencies: [{ id: 'BTC', name: 'Bitcoin' }],
  company_types: [{ id: 'agency', name: 'Agency' }],
  image_library: [{ id: 'clock', url: '/icons/clock.svg' }],
};
