import { atom, type ReadableAtom } from 'nanostores';
import type { Locale } from '@migralink/shared/locales';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { browserCookieJar, readCookie } from '@/stores/cookies';
import { COUNTRY_COOKIE, isCountryCode } from '@/stores/country-cookie';
import type { SearchFilters } from '../search/search-url';
import { visaMapQueryUrl } from '@/urls/visa-map-paths';

/** What the companies search says of the visitor's passport in the destination. */
export interface VisaRuleShown {
  readonly passport: { readonly id: string; readonly name: string };
  readonly destination: string;
  readonly status: VisaMap['visa_map'][number]['status'];
  /** The status named in the page's language, as the API names it. */
  readonly statusName: string;
  readonly days: number | null;
  /** The passport's map page (built here, so the search's first JavaScript holds no visa paths). */
  readonly mapUrl: string;
}

export interface VisaRuleOptions {
  /** `GET /v1/countries/{passport}/visa-map` in the page's language. */
  readonly fetchMap: (passport: string) => Promise<VisaMap>;
  /** The visitor's country when no source country is chosen (`browserCountry` by default). */
  readonly visitorCountry?: () => Promise<string | undefined>;
}

/**
 * The visitor's country in a browser: the `country` cookie, else the country store (loaded only
 * then, as the layout's visitor script does), which asks `GET /v1/ip` once. None outside a browser.
 */
async function browserCountry(): Promise<string | undefined> {
  const jar = browserCookieJar();
  if (!jar) return undefined;
  const cookie = readCookie(jar.read(), COUNTRY_COOKIE);
  return isCountryCode(cookie) ? cookie : (await import('@/api/country')).detectCountry();
}

/** A passport's rule in a destination, when both are known and differ: what a page shows first. */
export function visaRuleOf(
  map: VisaMap | undefined,
  destination: string | undefined,
  locale: Locale,
): VisaRuleShown | undefined {
  return map && destination && map.passport.id !== destination ? ruleIn(map, destination, locale) : undefined;
}

const isCode = (value: string | undefined): value is string => value !== undefined && /^[A-Z]{2}$/.test(value);

/** The destination's entry of a passport's map, or undefined when the map has none. */
export function ruleIn(map: VisaMap, destination: string, locale: Locale): VisaRuleShown | undefined {
  const entry = map.visa_map.find((item) => item.id === destination);
  if (!entry) return undefined;
  const statusName = map.visa_statuses.find((status) => status.id === entry.status)?.name ?? entry.status;
  return {
    passport: { id: map.passport.id, name: map.passport.name },
    destination: entry.name,
    status: entry.status,
    statusName,
    days: entry.days,
    mapUrl: visaMapQueryUrl(map.passport.id, locale),
  };
}

/**
 * The visa rule above the search's results: the passport (the source country filter, else the
 * visitor's country) in the destination, from `GET /v1/countries/{passport}/visa-map` (once per
 * passport). An optional hint: unknown, failed or without both countries, it is simply not shown.
 * It calls by endpoint and checks nothing, like the search (no schema in the landing pages' JavaScript).
 */
export function createVisaRule({
  locale,
  fetchMap,
  visitorCountry = browserCountry,
  initial,
}: VisaRuleOptions & { readonly locale: Locale; readonly initial?: VisaRuleShown | undefined }) {
  const $rule = atom<VisaRuleShown | undefined>(initial);
  const maps = new Map<string, Promise<VisaMap>>();
  let asked = 0;

  const mapOf = (passport: string): Promise<VisaMap> => {
    let map = maps.get(passport);
    if (!map) {
      map = fetchMap(passport);
      // A failure is not kept: the next change of the filters asks again.
      map.catch(() => maps.delete(passport));
      maps.set(passport, map);
    }
    return map;
  };

  async function passportOf(filters: SearchFilters): Promise<string | undefined> {
    if (filters.from) return filters.from;
    try {
      return await visitorCountry();
    } catch {
      return undefined;
    }
  }

  return {
    $rule: $rule as ReadableAtom<VisaRuleShown | undefined>,
    /** The rule for the applied filters; an answer for earlier filters that arrives later is dropped. */
    async show(filters: SearchFilters): Promise<void> {
      const mine = ++asked;
      const destination = filters.country_destination;
      const passport = isCode(destination) ? await passportOf(filters) : undefined;
      if (mine !== asked) return;
      const current = $rule.get();
      if (!isCode(passport) || passport === destination) return $rule.set(undefined);
      if (current && current.passport.id !== passport) $rule.set(undefined);
      try {
        const rule = ruleIn(await mapOf(passport), destination!, locale);
        if (mine === asked) $rule.set(rule);
      } catch {
        if (mine === asked) $rule.set(undefined);
      }
    },
    /** Answers still on their way are dropped. */
    dispose(): void {
      asked += 1;
    },
  };
}

export type VisaRuleStore = ReturnType<typeof createVisaRule>;
