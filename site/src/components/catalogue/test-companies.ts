import type { AdvertisedCard, CompanyCard } from '@migralink/shared/schemas/catalogue';

/** A company of a results list for the tests: named and linked by its id. */
export const companyCard = (uuid: string): CompanyCard => ({
  uuid,
  slug: uuid,
  name: uuid,
  motto: '',
  logo: null,
  plan: 'basic',
  address: null,
  offices_count: 1,
  filled_locales: ['en'],
  text_locale: 'en',
  countries: [],
  price_from: null,
  currency: 'EUR',
  rating: null,
  certificate: null,
});

/** A paid placement of a results list for the tests: the company's card and its advertisement's id (`ad-<uuid>`). */
export const advertisedCard = (uuid: string): AdvertisedCard => ({
  ...companyCard(uuid),
  advertisement_id: `ad-${uuid}`,
});
