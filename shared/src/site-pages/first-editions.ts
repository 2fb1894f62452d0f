import * as z from 'zod/mini';
import type { Locale } from '../locales';
import { SITE_PAGE_CONTENT, type SitePageContentOf } from '../schemas/site-pages';
import type { ProgrammeSlug, SitePageKind, WebinarSlug } from './pages';
import permitEn from './programmes/serbia-residence-permit.en.json';
import permitRu from './programmes/serbia-residence-permit.ru.json';
import permitUk from './programmes/serbia-residence-permit.uk.json';
import businessEn from './programmes/serbia-residence-permit-business.en.json';
import businessRu from './programmes/serbia-residence-permit-business.ru.json';
import businessUk from './programmes/serbia-residence-permit-business.uk.json';
import serbiaEn from './webinars/serbia.en.json';
import serbiaRu from './webinars/serbia.ru.json';
import serbiaUk from './webinars/serbia.uk.json';
import realEstateEn from './webinars/real-estate.en.json';
import realEstateRu from './webinars/real-estate.ru.json';
import realEstateUk from './webinars/real-estate.uk.json';

/**
 * The pages' first editions (docs/product.md, "Programme, webinar and contacts pages"): what the API answers
 * for a page and language nothing is stored for yet, so a fresh deployment shows every page. The contacts
 * page starts with no offices.
 */
const FILES = {
  programme: {
    'serbia-residence-permit': { en: permitEn, ru: permitRu, uk: permitUk },
    'serbia-residence-permit-business': { en: businessEn, ru: businessRu, uk: businessUk },
  } satisfies Record<ProgrammeSlug, Record<Locale, unknown>>,
  webinar: {
    serbia: { en: serbiaEn, ru: serbiaRu, uk: serbiaUk },
    'real-estate': { en: realEstateEn, ru: realEstateRu, uk: realEstateUk },
  } satisfies Record<WebinarSlug, Record<Locale, unknown>>,
  contacts: { offices: { en: { offices: [] }, ru: { offices: [] }, uk: { offices: [] } } },
} as const;

/**
 * A page's first edition in a language, checked against its kind's shape (a file that breaks it fails the
 * first read, naming the page and language); undefined for a slug the kind does not have.
 */
export function firstEdition<K extends SitePageKind>(
  kind: K,
  slug: string,
  locale: Locale,
): SitePageContentOf[K] | undefined {
  const pages = FILES[kind] as Record<string, Record<Locale, unknown>>;
  const file = Object.hasOwn(pages, slug) ? pages[slug]![locale] : undefined;
  if (file === undefined) return undefined;
  const parsed = z.safeParse(SITE_PAGE_CONTENT[kind], file);
  if (!parsed.success)
    throw new Error(`The ${kind} page "${slug}" in "${locale}" breaks its content's shape`, { cause: parsed.error });
  return parsed.data as SitePageContentOf[K];
}
