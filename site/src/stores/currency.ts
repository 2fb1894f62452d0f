import { atom, type ReadableAtom } from 'nanostores';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@migralink/shared/enums';
import { browserCookieJar, readCookie, serializeCookie, type CookieJar } from './cookies';

/** The cookie the chosen currency is kept in (the server may read it too). */
export const CURRENCY_COOKIE = 'currency';

export interface CurrencyStore {
  readonly $currency: ReadableAtom<Currency>;
  /** Chooses a currency and remembers it in the cookie; unknown codes are ignored. */
  setCurrency(value: unknown): void;
}

/** A currency store over a cookie jar: starts from the cookie (else EUR), writes it on every change. */
export function createCurrencyStore(jar: CookieJar | undefined): CurrencyStore {
  const stored = jar ? readCookie(jar.read(), CURRENCY_COOKIE) : undefined;
  const $currency = atom<Currency>(isCurrency(stored) ? stored : DEFAULT_CURRENCY);
  return {
    $currency,
    setCurrency(value) {
      if (!isCurrency(value)) return;
      $currency.set(value);
      jar?.write(serializeCookie(CURRENCY_COOKIE, value));
    },
  };
}

const store = createCurrencyStore(browserCookieJar());

/** The visitor's currency (X-Currency of every API call). */
export const $currency = store.$currency;
export const setCurrency = store.setCurrency;
