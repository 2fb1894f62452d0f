import { describe, expect, it } from 'vitest';
import { serviceContentFixture } from '#data/fixtures';
import type { Names } from '#reference/lists';
import { nameIds, referenceIds } from './names';

const NAMES: Names = {
  country: (code) => ({ PT: 'Португалия', UA: 'Украина', DE: 'Германия' })[code] ?? null,
  purpose: (id) => ({ 1: 'Работа', 5: 'Учёба' })[id] ?? null,
  category: (id) => ({ 1: 'Визы', 2: 'Виза D7' })[id] ?? null,
  timeUnit: (id) => ({ 3: 'месяцы' })[id] ?? null,
};

describe('the reference names of a moderated item', () => {
  it('names every reference id of both versions: countries, purposes, categories, time units', () => {
    const approved = serviceContentFixture();
    const draft = serviceContentFixture({
      search_attributes: {
        country: 'DE',
        countries: ['UA'],
        immigration_purposes: [1, 5],
        categories: [2],
        main_category: 1,
      },
    });
    expect(nameIds(referenceIds([draft, approved]), NAMES)).toEqual({
      countries: { DE: 'Германия', UA: 'Украина', PT: 'Португалия' },
      purposes: { 1: 'Работа', 5: 'Учёба' },
      categories: { 1: 'Визы', 2: 'Виза D7' },
      time_units: { 3: 'месяцы' },
    });
  });

  it('leaves out what is unset or unknown, and finds nothing in a company or a missing version', () => {
    const draft = serviceContentFixture({
      time_unit_id: 99,
      search_attributes: { country: '', countries: [], immigration_purposes: [], categories: [], main_category: 0 },
    });
    expect(nameIds(referenceIds([draft, null, { name: { en: 'Acme' } }]), NAMES)).toEqual({
      countries: {},
      purposes: {},
      categories: {},
      time_units: {},
    });
  });
});
