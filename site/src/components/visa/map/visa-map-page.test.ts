import { describe, expect, it } from 'vitest';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { passportDatasetJsonLd, visaMapCrumbs } from './visa-map-page';
import { passportMapPath, passportMapUrl } from '@/urls/visa-map-paths';

const GERMANY = { id: 'DE', name: 'Германия', slug: 'germany' };

describe('the visa map pages', () => {
  it("put a passport's page under the map page, in every language", () => {
    expect(passportMapPath('czech-republic')).toBe('/visa-free-map/czech-republic/');
    expect(passportMapUrl('germany', 'ru')).toBe('/ru/visa-free-map/germany/');
  });

  it('lead home › the map › the passport', () => {
    expect(visaMapCrumbs({ home: 'Главная', map: 'Карта' }, GERMANY)).toEqual([
      { name: 'Главная', path: '/' },
      { name: 'Карта', path: '/visa-free-map/' },
      { name: 'Германия', path: '/visa-free-map/germany/' },
    ]);
    expect(visaMapCrumbs({ home: 'Home', map: 'Map' })).toHaveLength(2);
  });

  it("describe a passport's page as a Dataset at its canonical address", () => {
    const map: VisaMap = {
      passport: { ...GERMANY, mobility: 160 },
      visa_map: [],
      visa_statuses: [{ id: 'visa_free', name: 'Без визы' }],
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    const texts = { name: 'Безвизовые страны', description: 'Куда можно поехать', publisher: 'Migralink' };
    expect(passportDatasetJsonLd(map, texts, 'https://example.org', 'ru')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: 'Безвизовые страны',
      description: 'Куда можно поехать',
      url: 'https://example.org/ru/visa-free-map/germany/',
      inLanguage: 'ru',
      dateModified: '2026-11-01T00:00:00.000Z',
      creator: { '@type': 'Organization', name: 'Migralink', url: 'https://example.org/ru/' },
      variableMeasured: ['Без визы'],
    });
  });
});
