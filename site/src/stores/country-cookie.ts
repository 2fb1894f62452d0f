/** The cookie the visitor's country is kept in (`GET /v1/ip` → `iso_code`, stored in the country cookie: docs/product.md, "Visitor's country"). */
export const COUNTRY_COOKIE = 'country';

/** An ISO 3166-1 alpha-2 code, as `GET /v1/ip` answers it; anything else in the cookie is ignored. */
export const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value);
