import * as z from 'zod/mini';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { programmeContent, webinarContent, type ProgrammeContent, type WebinarContent } from './schema';
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
 * The programme and webinar pages' content, one file per page and language, checked against its
 * shape when the site is built: a file that breaks it stops the build, naming the page and language.
 * The slug is the page's address (`/{locale}/programmes/<slug>/`, `/{locale}/webinars/<slug>/`).
 */
const PROGRAMME_FILES = {
  'serbia-residence-permit': { en: permitEn, ru: permitRu, uk: permitUk },
  'serbia-residence-permit-business': { en: businessEn, ru: businessRu, uk: businessUk },
} as const satisfies Record<string, Record<Locale, unknown>>;

const WEBINAR_FILES = {
  serbia: { en: serbiaEn, ru: serbiaRu, uk: serbiaUk },
  'real-estate': { en: realEstateEn, ru: realEstateRu, uk: realEstateUk },
} as const satisfies Record<string, Record<Locale, unknown>>;

export type ProgrammeSlug = keyof typeof PROGRAMME_FILES;
export type WebinarSlug = keyof typeof WEBINAR_FILES;

export const PROGRAMME_SLUGS = Object.keys(PROGRAMME_FILES) as ProgrammeSlug[];
export const WEBINAR_SLUGS = Object.keys(WEBINAR_FILES) as WebinarSlug[];

function parsedPages<S extends string, T>(
  kind: string,
  files: Record<S, Record<Locale, unknown>>,
  schema: z.ZodMiniType<T>,
): Record<S, Record<Locale, T>> {
  const entries = Object.entries<Record<Locale, unknown>>(files).map(([slug, byLocale]) => {
    const pages = LOCALES.map((locale) => {
      try {
        return [locale, z.parse(schema, byLocale[locale])] as const;
      } catch (error) {
        throw new Error(`The ${kind} page "${slug}" in "${locale}" breaks its content's shape`, { cause: error });
      }
    });
    return [slug, Object.fromEntries(pages)] as const;
  });
  return Object.fromEntries(entries) as Record<S, Record<Locale, T>>;
}

const PROGRAMMES = parsedPages('programme', PROGRAMME_FILES, programmeContent);
const WEBINARS = parsedPages('webinar', WEBINAR_FILES, webinarContent);

export const programmeOf = (slug: ProgrammeSlug, locale: Locale): ProgrammeContent => PROGRAMMES[slug][locale];
export const webinarOf = (slug: WebinarSlug, locale: Locale): WebinarContent => WEBINARS[slug][locale];
