import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { companyAccount } from '@migralink/shared/schemas/company-account';
import { companyForm, type CompanyForm } from '@migralink/shared/schemas/company-form';
import { companyContent, type CompanyContentInput } from '#data/companies';
import { missingTexts } from './completeness';
import { companyAccountView, contentFromForm, defaultCompanyContent, fileId, type CompanyFormData } from './form';
import { companySlug, slugify } from './slug';

const COMPANY = '6f1c2a4e-0000-4000-8000-000000000001';

/** A complete form in one language, as the editor sends it. */
function form(overrides: Partial<CompanyForm> = {}): CompanyFormData {
  return z.parse(companyForm, {
    name: 'Alpha Migration',
    motto: 'We move you',
    description: 'Visas and residence permits.',
    type: 'agency',
    logo: null,
    show_achievements_block: true,
    show_benefits_block: true,
    show_payment_block: true,
    cash_enabled: true,
    cashless_enabled: false,
    cryptocurrencies_enabled: false,
    cash_currencies: ['EUR'],
    cashless_currencies: [],
    cryptocurrencies: [],
    company_achievements: [{ description: '500 families moved' }],
    company_benefits: [{ description: 'Free first call', icon_id: 'gift' }],
    company_payment_methods: ['cash'],
    feedback_form: { description: 'Ask us', feedback_form_type: { id: 1 } },
    offices: [
      {
        address: 'Berlin, Unter den Linden 1',
        email: 'office@example.com',
        logo: null,
        type: 'head',
        show_block: true,
        office_type: { id: 1 },
        lat: 52.5,
        long: 13.4,
        office_working_times: [{ days: [1, 2, 3], hour_from: '09:00', hour_to: '18:00' }],
        office_holidays: [{ days: [7], hours: '' }],
        office_employees: [{ name: 'Anna', position: 'Lawyer', avatar: null }],
        phones: [{ phone_number: '+49 30 1234567', messengers: ['telegram'] }],
      },
    ],
    ...overrides,
  });
}

/** The form the editor would send back after loading `content` in `locale`, with `change` applied. */
function editedForm(content: CompanyContentInput, locale: 'en' | 'ru' | 'uk', change: Partial<CompanyForm> = {}) {
  const view = companyAccountView(null, content, locale);
  return form({ ...view, ...change } as Partial<CompanyForm>);
}

describe('contentFromForm', () => {
  it('stores a new company in the edited locale only, with fresh ids and E.164 phones', () => {
    const content = contentFromForm(form(), null, 'ru');
    expect(content.name).toEqual({ en: '', ru: 'Alpha Migration' });
    expect(content.offices[0]!.address).toEqual({ en: '', ru: 'Berlin, Unter den Linden 1' });
    expect(content.offices[0]!.phones).toEqual([{ phone_number: '+49301234567', messengers: ['telegram'] }]);
    expect(content.offices[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(content.company_benefits[0]).toMatchObject({ icon: 'gift', description: { en: '', ru: 'Free first call' } });
    expect(content.feedback_form).toEqual({ type_id: 1, description: { en: '', ru: 'Ask us' } });
  });

  it('merges another locale into the stored texts and keeps the ones already written', () => {
    const english = contentFromForm(form(), null, 'en');
    const russian = contentFromForm(
      editedForm(english, 'ru', {
        name: 'Альфа Миграция',
        motto: 'Переезжаем вместе',
        description: 'Визы и ВНЖ.',
      }),
      english,
      'ru',
    );
    expect(russian.name).toEqual({ en: 'Alpha Migration', ru: 'Альфа Миграция' });
    expect(russian.motto).toEqual({ en: 'We move you', ru: 'Переезжаем вместе' });
    // Sub-items sent back with their ids keep their English texts and ids.
    expect(russian.offices[0]!.id).toBe(english.offices[0]!.id);
    expect(russian.offices[0]!.address).toEqual({ en: 'Berlin, Unter den Linden 1', ru: '' });
    expect(russian.company_achievements[0]).toEqual({
      ...english.company_achievements[0],
      description: { en: '500 families moved', ru: '' },
    });
    expect(russian.offices[0]!.office_employees[0]!.id).toBe(english.offices[0]!.office_employees[0]!.id);
  });

  it('removes the items left out of the form in every locale, and makes an unknown uuid a new item', () => {
    const stored = contentFromForm(
      form({ company_achievements: [{ description: 'One' }, { description: 'Two' }] }),
      null,
      'en',
    );
    const [first, second] = stored.company_achievements;
    const unknown = randomUUID();
    const next = contentFromForm(
      form({
        company_achievements: [
          { uuid: second!.id, description: 'Two, edited' },
          { uuid: unknown, description: 'Three' },
        ],
      }),
      stored,
      'en',
    );
    const ids = next.company_achievements.map((item) => item.id);
    expect(ids).not.toContain(first!.id);
    expect(ids[0]).toBe(second!.id);
    expect(ids[1]).not.toBe(unknown);
    expect(next.company_achievements.map((item) => item.description.en)).toEqual(['Two, edited', 'Three']);
  });
});

describe('companyAccountView', () => {
  it('answers the default new company within the contract: one office with one row each, every block shown', () => {
    const view = companyAccountView(null, defaultCompanyContent(), 'en');
    expect(z.safeParse(companyAccount, view).success).toBe(true);
    expect(view).toMatchObject({
      uuid: null,
      slug: null,
      plan: 'basic',
      status: 'draft',
      published: false,
      has_approved_version: false,
      show_achievements_block: true,
      show_benefits_block: true,
      show_payment_block: true,
      filled_locales: [],
      text_locales: [],
    });
    expect(view.offices).toHaveLength(1);
    const [office] = view.offices;
    expect([office!.office_working_times, office!.office_holidays, office!.phones].map((rows) => rows.length)).toEqual([
      1, 1, 1,
    ]);
    expect(view.image_library.length).toBeGreaterThan(0);
  });

  it('shows the edited locale without falling back, with file ids and icon urls', () => {
    const logo = `/media/company-logos/${COMPANY}/0c2d8a6e-1111-4222-8333-444455556666.png`;
    const content = contentFromForm(form({ logo }), null, 'en');
    const view = companyAccountView(null, content, 'uk');
    expect(view.name).toBe('');
    expect(view.logo_uuid).toBe('0c2d8a6e-1111-4222-8333-444455556666');
    expect(view.company_benefits[0]).toMatchObject({ icon_id: 'gift', icon_url: '/icons/gift.svg' });
    expect(view.filled_locales).toEqual(['en']);
    expect(fileId(null)).toBeNull();
  });
});

describe('missingTexts', () => {
  it('names every empty required text of the locale by its form path', () => {
    const content = contentFromForm(
      form({ motto: '', company_achievements: [{ description: 'ok' }, { description: '' }] }),
      null,
      'en',
    );
    content.offices[0]!.address = { en: ' ' };
    expect(missingTexts(content, 'en')).toEqual({
      motto: ['Fill in this field.'],
      'offices.0.address': ['Fill in this field.'],
      'company_achievements.1.description': ['Fill in this field.'],
    });
    expect(Object.keys(missingTexts(content, 'uk'))).toContain('name');
  });

  it('does not ask for the texts of a hidden block, as filled_locales does not', () => {
    const content = contentFromForm(
      form({ show_benefits_block: false, company_benefits: [{ description: '', icon_id: null }] }),
      null,
      'en',
    );
    expect(missingTexts(content, 'en')).toEqual({});
    expect(companyContent(content).filled_locales).toEqual(['en']);
  });
});

describe('companySlug', () => {
  it.each([
    ['Alpha Migration GmbH', 'alpha-migration-gmbh'],
    ['Иммиграция Плюс', 'immigratsiya-plyus'],
    ['Їжак і Ґудзик', 'yizhak-i-gudzik'],
    ['Café  Zürich!', 'cafe-zurich'],
    ['***', ''],
  ])('slugifies %s as %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('adds a piece of the id so two companies of one name differ', () => {
    expect(companySlug('Alpha', COMPANY)).toBe('alpha-6f1c2a4e');
    expect(companySlug('***', COMPANY)).toBe('company-6f1c2a4e');
  });
});
