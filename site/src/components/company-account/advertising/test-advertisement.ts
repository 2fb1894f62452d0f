import type { Advertisement, AdvertisementsInit } from '@migralink/shared/schemas/billing';

/** An advertisement as the API lists it; each test overrides what it is about. */
export function advertisementOf(overrides: Partial<Advertisement> = {}): Advertisement {
  return {
    id: '7b0c1f0e-2a7d-4a8e-9c11-3d5e6f708192',
    slots: [
      {
        country: { id: 'DE', name: 'Germany' },
        purpose: { id: 3, name: 'Work' },
        category: null,
      },
    ],
    starts_on: '2026-12-01',
    ends_on: '2026-12-10',
    days: 10,
    status: 'scheduled',
    total_price: 50,
    currency: 'EUR',
    impressions: 0,
    clicks: 0,
    created_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of the company's advertisements, as `GET /v1/account/company/advertisements` answers it. */
export function advertisementPage(items: readonly Advertisement[], page = 1, lastPage = 1, total = items.length) {
  return { data: items, meta: { current_page: page, last_page: lastPage, per_page: 20, total } };
}

/** What an advertisement can target, as `GET /v1/account/advertisement/init` answers it. */
export const ADVERTISEMENTS_INIT: AdvertisementsInit = {
  daily_rate: 5,
  charged_daily_rate: 5,
  currency: 'EUR',
  max_days: 365,
  max_slots: 3,
  countries: [
    { id: 'DE', name: 'Germany' },
    { id: 'PL', name: 'Poland' },
  ],
  immigration_purposes: [
    { id: 3, name: 'Work' },
    { id: 4, name: 'Study' },
  ],
  categories: [{ id: 101, name: 'Visas' }],
};
