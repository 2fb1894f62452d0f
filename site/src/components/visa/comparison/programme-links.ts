import type { Locale } from '@migralink/shared/locales';
import type { LandingPages } from '@migralink/shared/schemas/catalogue';
import type { ImmigrationPurpose } from '@migralink/shared/schemas/reference';
import { localizedPath } from '@/urls/localized-url';
import { companiesSearchUrl } from '../../search/search-url';

/** The purposes that give a second passport, or a way to one: the first a country has a landing page for wins. */
export const PROGRAMME_PURPOSES = ['citizenship', 'permanent-residence', 'residence-permit'] as const;

/** Where the programmes of each country are listed: the landing page's path (without locale) by country code. */
export interface ProgrammeLinks {
  readonly landings: Readonly<Record<string, string>>;
  /** The citizenship purpose's id: the companies search of a country with no landing page filters by it. */
  readonly citizenship: number | undefined;
}

/**
 * At build time, from the landing pages and the purposes (`GET /v1/search/landing-pages`,
 * `GET /v1/search/init`): per destination, its landing page of citizenship, else of
 * permanent residence, else of a residence permit (the path names no category and no source country).
 */
export function programmeLinks(pages: LandingPages['pages'], purposes: readonly ImmigrationPurpose[]): ProgrammeLinks {
  const rank = new Map<number, number>();
  PROGRAMME_PURPOSES.forEach((slug, index) => {
    const purpose = purposes.find((item) => item.slug === slug);
    if (purpose) rank.set(purpose.id, index);
  });
  const best = new Map<string, { rank: number; path: string }>();
  for (const { path, filters } of pages) {
    const at = filters.immigration_purpose_id === null ? undefined : rank.get(filters.immigration_purpose_id);
    if (at === undefined || filters.country_id !== null || filters.parent_category_id !== null) continue;
    const country = filters.country_destination_id;
    if ((best.get(country)?.rank ?? Infinity) > at)
      best.set(country, { rank: at, path: `/companies/${path.replace(/^\/+|\/+$/g, '')}/` });
  }
  return {
    landings: Object.fromEntries([...best].map(([country, { path }]) => [country, path])),
    citizenship: purposes.find((purpose) => purpose.slug === 'citizenship')?.id,
  };
}

/** The page of a country's citizenship and residence programmes: its landing page, else the companies search. */
export function programmeUrl(links: ProgrammeLinks, country: string, locale: Locale): string {
  const landing = links.landings[country];
  if (landing) return localizedPath(landing, locale);
  return companiesSearchUrl(locale, {
    country_destination: country,
    ...(links.citizenship === undefined ? {} : { purpose: String(links.citizenship) }),
  });
}
