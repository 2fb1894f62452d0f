import {
  choiceName,
  COMPANY_TYPE_NAMES,
  CRYPTO_NAMES,
  CURRENCY_NAMES,
  FEEDBACK_FORM_TYPE_NAMES,
  MESSENGER_NAMES,
  OFFICE_KIND_NAMES,
  OFFICE_TYPE_NAMES,
  PAYMENT_METHOD_NAMES,
} from '@migralink/shared/company-choices';
import { ICON_LIBRARY, iconUrl } from '@migralink/shared/company-ids';
import { isLocale, LOCALES, type Locale } from '@migralink/shared/locales';
import type { ReferenceNames } from '@migralink/shared/schemas/moderation';
import { weekdayName } from '@/i18n/dates';
import { amountText, moneyText } from '@/i18n/money';

/**
 * How the moderation screen shows a change (`offices.0.address.ru`, before,
 * after): the path as readable segments, and each value as a small tree the
 * screen renders (texts per language, lists, records) instead of raw JSON,
 * with what is stored as a code named in the moderator's language and stored
 * images shown as images.
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
  /** A stored image (logo, avatar, background, library icon), shown at its path; `field` names it. */
  | { readonly kind: 'image'; readonly src: string; readonly field: string }
  /** Fields by their stored name (`office_type_id`): the screen names them. */
  | { readonly kind: 'record'; readonly entries: readonly (readonly [string, ValueView])[] };

/** What names the codes of a version: the moderator's language and the reference names the item came with. */
export interface Vocabulary {
  readonly locale: Locale;
  readonly names: ReferenceNames;
}

const EMPTY: ValueView = { kind: 'empty' };
const ID_KEYS = new Set(['id', 'uuid']);
const NO_NAMES: ReferenceNames = { countries: {}, purposes: {}, categories: {}, time_units: {} };

/** `{en, ru?, uk?}` with texts: a LocalizedText as stored. */
function isLocalizedText(value: object): value is Partial<Record<Locale, string>> {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => isLocale(key) && typeof text === 'string');
}

/** Fields holding reference ids, and which of the item's reference names name them. */
const REFERENCE_FIELDS: Readonly<Record<string, keyof ReferenceNames>> = {
  country: 'countries',
  countries: 'countries',
  immigration_purposes: 'purposes',
  categories: 'categories',
  main_category: 'categories',
  time_unit_id: 'time_units',
};

type ChoiceNames = Parameters<typeof choiceName>[0];

/** Fields holding one of the fixed choices of `shared/company-choices`. */
const CHOICE_FIELDS: Readonly<Record<string, ChoiceNames>> = {
  office_type_id: OFFICE_TYPE_NAMES,
  company_payment_methods: PAYMENT_METHOD_NAMES,
  cash_currencies: CURRENCY_NAMES,
  cashless_currencies: CURRENCY_NAMES,
  offer_currency: CURRENCY_NAMES,
  currency: CURRENCY_NAMES,
  cryptocurrencies: CRYPTO_NAMES,
  messengers: MESSENGER_NAMES,
  type_id: FEEDBACK_FORM_TYPE_NAMES,
};

/** Fields holding the path of a stored image. */
const IMAGE_FIELDS = new Set(['logo', 'avatar', 'background_image']);

/** Prices are stored in minor units: the public prices in EUR, `offer_*` in the owner's currency (named beside them). */
const MINOR_UNITS: Readonly<Record<string, string | null>> = {
  price_from: 'EUR',
  price_to: 'EUR',
  offer_price_from: null,
  offer_price_to: null,
};

/** A path of this site: only those are shown as images (the pages allow no other origin, nor should a moderator's browser fetch one). */
const isOwnPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** A weekday of the offices' hours (1 = Monday … 7 = Sunday) in the moderator's language. */
const weekday = (day: number, locale: Locale): string | undefined =>
  Number.isInteger(day) && day >= 1 && day <= 7 ? weekdayName(day, locale, 'long') : undefined;

/** A single stored code or number under `fields` (the field names of its path, outermost first), as shown. */
function describeScalar(fields: readonly string[], value: string | number, vocabulary: Vocabulary): ValueView {
  const field = fields.at(-1) ?? '';
  const { locale } = vocabulary;
  const text = (shown: string | undefined) => ({ kind: 'text', text: shown ?? String(value) }) as const;
  const reference = REFERENCE_FIELDS[field];
  if (reference) return text(vocabulary.names[reference][String(value)]);
  // A company's `type` is its kind of business; an office's, head office or branch.
  const typeNames: ChoiceNames = fields.includes('offices') ? OFFICE_KIND_NAMES : COMPANY_TYPE_NAMES;
  if (field === 'type') return text(choiceName(typeNames, value, locale));
  const choices = CHOICE_FIELDS[field];
  if (choices) return text(choiceName(choices, value, locale));
  if (field === 'days' && typeof value === 'number') return text(weekday(value, locale));
  if (typeof value === 'string' && IMAGE_FIELDS.has(field) && isOwnPath(value))
    return { kind: 'image', src: value, field };
  if (field === 'icon' && (ICON_LIBRARY as readonly (string | number)[]).includes(value)) {
    return { kind: 'image', src: iconUrl(String(value)), field };
  }
  if (typeof value === 'number' && Object.hasOwn(MINOR_UNITS, field)) {
    const currency = MINOR_UNITS[field];
    return text(currency ? moneyText(value / 100, currency, locale, 'always') : amountText(value / 100, locale));
  }
  return text(undefined);
}

/**
 * A stored value as the screen shows it, named by the `fields` it is under;
 * nothing, empty texts and empty lists all read as empty.
 */
export function describeValue(
  value: unknown,
  vocabulary: Vocabulary = { locale: 'en', names: NO_NAMES },
  fields: readonly string[] = [],
): ValueView {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (typeof value === 'string' || typeof value === 'number') return describeScalar(fields, value, vocabulary);
  if (typeof value === 'bigint') return { kind: 'text', text: String(value) };
  if (Array.isArray(value)) {
    return value.length ? { kind: 'list', items: value.map((item) => describeValue(item, vocabulary, fields)) } : EMPTY;
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
    .map(([key, item]) => [key, describeValue(item, vocabulary, [...fields, key])] as const);
  return entries.length ? { kind: 'record', entries } : EMPTY;
}

/** A changed value as the screen shows it: named by the fields of its path (`search_attributes.categories.1`). */
export function describeChange(path: string, value: unknown, vocabulary: Vocabulary): ValueView {
  const fields = formatChangePath(path).segments.flatMap((segment) => ('field' in segment ? [segment.field] : []));
  return describeValue(value, vocabulary, fields);
}
