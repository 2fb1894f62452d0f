import { LOCALES, type Locale } from '@migralink/shared/locales';
import { alternateLinks, canonicalUrl } from '@/urls/localized-url';

/** One `<url>` of the sitemap: a page in one locale with its alternates in every locale. */
export interface SitemapEntry {
  readonly loc: string;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/** Every page (paths without locale) in every locale, each with the alternates the page's head names. */
export function sitemapEntries(site: string | URL, paths: readonly string[]): SitemapEntry[] {
  return paths.flatMap((path) => {
    const alternates = alternateLinks(site, path);
    return LOCALES.map((locale) => ({ loc: canonicalUrl(site, locale, path), alternates }));
  });
}

/**
 * A page that exists in some languages only, at a path of its own in each (an article and its translations):
 * its entry in `locale`, naming the versions there are.
 */
export function versionEntry(
  site: string | URL,
  locale: Locale,
  versions: Partial<Record<Locale, string>>,
): SitemapEntry {
  const alternates = LOCALES.filter((language) => versions[language]).map((language) => ({
    hreflang: language,
    href: canonicalUrl(site, language, versions[language]!),
  }));
  return { loc: canonicalUrl(site, locale, versions[locale]!), alternates };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap document (sitemaps.org with `xhtml:link` alternates). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.alternates
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        )
        .join('')}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the account pages and the API's own paths; `/media/` stays allowed. */
export function robotsTxt(site: string | URL): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /v1/', 'Disallow: /auth/'];
  for (const locale of LOCALES) lines.push(`Disallow: /${locale}/account/`);
  lines.push('Allow: /media/', '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, '');
  return lines.join('\n');
}
