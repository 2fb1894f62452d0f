import { describe, expect, it, vi } from 'vitest';
import { getStaffSitePage, listStaffSitePages, updateSitePage } from '@migralink/shared/api/site-pages';
import type { StaffSitePage, WebinarContent } from '@migralink/shared/schemas/site-pages';
import { firstEdition } from '@migralink/shared/site-pages/first-editions';
import { useFakeApi } from '@/api/fake-api';
import { createSitePageEditor, sitePageAddress } from './site-page-store';
import { createSitePageList } from './site-pages-store';

const api = useFakeApi();

const address = { kind: 'webinar', slug: 'serbia', locale: 'uk' } as const;
const webinar = firstEdition('webinar', 'serbia', 'uk')!;
const pageOf = (content: WebinarContent = webinar, updated_at: string | null = null): StaffSitePage => ({
  ...address,
  content,
  updated_at,
  updated_by: updated_at ? 'a0b1c2d3-0000-4000-8000-000000000001' : null,
  first_edition: !updated_at,
});

async function opened() {
  const editor = createSitePageEditor({ onSessionExpired: vi.fn() });
  api.answer(getStaffSitePage, () => ({ status: 200, body: { data: pageOf() } }));
  await editor.start(address);
  return editor;
}

describe("a page's screen", () => {
  it('knows only the pages the site has, from its address', () => {
    expect(sitePageAddress('webinar', 'serbia', 'uk')).toEqual(address);
    expect(sitePageAddress('webinar', 'serbia-residence-permit', 'uk')).toBeUndefined();
    expect(sitePageAddress('programme', 'serbia-residence-permit', 'de')).toBeUndefined();
    expect(sitePageAddress(null, null, null)).toBeUndefined();
  });

  it('changes fields by path, moves and removes rows, and saves the whole page with the time it read', async () => {
    const editor = await opened();
    expect(editor.$dirty.get()).toBe(false);
    editor.set(['speaker', 'name'], 'Олена Коваль');
    editor.set(['starts_at'], '2027-02-04T15:00:00Z');
    editor.move(['agenda'], 1, -1);
    editor.remove(['agenda'], 6);
    editor.add(['sections', 0, 'items'], 'Пункт');
    expect(editor.$dirty.get()).toBe(true);
    const saved = { ...webinar, speaker: { ...webinar.speaker, name: 'Олена Коваль' } };
    api.answer(updateSitePage, () => ({ status: 200, body: { data: pageOf(saved, '2026-11-27T19:00:00.000Z') } }));
    expect(await editor.submit()).toBe(true);
    const body = api.calls.at(-1)!.body as WebinarContent & { updated_at: string | null };
    expect(body).toMatchObject({
      updated_at: null,
      starts_at: '2027-02-04T15:00:00Z',
      speaker: { name: 'Олена Коваль' },
    });
    expect(body.agenda.slice(0, 2)).toEqual([webinar.agenda[1], webinar.agenda[0]]);
    expect(body.agenda).toHaveLength(webinar.agenda.length - 1);
    expect(body.sections[0]!.items).toEqual(['Пункт']);
    expect(editor.$saved.get()?.updated_at).toBe('2026-11-27T19:00:00.000Z');
    expect(editor.$dirty.get()).toBe(false);
  });

  it("puts the API's messages at their fields' paths", async () => {
    const editor = await opened();
    const errors = { 'sections.0.paragraphs.0': ['Заповніть це поле.'], agenda: ['Замало пунктів.'] };
    api.answer(updateSitePage, () => ({ status: 422, body: { message: 'Помилка', code: 422, errors } }));
    expect(await editor.submit()).toBe(false);
    expect(editor.save.$state.get().problems.fields).toEqual({
      'sections.0.paragraphs.0': { text: 'Заповніть це поле.' },
      agenda: { text: 'Замало пунктів.' },
    });
  });

  it('after a 409 keeps what was typed and reloads the page saved meanwhile on request', async () => {
    const editor = await opened();
    editor.set(['title'], 'Моя назва');
    const message = 'Хтось зберіг цю сторінку за цей час: завантажте її знову та внесіть зміну ще раз.';
    api.answer(updateSitePage, () => ({ status: 409, body: { message, code: 409, error_code: 'conflict' } }));
    expect(await editor.submit()).toBe(false);
    expect(editor.$stale.get()).toBe(true);
    expect(editor.save.$state.get().problems.general).toEqual({ text: message });
    expect((editor.$content.get() as WebinarContent).title).toBe('Моя назва');
    const theirs = { ...webinar, title: 'Їхня назва' };
    api.answer(getStaffSitePage, () => ({ status: 200, body: { data: pageOf(theirs, '2026-11-27T19:01:00.000Z') } }));
    await editor.reload();
    expect(editor.$stale.get()).toBe(false);
    expect((editor.$content.get() as WebinarContent).title).toBe('Їхня назва');
  });
});

describe('the list of pages', () => {
  it('loads every page and language', async () => {
    const list = createSitePageList({ onSessionExpired: vi.fn() });
    const line = {
      ...address,
      title: webinar.title,
      checked_on: webinar.checked_on,
      updated_at: null,
      first_edition: true,
    };
    api.answer(listStaffSitePages, () => ({ status: 200, body: { data: { items: [line] } } }));
    await list.start();
    expect(list.loader.$state.get()).toEqual({ status: 'ready', data: [line] });
  });
});
