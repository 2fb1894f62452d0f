import type { Page } from 'playwright-core';

/** What the browser tests of the SEO pages read: the catalogue API's answers, and a search page's cards. */

/** `GET /v1/search/landing-pages`: what the build makes pages of. */
export interface LandingPages {
  data: {
    pages: {
      path: string;
      filters: {
        country_id: string | null;
        country_destination_id: string;
        immigration_purpose_id: number | null;
        category_id: number | null;
        parent_category_id: number | null;
      };
      total: number;
    }[];
    companies: { uuid: string; slug: string }[];
    services: string[];
  };
}

/** `GET /v1/service/{uuid}`. */
export interface ServiceAnswer {
  data: {
    uuid: string;
    name: string;
    price_from: number | null;
    price_to: number | null;
    background_image: string | null;
    company: { uuid: string; slug: string; name: string };
  };
}

/** Calls of the public catalogue API at `api`. */
export function catalogueApi(api: string) {
  /** An API answer in a language and a currency. */
  async function apiGet<T>(path: string, currency = 'EUR', locale = 'en'): Promise<T> {
    const response = await fetch(api + path, { headers: { 'X-Localization': locale, 'X-Currency': currency } });
    return (await response.json()) as T;
  }

  /** The Russian name of a country, as the API gives it. */
  async function countryName(code: string): Promise<string> {
    const answer = (await (await fetch(`${api}/v1/search/init`, { headers: { 'X-Localization': 'ru' } })).json()) as {
      data: { countries: { id: string; name: string }[] };
    };
    return answer.data.countries.find((country) => country.id === code)!.name;
  }

  /** What the build makes pages of. */
  const landingPages = async () =>
    ((await (await fetch(`${api}/v1/search/landing-pages`)).json()) as LandingPages).data;

  return { apiGet, countryName, landingPages };
}

/** The company cards a search page lists. */
export const cards = (page: Page) => page.locator('[data-testid="company-list"] > li');
