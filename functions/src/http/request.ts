import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@migralink/shared/enums';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@migralink/shared/locales';
import { HttpError, ValidationError } from './errors';

/** Largest JSON body we read; larger ones are refused with 413. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Header names are case-insensitive; API Gateway v2 already lower-cases them, the local server does too. */
export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.headers?.[name.toLowerCase()] ?? undefined;
}

/** The language of the answer: `X-Localization`, else English. An unknown value falls back too. */
export function readLocale(event: APIGatewayProxyEventV2): Locale {
  const value = header(event, 'x-localization')?.trim().toLowerCase();
  if (value === 'ua') return 'uk';
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The currency prices are shown in: `X-Currency`, else EUR. An unknown one is a 422. */
export function readCurrency(event: APIGatewayProxyEventV2): Currency {
  const value = header(event, 'x-currency')?.trim().toUpperCase();
  if (!value) return DEFAULT_CURRENCY;
  if (!isCurrency(value)) throw new ValidationError({ 'X-Currency': [`Unknown currency "${value.slice(0, 10)}".`] });
  return value;
}

/**
 * Query parameters from the raw query string: `key[]=a&key[]=b` and repeated
 * keys become lists (API Gateway would join repeats with commas).
 */
export function readQuery(event: APIGatewayProxyEventV2): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(event.rawQueryString ?? '')) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const previous = query[key];
    if (previous === undefined) query[key] = isList ? [value] : value;
    else query[key] = [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/** The JSON body, or undefined when none was sent; `assertJson` has checked its content type. */
export function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!hasBody(event)) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body!, 'base64') : Buffer.from(event.body!, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new HttpError(400, 'malformed_json', { cause: error });
  }
}

const hasBody = (event: APIGatewayProxyEventV2) => event.body !== undefined && event.body !== null && event.body !== '';

/**
 * A call that changes something, and any call with a body, sends JSON and
 * says so, or sends nothing: 415 otherwise. A form or a `text/plain` body is
 * what a page of another site can send without asking CORS first.
 */
export function assertJson(event: APIGatewayProxyEventV2): void {
  const type = header(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json' || type?.endsWith('+json')) return;
  const reads = ['GET', 'HEAD'].includes(event.requestContext?.http?.method?.toUpperCase() ?? 'GET');
  if (hasBody(event) || (type !== undefined && !reads)) throw new HttpError(415, 'unsupported_media_type');
}
