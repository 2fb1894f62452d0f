import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { ICON_LIBRARY, type IconId } from '@migralink/shared/company-ids';
import { iconDataUrl } from '@/components/library/icons';

/**
 * The picture of an icon of the image library, written into the page (`iconDataUrl`), or undefined for
 * any other value, so that no page shows a broken image.
 */
export function iconSrc(icon: string | null): string | undefined {
  return icon && (ICON_LIBRARY as readonly string[]).includes(icon) ? iconDataUrl(icon as IconId) : undefined;
}

/** schema.org `Offer` of a service's price: the amount, or the range as a `PriceSpecification`; none when hidden. */
function offerJsonLd(service: Pick<ServicePage, 'price_from' | 'price_to' | 'currency'>) {
  const { price_from: from, price_to: to, currency } = service;
  const price = from ?? to;
  if (price === null) return undefined;
  const range =
    from !== null && to !== null && from !== to
      ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: from, maxPrice: to, priceCurrency: currency } }
      : {};
  return { '@type': 'Offer', price, priceCurrency: currency, ...range };
}

/** schema.org `Service` of a service page, its company as the `provider` Organization (JSON-LD). */
export function serviceJsonLd(
  service: ServicePage,
  urls: { readonly page: string; readonly company: string; readonly origin: string },
): Record<string, unknown> {
  const offer = offerJsonLd(service);
  const { company } = service;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    url: urls.page,
    ...(service.receiving_reason ? { description: service.receiving_reason } : {}),
    serviceType: service.main_category.name,
    areaServed: { '@type': 'Country', name: service.country.name },
    provider: {
      '@type': 'Organization',
      name: company.name,
      url: urls.company,
      ...(company.logo ? { logo: new URL(company.logo, urls.origin).href } : {}),
    },
    ...(offer ? { offers: offer } : {}),
  };
}
