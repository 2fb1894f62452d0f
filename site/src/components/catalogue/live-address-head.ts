import type { Locale } from '@migralink/shared/locales';
import { pointLanguageLinksAt } from '@/urls/language-links-to';
import { alternateLinks, canonicalUrl } from '@/urls/localized-url';

/**
 * The 404 page shows a live page at its own address: the head then says what
 * a pre-built page of that address would say (indexable, its canonical, its
 * alternates), and the language links lead to the same address in each language.
 */
export function adoptAddress(doc: Document, locale: Locale, pathname: string): void {
  const origin = doc.location.origin;
  doc.querySelector('meta[name="robots"]')?.remove();
  const link = (rel: string, href: string, hreflang?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    element.href = href;
    if (hreflang) element.hreflang = hreflang;
    doc.head.append(element);
  };
  link('canonical', canonicalUrl(origin, locale, pathname));
  for (const { hreflang, href } of alternateLinks(origin, pathname)) link('alternate', href, hreflang);
  pointLanguageLinksAt(pathname);
}
