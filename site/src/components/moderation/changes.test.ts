import { describe, expect, it } from 'vitest';
import { describeChange, describeValue, fieldLabel, formatChangePath, type Vocabulary } from './changes';

/** What the API answers with an item, for a moderator reading Russian. */
const RU: Vocabulary = {
  locale: 'ru',
  names: {
    countries: { PT: 'Португалия', UA: 'Украина' },
    purposes: { 5: 'Воссоединение семьи', 6: 'Учёба' },
    categories: { 200: 'ВНЖ', 204: 'ВНЖ для пассивного дохода' },
    time_units: { 3: 'Месяц' },
  },
};
const EN: Vocabulary = { ...RU, locale: 'en' };

describe('a change path', () => {
  it.each([
    ['name.ru', { segments: [{ field: 'name' }], locale: 'ru' }],
    ['offices.0.address.uk', { segments: [{ field: 'offices' }, { position: 1 }, { field: 'address' }], locale: 'uk' }],
    ['company_benefits.2', { segments: [{ field: 'company_benefits' }, { position: 3 }] }],
    ['cash_enabled', { segments: [{ field: 'cash_enabled' }] }],
    ['', { segments: [] }],
  ])('%s', (path, expected) => {
    expect(formatChangePath(path)).toEqual(expected);
  });

  it('reads a lone language code as a field, not a language', () => {
    expect(formatChangePath('en')).toEqual({ segments: [{ field: 'en' }] });
  });
});

describe('a changed value', () => {
  it('is empty when nothing was there', () => {
    expect(describeValue(undefined)).toEqual({ kind: 'empty' });
    expect(describeValue(null)).toEqual({ kind: 'empty' });
    expect(describeValue('')).toEqual({ kind: 'empty' });
    expect(describeValue([])).toEqual({ kind: 'empty' });
  });

  it('shows texts, numbers and flags as themselves', () => {
    expect(describeValue('Kyiv')).toEqual({ kind: 'text', text: 'Kyiv' });
    expect(describeValue(50.45)).toEqual({ kind: 'text', text: '50.45' });
    expect(describeValue(false)).toEqual({ kind: 'flag', value: false });
  });

  it('shows a text of several languages per language, in the site order, without the empty ones', () => {
    expect(describeValue({ uk: 'Київ', en: 'Kyiv', ru: '' })).toEqual({
      kind: 'localized',
      texts: [
        ['en', 'Kyiv'],
        ['uk', 'Київ'],
      ],
    });
  });

  it('shows a new list item field by field (by their stored names, which the screen names), without its id', () => {
    expect(
      describeValue([{ id: '0d3c6c1e-5d8a-4f8e-9a39-1f0e6a1d2b3c', description: { en: 'Fast' }, icon_id: 'clock' }]),
    ).toEqual({
      kind: 'list',
      items: [
        {
          kind: 'record',
          entries: [
            ['description', { kind: 'localized', texts: [['en', 'Fast']] }],
            ['icon_id', { kind: 'text', text: 'clock' }],
          ],
        },
      ],
    });
  });
});

describe('fieldLabel', () => {
  const name = (field: string) => `«${field}»`;
  it('names a known field in words and spaces out the name of any other', () => {
    expect(fieldLabel('price_to', ['price_to'], name)).toBe('«price_to»');
    expect(fieldLabel('brand_new_field', ['price_to'], name)).toBe('brand new field');
  });
});

const text = (shown: string) => ({ kind: 'text', text: shown });

describe('describeChange', () => {
  it('shows prices, stored in minor units, as amounts in the screen language', () => {
    expect(describeChange('price_to', 1_370_000, EN)).toEqual(text('€13,700.00'));
    expect(describeChange('offer_price_from', 250_050, EN)).toEqual(text('2,500.50'));
    expect(describeChange('duration', 3, EN)).toEqual(text('3'));
  });

  it("names reference ids with the item's names: time unit, purposes, categories, countries", () => {
    expect(describeChange('time_unit_id', 3, RU)).toEqual(text('Месяц'));
    expect(describeChange('search_attributes.immigration_purposes.1', 6, RU)).toEqual(text('Учёба'));
    expect(describeChange('search_attributes.categories', [204], RU)).toEqual({
      kind: 'list',
      items: [text('ВНЖ для пассивного дохода')],
    });
    expect(
      describeChange(
        'search_attributes',
        { country: 'PT', countries: ['UA'], immigration_purposes: [5, 6], categories: [204], main_category: 200 },
        RU,
      ),
    ).toEqual({
      kind: 'record',
      entries: [
        ['country', text('Португалия')],
        ['countries', { kind: 'list', items: [text('Украина')] }],
        ['immigration_purposes', { kind: 'list', items: [text('Воссоединение семьи'), text('Учёба')] }],
        ['categories', { kind: 'list', items: [text('ВНЖ для пассивного дохода')] }],
        ['main_category', text('ВНЖ')],
      ],
    });
  });

  it('shows a new order of offices as their addresses, not their ids', () => {
    const order = [{ en: 'Porto, Rua das Flores 5', ru: 'Порту, Руа-даш-Флореш 5' }, { en: 'Lisbon' }];
    expect(describeChange('offices', order, RU)).toEqual({
      kind: 'list',
      items: [
        {
          kind: 'localized',
          texts: [
            ['en', 'Porto, Rua das Flores 5'],
            ['ru', 'Порту, Руа-даш-Флореш 5'],
          ],
        },
        { kind: 'localized', texts: [['en', 'Lisbon']] },
      ],
    });
  });

  it("names the fixed choices in the moderator's language: office types and kinds, payments, currencies, forms", () => {
    expect(describeChange('offices.0.office_type_id', 1, RU)).toEqual(text('Головной офис'));
    expect(describeChange('offices.0.type', 'branch', EN)).toEqual(text('Additional office'));
    expect(describeChange('type', 'law_firm', RU)).toEqual(text('Юридическая фирма'));
    expect(describeChange('company_payment_methods.0', 'bank_transfer', RU)).toEqual(text('Банковский перевод'));
    expect(describeChange('company_payment_methods', ['bank_transfer'], EN)).toEqual({
      kind: 'list',
      items: [text('Bank transfer')],
    });
    expect(describeChange('cash_currencies.1', 'UAH', RU)).toEqual(text('Украинская гривна'));
    expect(describeChange('cryptocurrencies.0', 'USDT', EN)).toEqual(text('Tether (USDT)'));
    expect(describeChange('offices.0.phones.0.messengers.0', 'whatsapp', RU)).toEqual(text('WhatsApp'));
    expect(describeChange('feedback_form.type_id', 2, RU)).toEqual(text('Заказ обратного звонка'));
    expect(describeChange('offices.0.office_working_times.0.days', [1, 7], RU)).toEqual({
      kind: 'list',
      items: [text('понедельник'), text('воскресенье')],
    });
  });

  it('names the codes inside a whole new office too', () => {
    const office = {
      id: 'o1',
      type: 'head',
      office_type_id: 1,
      phones: [{ phone_number: '+351', messengers: ['viber'] }],
    };
    expect(describeChange('offices.1', office, EN)).toEqual({
      kind: 'record',
      entries: [
        ['type', text('Main office')],
        ['office_type_id', text('Head office')],
        [
          'phones',
          {
            kind: 'list',
            items: [
              {
                kind: 'record',
                entries: [
                  ['phone_number', text('+351')],
                  ['messengers', { kind: 'list', items: [text('Viber')] }],
                ],
              },
            ],
          },
        ],
      ],
    });
  });

  it('shows an id it has no name for as it is', () => {
    expect(describeChange('time_unit_id', 9, RU)).toEqual(text('9'));
    expect(describeChange('offices.0.office_type_id', 42, RU)).toEqual(text('42'));
  });

  it('shows stored images (logo, avatars, backgrounds, library icons) as images, only from this site', () => {
    expect(describeChange('logo', '/media/logos/u1/l.png', RU)).toEqual({
      kind: 'image',
      src: '/media/logos/u1/l.png',
      field: 'logo',
    });
    expect(describeChange('offices.0.office_employees.0.avatar', '/media/avatars/u1/a.jpg', RU)).toMatchObject({
      kind: 'image',
      field: 'avatar',
    });
    expect(describeChange('feedback_forms.0.background_image', '/backgrounds/sea.svg', RU)).toMatchObject({
      kind: 'image',
      src: '/backgrounds/sea.svg',
    });
    expect(describeChange('company_benefits.0.icon', 'clock', RU)).toEqual({
      kind: 'image',
      src: '/icons/clock.svg',
      field: 'icon',
    });
    expect(describeChange('company_benefits.0.icon', 'not-drawn', RU)).toEqual(text('not-drawn'));
    expect(describeChange('logo', 'https://elsewhere.example/l.png', RU)).toEqual(
      text('https://elsewhere.example/l.png'),
    );
    expect(describeChange('logo', '//elsewhere.example/l.png', RU)).toMatchObject({ kind: 'text' });
  });
});
