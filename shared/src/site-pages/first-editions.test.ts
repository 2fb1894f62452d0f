import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { programmeContent, textLength, SITE_PAGE_TEXT_MAX, type SitePageContent } from '../schemas/site-pages';
import { firstEdition } from './first-editions';
import { PROGRAMME_SLUGS, SITE_PAGES, WEBINAR_SLUGS } from './pages';

/** What must not differ between a page's languages: its shape, its country, its day and its sources' addresses. */
const skeleton = (page: SitePageContent) => {
  if ('offices' in page) return { offices: page.offices.length };
  return {
    country: page.country,
    checked_on: page.checked_on,
    sources: page.sources.map((source) => source.url),
    sections: page.sections.map((section) => [section.paragraphs?.length ?? 0, section.items?.length ?? 0]),
    ...('facts' in page ? { facts: page.facts.length } : {}),
    ...('agenda' in page
      ? { starts_at: page.starts_at, duration: page.duration_minutes, agenda: page.agenda.length }
      : {}),
  };
};

describe("the pages' first editions in every language", () => {
  it.each(SITE_PAGES)(
    'pass their shape and tell the same facts of $kind "$slug" in en, ru and uk',
    ({ kind, slug }) => {
      const [en, ...others] = LOCALES.map((locale) => skeleton(firstEdition(kind, slug, locale)!));
      for (const other of others) expect(other).toEqual(en);
    },
  );

  it('has a first edition for every programme and webinar, and none for an unknown slug', () => {
    for (const slug of PROGRAMME_SLUGS) expect(firstEdition('programme', slug, 'uk')?.facts.length).toBeGreaterThan(0);
    for (const slug of WEBINAR_SLUGS) expect(firstEdition('webinar', slug, 'ru')?.agenda.length).toBeGreaterThan(0);
    expect(firstEdition('contacts', 'offices', 'en')).toEqual({ offices: [] });
    expect(firstEdition('programme', 'serbia', 'en')).toBeUndefined();
    expect(firstEdition('webinar', 'constructor', 'en')).toBeUndefined();
  });

  it('refuses a page without its checked day, sources or facts', () => {
    const page = firstEdition('programme', 'serbia-residence-permit', 'en')!;
    expect(programmeContent.safeParse(page).success).toBe(true);
    const { checked_on: _day, ...undated } = page;
    expect(programmeContent.safeParse(undated).success).toBe(false);
    expect(programmeContent.safeParse({ ...page, sources: [] }).success).toBe(false);
    expect(programmeContent.safeParse({ ...page, facts: [] }).success).toBe(false);
    expect(programmeContent.safeParse({ ...page, title: ' ' }).success).toBe(false);
  });

  it('counts the characters of every text of a page, however deep', () => {
    expect(textLength({ title: 'abc', sections: [{ heading: 'de', paragraphs: ['f'] }], duration_minutes: 90 })).toBe(
      6,
    );
    expect(textLength(firstEdition('contacts', 'offices', 'uk'))).toBe(0);
    for (const { kind, slug } of SITE_PAGES)
      expect(textLength(firstEdition(kind, slug, 'ru'))).toBeLessThan(SITE_PAGE_TEXT_MAX);
  });
});
