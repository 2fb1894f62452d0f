import { describe, expect, it } from 'vitest';
import { LOCALES } from '@migralink/shared/locales';
import { PROGRAMME_SLUGS, programmeOf, WEBINAR_SLUGS, webinarOf } from '.';
import { programmeContent } from './schema';

/** What must not differ between a page's languages: its shape, its country, its day and its sources' addresses. */
const skeleton = (page: ReturnType<typeof programmeOf> | ReturnType<typeof webinarOf>) => ({
  country: page.country,
  checked_on: page.checked_on,
  sources: page.sources.map((source) => source.url),
  sections: page.sections.map((section) => [section.paragraphs?.length ?? 0, section.items?.length ?? 0]),
  ...('facts' in page ? { facts: page.facts.length } : {}),
  ...('agenda' in page
    ? { starts_at: page.starts_at, duration: page.duration_minutes, agenda: page.agenda.length }
    : {}),
});

describe('the programme and webinar pages in every language', () => {
  it.each(PROGRAMME_SLUGS)('tells the same facts of programme "%s" in en, ru and uk', (slug) => {
    const [en, ...others] = LOCALES.map((locale) => skeleton(programmeOf(slug, locale)));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(WEBINAR_SLUGS)('tells the same facts of webinar "%s" in en, ru and uk', (slug) => {
    const [en, ...others] = LOCALES.map((locale) => skeleton(webinarOf(slug, locale)));
    for (const other of others) expect(other).toEqual(en);
  });

  it('refuses a page without its checked day, sources or facts', () => {
    const page = programmeOf('serbia-residence-permit', 'en');
    expect(programmeContent.safeParse(page).success).toBe(true);
    const { checked_on: _day, ...undated } = page;
    expect(programmeContent.safeParse(undated).success).toBe(false);
    expect(programmeContent.safeParse({ ...page, sources: [] }).success).toBe(false);
    expect(programmeContent.safeParse({ ...page, facts: [] }).success).toBe(false);
    expect(programmeContent.safeParse({ ...page, title: ' ' }).success).toBe(false);
  });
});
