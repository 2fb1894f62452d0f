import { describe, expect, it } from 'vitest';
import { describeChange, describeValue, fieldLabel, formatChangePath } from './changes';

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

  it('shows a new list item field by field, without its id', () => {
    expect(
      describeValue([{ id: '0d3c6c1e-5d8a-4f8e-9a39-1f0e6a1d2b3c', description: { en: 'Fast' }, icon_id: 'clock' }]),
    ).toEqual({
      kind: 'list',
      items: [
        {
          kind: 'record',
          entries: [
            ['description', { kind: 'localized', texts: [['en', 'Fast']] }],
            ['icon id', { kind: 'text', text: 'clock' }],
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

describe('describeChange', () => {
  it('shows prices, stored in minor units, as amounts in the screen language', () => {
    expect(describeChange('price_to', 1_370_000, 'en')).toEqual({ kind: 'text', text: '€13,700.00' });
    expect(describeChange('offer_price_from', 250_050, 'en')).toEqual({ kind: 'text', text: '2,500.50' });
    expect(describeChange('duration', 3, 'en')).toEqual({ kind: 'text', text: '3' });
  });
});
