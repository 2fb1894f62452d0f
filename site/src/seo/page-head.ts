import { DEFAULT_LOCALE, LOCALES, type Locale } from '@migralink/shared/locales';
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
  /**
   * The page's path in each language it exists in, when that is not the same path in every language (an
   * article and its translations): canonical and alternates follow it, and no other language is named.
   */
  readonly versions?: Partial<Record<Locale, string>> | undefined;
  /** The social card's image (a path of the site or a URL) and the page's kind: an article, or a website page. */
  readonly image?: string | undefined;
  readonly type?: 'website' | 'article';
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
    readonly type: 'website' | 'article';
    readonly image: string | undefined;
  };
}

/** The alternates of a page that exists in some languages only, at a path of its own in each. */
function versionLinks(site: string | URL, versions: Partial<Record<Locale, string>>): Alternate[] {
  const links = LOCALES.filter((locale) => versions[locale]).map((locale) => ({
    hreflang: locale,
    href: canonicalUrl(site, locale, versions[locale]!),
  }));
  const fallback = versions[DEFAULT_LOCALE] ? links.find((link) => link.hreflang === DEFAULT_LOCALE) : undefined;
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}

/** Everything a page's <head> says about it: canonical, alternates and the social (Open Graph) card. */
export function pageHead(input: PageHeadInput): PageHead {
  const canonical = canonicalUrl(input.site, input.locale, input.path);
  const languages = input.versions ? LOCALES.filter((locale) => input.versions?.[locale]) : LOCALES;
  return {
    title: input.title,
    description: input.description,
    canonical,
    alternates: input.versions ? versionLinks(input.site, input.versions) : alternateLinks(input.site, input.path),
    og: {
      url: canonical,
      title: input.title,
      description: input.description,
      siteName: input.siteName,
      locale: OG_LOCALES[input.locale],
      localeAlternates: languages.filter((locale) => locale !== input.locale).map((locale) => OG_LOCALES[locale]),
      type: input.type ?? 'website',
      image: input.image === undefined ? undefined : new URL(input.image, input.site).href,
    },
  };
}
