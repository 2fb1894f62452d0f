import { LOCALES, type Locale } from '@migralink/shared/locales';
import { alternateLinks, canonicalUrl, type Alternate } from '../urls/localized-url';

/** Open Graph wants a language_TERRITORY code. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_US', ru: 'ru_RU', uk: 'uk_UA' };

export interface PageHeadInput {
  /** The configured base host (astro `site`, from `SITE_URL`). */
  readonly site: string | URL;
  readonly locale: Locale;
  /** The page's path, with or without its locale. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
}

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: readonly Alternate[];
  readonly og: {
    readonly url: string;
    readonly title: string;
    readonly description: string;
    readonly siteName: string;
    readonly locale: string;
    readonly localeAlternates: readonly string[];
  };
}

/** Everything a page's <head> says about it: canonical, alternates and the social (Open Graph) card. */
export function pageHead(input: PageHeadInput): PageHead {
  const canonical = canonicalUrl(input.site, input.locale, input.path);
  return {
    title: input.title,
    description: input.description,
    canonical,
    alternates: alternateLinks(input.site, input.path),
    og: {
      url: canonical,
      title: input.title,
      description: input.description,
      siteName: input.siteName,
      locale: OG_LOCALES[input.locale],
      localeAlternates: LOCALES.filter((locale) => locale !== input.locale).map((locale) => OG_LOCALES[locale]),
    },
  };
}
