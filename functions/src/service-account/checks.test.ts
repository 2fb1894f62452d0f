import { describe, expect, it } from 'vitest';
import { serviceContent, NO_SEARCH_ATTRIBUTES } from '#data/services';
import { serviceContentFixture } from '#data/fixtures';
import type { CategoryItem } from '#data/reference';
import { missingAttributes, searchAttributesProblems, searchAttributesView } from './attributes';
import { serviceProblems } from './completeness';
import { defaultServiceForm } from './form';
import { serviceFormProblems } from './form-checks';

const category = (id: number, parent_id: number | null): CategoryItem => ({
  id,
  parent_id,
  slug: `c${id}`,
  name: { en: `C${id}` },
  icon: null,
});
const reference = {
  countries: [{ code: 'PT', slug: 'portugal', name: { en: 'Portugal' }, groups: [] }],
  purposes: [{ id: 1, slug: 'work', name: { en: 'Work' } }],
  categories: [category(100, null), category(101, 100), category(200, null), category(201, 200)],
  timeUnits: [{ id: 1, slug: 'day', name: { en: 'Day' } }],
  currencies: [{ code: 'USD' as const, rate: 1.16, symbol: '$', name: { en: 'US dollar' } }],
};

describe('searchAttributesProblems', () => {
  const valid = { country: 'PT', countries: [], immigration_purposes: [1], categories: [101], main_category: 100 };

  it('accepts ids of the reference data with categories of the main category', () => {
    expect(searchAttributesProblems(valid, reference, 'en')).toEqual({});
  });

  it('names every unknown id and a category of another parent, in the caller language', () => {
    const errors = searchAttributesProblems(
      { country: 'XX', countries: ['YY'], immigration_purposes: [99], categories: [201, 999], main_category: 101 },
      reference,
      'ru',
    );
    expect(errors).toEqual({
      country: ['Такого значения нет в списке.'],
      countries: ['Такого значения нет в списке.'],
      immigration_purposes: ['Такого значения нет в списке.'],
      main_category: ['Такого значения нет в списке.'],
      categories: ['Выберите категории только из основной категории.', 'Такого значения нет в списке.'],
    });
  });
});

describe('missingAttributes and searchAttributesView', () => {
  it('names every attribute a new service lacks and shows them as not set', () => {
    expect(Object.keys(missingAttributes(NO_SEARCH_ATTRIBUTES, 'en'))).toEqual([
      'country',
      'immigration_purposes',
      'categories',
      'main_category',
    ]);
    expect(searchAttributesView('id', NO_SEARCH_ATTRIBUTES)).toEqual({
      uuid: 'id',
      country: null,
      countries: [],
      immigration_purposes: [],
      categories: [],
      main_category: null,
    });
  });
});

describe('serviceProblems', () => {
  it('is empty for a service complete in some locale with its attributes', () => {
    expect(serviceProblems(serviceContent(serviceContentFixture()), 'uk', 'en')).toEqual({});
  });

  it('names the missing texts of the edited locale of shown blocks when no locale is complete', () => {
    const content = serviceContent(
      serviceContentFixture({
        name: { en: '', ru: 'Виза' },
        show_documents_block: false,
        service_documents: [{ id: 'd', name: { en: '' }, icon: null }],
        service_benefits: [{ id: 'b', name: { en: '', ru: 'Плюс' }, description: { en: '' }, icon: null }],
        search_attributes: NO_SEARCH_ATTRIBUTES,
      }),
    );
    const required = ['Заполните это поле.'];
    expect(serviceProblems(content, 'ru', 'ru')).toEqual({
      'service_benefits.0.description': required,
      country: required,
      immigration_purposes: required,
      categories: required,
      main_category: required,
    });
  });
});

describe('serviceFormProblems', () => {
  const owners = { companyId: 'company-1', userId: 'user-1' };
  const form = defaultServiceForm(1);

  it('accepts known units and currencies and backgrounds of the own company or already stored', () => {
    const previous = serviceContentFixture({
      feedback_forms: [{ id: 'f', type_id: 1, description: { en: '' }, background_image: '/media/x/other/a.png' }],
    });
    const feedback_forms = [
      { uuid: 'f', type: { id: 1 as const }, description: '', background_image: '/media/x/other/a.png' },
      { uuid: null, type: { id: 2 as const }, description: '', background_image: '/media/x/company-1/b.png' },
    ];
    expect(serviceFormProblems({ ...form, feedback_forms }, previous, reference, owners, 'en')).toEqual({});
  });

  it('refuses an unknown time unit, a currency without a rate and a stranger file', () => {
    const feedback_forms = [
      { uuid: null, type: { id: 1 as const }, description: '', background_image: '/media/x/other/a.png' },
    ];
    const errors = serviceFormProblems(
      { ...form, time_unit: { id: 9 }, currency: { id: 'GBP' }, feedback_forms },
      null,
      reference,
      owners,
      'en',
    );
    expect(errors).toEqual({
      'time_unit.id': ['This value is not in the list.'],
      'currency.id': ['This value is not in the list.'],
      'feedback_forms.0.background_image': ['Upload the image again: this is not one of your uploaded files.'],
    });
  });
});
