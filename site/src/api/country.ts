import { atom, type ReadableAtom } from 'nanostores';
import { IP_COUNTRY } from '@migralink/shared/api/endpoints';
import type { getIpCountry } from '@migralink/shared/api/reference';
import { callApi } from './client';
import { browserCookieJar, readCookie, serializeCookie, type CookieJar } from '@/stores/cookies';
import { COUNTRY_COOKIE, isCountryCode } from '@/stores/country-cookie';

export { COUNTRY_COOKIE };

export interface CountryStore {
  /** The visitor's ISO 3166-1 alpha-2 country, `undefined` until known (or when it cannot be). */
  readonly $country: ReadableAtom<string | undefined>;
  /**
   * Finds the country once per visitor (docs/product.md, "Visitor's country"): the cookie when present, else
   * `GET /v1/ip`, whose answer goes into the cookie and the store. Callers at the
   * same time share one request; a failure leaves the country unset (a later
   * call may try again) and never throws.
   */
  detectCountry(): Promise<string | undefined>;
}

export interface CountryStoreOptions {
  readonly jar: CookieJar | undefined;
  /** Asks the API for the visitor's country (`GET /v1/ip`), answering its `iso_code`. */
  readonly fetchCountry: () => Promise<unknown>;
  readonly log?: (message: string, error: unknown) => void;
}

export function createCountryStore({ jar, fetchCountry, log = console.warn }: CountryStoreOptions): CountryStore {
  const stored = () => {
    const value = jar ? readCookie(jar.read(), COUNTRY_COOKIE) : undefined;
    return isCountryCode(value) ? value : undefined;
  };
  const $country = atom<string | undefined>(stored());
  let pending: Promise<string | undefined> | undefined;

  const ask = async (): Promise<string | undefined> => {
    try {
      const code = await fetchCountry();
      if (!isCountryCode(code)) throw new Error(`GET /v1/ip answered no country code: ${JSON.stringify(code)}`);
      jar?.write(serializeCookie(COUNTRY_COOKIE, code));
      $country.set(code);
      return code;
    } catch (error) {
      log('Country detection failed', error);
      return undefined;
    }
  };

  return {
    $country,
    detectCountry() {
      const known = $country.get() ?? stored();
      if (known) {
        if ($country.get() !== known) $country.set(known);
        return Promise.resolve(known);
      }
      pending ??= ask().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

const store = createCountryStore({
  jar: browserCookieJar(),
  // By endpoint: the answer is checked as a country code above, and the route's schemas stay out of the page.
  fetchCountry: async () => (await callApi<typeof getIpCountry>(IP_COUNTRY, {})).data.iso_code,
});

/** The visitor's country (from the `country` cookie, or detected by `detectCountry`). */
export const $country = store.$country;
export const detectCountry = store.detectCountry;
