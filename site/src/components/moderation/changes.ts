import { isLocale, LOCALES, type Locale } from '@migralink/shared/locales';

/**
 * How the moderation screen shows a change (`offices.0.address.ru`, before,
 * after): the path as readable segments, and each value as a small tree the
 * screen renders (texts per language, lists, records) instead of raw JSON.
 */

export type PathSegment = { readonly field: string } | { readonly position: number };

export interface ChangePath {
  /** Fields by their stored name (`company_benefits`), list items by position from 1. */
  readonly segments: readonly PathSegment[];
  /** The language, when the change is one language's text. */
  readonly locale?: Locale;
}

export function formatChangePath(path: string): ChangePath {
  const parts = path.split('.').filter(Boolean);
  const last = parts.at(-1);
  // A language as the last segment of a path with more: the text of that language (`name.ru`).
  const locale = parts.length > 1 && isLocale(last) ? last : undefined;
  if (locale) parts.pop();
  const segments = parts.map((part): PathSegment =>
    /^\d+$/.test(part) ? { position: Number(part) + 1 } : { field: part },
  );
  return locale ? { segments, locale } : { segments };
}

/** A field as the screen names it: in words when it is one of `known`, else its name spaced out (`cash enabled`). */
export function fieldLabel(field: string, known: readonly string[], name: (field: string) => string): string {
  return known.includes(field) ? name(field) : field.replaceAll('_', ' ');
}

export type ValueView =
  | { readonly kind: 'empty' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'flag'; readonly value: boolean }
  | { readonly kind: 'localized'; readonly texts: readonly (readonly [Locale, string])[] }
  | { readonly kind: 'list'; readonly items: readonly ValueView[] }
  | { readonly kind: 'record'; readonly entries: readonly (readonly [string, ValueView])[] };

const EMPTY: ValueView = { kind: 'empty' };
const ID_KEYS = new Set(['id', 'uuid']);

/** `{en, ru?, uk?}` with texts: a LocalizedText as stored. */
function isLocalizedText(value: object): value is Partial<Record<Locale, string>> {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => isLocale(key) && typeof text === 'string');
}

/** A stored value as the screen shows it; nothing, empty texts and empty lists all read as empty. */
export function describeValue(value: unknown): ValueView {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return { kind: 'text', text: String(value) };
  }
  if (Array.isArray(value)) {
    return value.length ? { kind: 'list', items: value.map(describeValue) } : EMPTY;
  }
  if (typeof value !== 'object') return EMPTY;
  if (isLocalizedText(value)) {
    const texts = LOCALES.flatMap((locale) => {
      const text = value[locale];
      return text ? [[locale, text] as const] : [];
    });
    return texts.length ? { kind: 'localized', texts } : EMPTY;
  }
  const entries = Object.entries(value)
    // Ids mean nothing to a moderator; they only match items between versions.
    .filter(([key]) => !ID_KEYS.has(key))
    .map(([key, item]) => [key.replaceAll('_', ' '), describeValue(item)] as const);
  return entries.length ? { kind: 'record', entries } : EMPTY;
}

/** Prices are stored in minor units: the public prices in EUR, `offer_*` in the owner's currency (named beside them). */
const MINOR_UNITS: Readonly<Record<string, string | null>> = {
  price_from: 'EUR',
  price_to: 'EUR',
  offer_price_from: null,
  offer_price_to: null,
};

/** A changed value as the screen shows it: as `describeValue` does, prices as amounts in the screen's language. */
export function describeChange(path: string, value: unknown, locale: string): ValueView {
  const last = formatChangePath(path).segments.at(-1);
  const field = last && 'field' in last ? last.field : undefined;
  if (typeof value !== 'number' || field === undefined || !Object.hasOwn(MINOR_UNITS, field))
    return describeValue(value);
  const currency = MINOR_UNITS[field];
  const format = currency ? { style: 'currency' as const, currency } : { minimumFractionDigits: 2 };
  return { kind: 'text', text: new Intl.NumberFormat(locale, format).format(value / 100) };
}
