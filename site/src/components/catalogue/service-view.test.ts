import { describe, expect, it } from 'vitest';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { iconSrc, serviceJsonLd } from './service-view';
import { iconDataUrl, iconSvg } from '@/components/library/icons';

const service = {
  uuid: 's1',
  name: 'EU Blue Card',
  price_from: 240,
  price_to: 390,
  currency: 'EUR',
  receiving_reason: 'A job offer in Germany.',
  country: { id: 'DE', name: 'Germany' },
  main_category: { id: 101, name: 'Work visa' },
  company: { name: 'Nordlicht Relocation', slug: 'nordlicht', uuid: 'c1', logo: '/media/logo.png' },
} as unknown as ServicePage;
const urls = {
  page: 'https://x.test/en/service/s1/',
  company: 'https://x.test/en/company/nordlicht/',
  origin: 'https://x.test',
};

describe('serviceJsonLd', () => {
  it('describes the service, its country and its company as the provider Organization', () => {
    expect(serviceJsonLd(service, urls)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'EU Blue Card',
      url: 'https://x.test/en/service/s1/',
      description: 'A job offer in Germany.',
      serviceType: 'Work visa',
      areaServed: { '@type': 'Country', name: 'Germany' },
      provider: {
        '@type': 'Organization',
        name: 'Nordlicht Relocation',
        url: 'https://x.test/en/company/nordlicht/',
        logo: 'https://x.test/media/logo.png',
      },
      offers: {
        '@type': 'Offer',
        price: 240,
        priceCurrency: 'EUR',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 240, maxPrice: 390, priceCurrency: 'EUR' },
      },
    });
  });

  it('offers a single amount plainly, and nothing when the price is hidden', () => {
    expect(serviceJsonLd({ ...service, price_from: null, price_to: 500 }, urls).offers).toEqual({
      '@type': 'Offer',
      price: 500,
      priceCurrency: 'EUR',
    });
    const hidden = serviceJsonLd({ ...service, price_from: null, price_to: null, receiving_reason: '' }, urls);
    expect(hidden).not.toHaveProperty('offers');
    expect(hidden).not.toHaveProperty('description');
  });
});

describe('iconSrc', () => {
  it.each(['user-check', 'receipt'] as const)("writes the library's %s icon into the page", (icon) => {
    expect(iconSrc(icon)).toBe(iconDataUrl(icon));
    expect(decodeURIComponent(iconSrc(icon)!)).toBe(`data:image/svg+xml,${iconSvg(icon).trim()}`);
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['marriage', undefined],
    ['constructor', undefined],
    ['../secret', undefined],
    ['a b', undefined],
  ])('%s → %s', (icon, expected) => {
    expect(iconSrc(icon)).toBe(expected);
  });
});
