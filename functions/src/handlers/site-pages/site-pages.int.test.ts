import { describe, expect, it } from 'vitest';
import { getSitePage, getStaffSitePage, listStaffSitePages, updateSitePage } from '@migralink/shared/api/site-pages';
import { ROLES } from '@migralink/shared/enums';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import {
  SITE_PAGE_LIMITS,
  SITE_PAGE_TEXT_MAX,
  textLength,
  type ProgrammeContent,
  type StaffSitePage,
} from '@migralink/shared/schemas/site-pages';
import { firstEdition } from '@migralink/shared/site-pages/first-editions';
import { SITE_PAGES, type SitePageKind } from '@migralink/shared/site-pages/pages';
import { readSiteBuild } from '#data/site-build';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectInvalid, expectStatus, type Caller } from '#testing/call';

/**
 * The pages' routes. The set of pages is fixed and shared by every test of the table, so each test saves a
 * page and language of its own, and reads its `updated_at` before saving, as the editor does.
 */
const staff = () => asRole('content_manager');
const at = (kind: SitePageKind, slug: string, locale: Locale) => ({ kind, slug, locale });
type Params = ReturnType<typeof at>;

const opened = async (params: Params, caller: Caller): Promise<StaffSitePage> =>
  (await callOk(getStaffSitePage, { params }, caller)).data;

const save = (params: Params, page: StaffSitePage, content: object, caller: Caller) =>
  callRoute(updateSitePage, { params, body: { ...content, updated_at: page.updated_at } }, caller);

describe('who edits the pages', () => {
  const page = at('programme', 'serbia-residence-permit', 'ru');

  it.each(ROLES.filter((role) => role !== 'content_manager' && role !== 'admin'))(
    'refuses a %s (403): it can neither list, open nor save a page',
    async (role) => {
      const caller = await asRole(role);
      const before = await opened(page, await staff());
      expectStatus(await callRoute(listStaffSitePages, {}, caller), 403);
      expectStatus(await callRoute(getStaffSitePage, { params: page }, caller), 403);
      expectStatus(await save(page, before, before.content, caller), 403);
    },
  );

  it('refuses anyone not signed in (401), and lets them read the public page', async () => {
    const before = await opened(page, await staff());
    expectStatus(await callRoute(listStaffSitePages, {}, {}), 401);
    expectStatus(await callRoute(getStaffSitePage, { params: page }, {}), 401);
    expectStatus(await save(page, before, before.content, {}), 401);
    expect((await callOk(getSitePage, { params: page })).data.content).toEqual(before.content);
  });

  it.each(['content_manager', 'admin'] as const)('lets a %s save a page, public at once in the API', async (role) => {
    const params = at('programme', 'serbia-residence-permit', role === 'admin' ? 'uk' : 'en');
    const caller = await asRole(role);
    const before = await opened(params, caller);
    const title = `${(before.content as ProgrammeContent).title.slice(0, 100)} ${Date.now()}`;
    const answer = await save(params, before, { ...before.content, title }, caller);
    expectStatus(answer, 200);
    expect(answer.body.data).toMatchObject({ first_edition: false, updated_by: expect.any(String) });
    expect(answer.body.data.updated_at).not.toBe(before.updated_at);
    const shown = (await callOk(getSitePage, { params })).data;
    expect(shown).toEqual({
      ...params,
      content: { ...before.content, title },
      updated_at: answer.body.data.updated_at,
    });
    expect(shown).not.toHaveProperty('updated_by');
  });
});

describe('what the public and staff read', () => {
  it('answers the first edition while nothing is saved, and staff see it as one', async () => {
    const params = at('programme', 'serbia-residence-permit-business', 'en');
    const shown = (await callOk(getSitePage, { params })).data;
    expect(shown).toEqual({ ...params, content: firstEdition('programme', params.slug, 'en'), updated_at: null });
    expect(await opened(params, await staff())).toMatchObject({ first_edition: true, updated_by: null });
  });

  it('answers 404 for a slug its kind does not have, to the public and to staff', async () => {
    const caller = await staff();
    for (const params of [at('programme', 'serbia', 'en'), at('contacts', 'serbia-residence-permit', 'uk')]) {
      expectStatus(await callRoute(getSitePage, { params }), 404);
      expectStatus(await callRoute(getStaffSitePage, { params }, caller), 404);
      const body = { offices: [], updated_at: null };
      expectStatus(await callRoute(updateSitePage, { params, body }, caller), 404);
    }
  });

  it('lists every page in every language with its title, day and edition', async () => {
    const caller = await staff();
    const params = at('webinar', 'serbia', 'en');
    const before = await opened(params, caller);
    expectStatus(await save(params, before, before.content, caller), 200);

    const { items } = (await callOk(listStaffSitePages, {}, caller)).data;
    expect(items.map(({ kind, slug, locale }) => `${kind}/${slug}/${locale}`)).toEqual(
      SITE_PAGES.flatMap(({ kind, slug }) => LOCALES.map((locale) => `${kind}/${slug}/${locale}`)),
    );
    const webinar = items.find((line) => line.kind === 'webinar' && line.slug === 'serbia' && line.locale === 'en');
    expect(webinar).toMatchObject({ title: firstEdition('webinar', 'serbia', 'en')!.title, first_edition: false });
    const contacts = items.find((line) => line.kind === 'contacts');
    expect(contacts).toMatchObject({ title: null, checked_on: null });
  });
});

describe('saving a page', () => {
  it("refuses a broken field at its path, in the caller's language", async () => {
    const caller = await staff();
    const params = at('webinar', 'real-estate', 'uk');
    const before = await opened(params, caller);
    if (!('agenda' in before.content)) throw new Error('a webinar');
    const sections = before.content.sections.map((section, index) =>
      index === 0 ? { ...section, paragraphs: ['  '] } : section,
    );
    const broken = { ...before.content, sections, starts_at: 'tomorrow', agenda: [] };
    const answer = await callRoute(
      updateSitePage,
      { params, body: { ...broken, updated_at: before.updated_at } },
      { ...caller, locale: 'uk' },
    );
    expectInvalid(answer, 'sections.0.paragraphs.0', 'starts_at', 'agenda');
    expect(JSON.stringify(answer.body)).toContain('Заповніть це поле.');
    expect((await opened(params, caller)).updated_at).toBe(before.updated_at);
  });

  it('refuses a page whose texts together pass the limit, though each keeps its own, at its sections', async () => {
    const caller = await staff();
    const params = at('programme', 'serbia-residence-permit', 'en');
    const before = await opened(params, caller);
    const paragraphs = Array.from({ length: 10 }, () => 'x'.repeat(SITE_PAGE_LIMITS.paragraph));
    const sections = Array.from({ length: 3 }, () => ({ heading: 'Long', paragraphs }));
    const answer = await save(params, before, { ...before.content, sections }, { ...caller, locale: 'ru' });
    expectInvalid(answer, 'sections');
    expect(JSON.stringify(answer.body)).toContain('не более 40 000 символов');
  });

  it('saves a page whose texts together are exactly at the limit, in Cyrillic, and answers it whole', async () => {
    const caller = await staff();
    const params = at('programme', 'serbia-residence-permit-business', 'ru');
    const before = await opened(params, caller);
    const rest = textLength({ ...before.content, sections: [] });
    const heading = 'Раздел';
    const room = SITE_PAGE_TEXT_MAX - rest - SITE_PAGE_LIMITS.sections * heading.length;
    const sections = Array.from({ length: SITE_PAGE_LIMITS.sections }, (_, index) => {
      const length = Math.min(SITE_PAGE_LIMITS.paragraph, Math.max(0, room - index * SITE_PAGE_LIMITS.paragraph));
      return length > 0 ? { heading, paragraphs: ['я'.repeat(length)] } : { heading };
    });
    const content = { ...before.content, sections };
    expect(textLength(content)).toBe(SITE_PAGE_TEXT_MAX);
    const body = { ...content, updated_at: before.updated_at };
    const { data: saved } = await callOk(updateSitePage, { params, body }, caller);
    expect(saved.first_edition).toBe(false);
    const after = await opened(params, caller);
    expect(textLength(after.content)).toBe(SITE_PAGE_TEXT_MAX);
    expect(JSON.stringify((await callOk(getSitePage, { params }, caller)).data.content)).toBe(
      JSON.stringify(after.content),
    );
  });

  it('refuses (409) a save made from a page read before another save, and keeps the other', async () => {
    const [first, second] = [await staff(), await asRole('admin')];
    const params = at('contacts', 'offices', 'ru');
    const read = await opened(params, first);
    const office = {
      name: 'Офис в Белграде',
      address: 'Кнез Михаилова 10',
      city: 'Белград',
      country: 'Сербия',
      phone: '+381 11 123 4567',
      email: 'belgrade@example.com',
      opening_hours: 'Пн–Пт 9:00–17:00',
    };
    expectStatus(await save(params, read, { offices: [office] }, second), 200);
    expectStatus(await save(params, read, { offices: [] }, first), 409);
    expect((await callOk(getSitePage, { params })).data.content).toEqual({ offices: [office] });
  });

  it('marks the site changed, so the pre-built pages follow', async () => {
    const caller = await staff();
    const params = at('contacts', 'offices', 'uk');
    const before = await opened(params, caller);
    const answer = await save(params, before, { offices: [] }, caller);
    expectStatus(answer, 200);
    expect((await readSiteBuild()).changed_at! >= answer.body.data.updated_at!).toBe(true);
  });
});
