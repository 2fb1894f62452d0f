import { describe, expect, it, vi } from 'vitest';
import {
  createArticle,
  deleteArticle,
  getStaffArticle,
  previewArticle,
  publishArticle,
  updateArticle,
} from '@migralink/shared/api/articles';
import { getSearchInit } from '@migralink/shared/api/reference';
import type { Article } from '@migralink/shared/schemas/articles';
import { useFakeApi } from '@/api/fake-api';
import { createArticleEditor } from './article-store';

const api = useFakeApi();

const articleOf = (changes: Partial<Article> = {}): Article => ({
  id: '4b0e5c1e-2f4a-4b7e-9a3c-1d2e3f4a5b6c',
  group: '5c1e4b0e-2f4a-4b7e-9a3c-1d2e3f4a5b6c',
  locale: 'uk',
  section: 'blog',
  slug: 'vnzh-serbia',
  title: 'ВНЖ у Сербії',
  summary: 'Коротко.',
  body: '## Документи',
  tags: ['Сербія', 'ВНЖ'],
  countries: ['RS'],
  purposes: [1],
  author: 'Олена Коваль',
  checked_by: 'Іван Петренко',
  checked_on: '2026-11-20',
  state: 'draft',
  cover: null,
  html: '<h2>Документи</h2>',
  translations: [],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
  ...changes,
});

const CHOICES = {
  countries: [{ id: 'RS', name: 'Сербія', iso_code: 'RS' }],
  served_destinations: ['RS'],
  country_groups: [],
  immigration_purposes: [{ id: 1, name: 'Робота' }],
  categories: [],
  currencies: [],
  time_units: [],
};

function editor() {
  const onCreated = vi.fn();
  api.answer(getSearchInit, () => ({ status: 200, body: { data: CHOICES } }));
  return { editor: createArticleEditor({ onSessionExpired: vi.fn(), onCreated }), onCreated };
}

describe("an article's screen", () => {
  it('creates a new one with the first save (tags split at commas), then changes it with PUT', async () => {
    const { editor: screen, onCreated } = editor();
    await screen.start(null, 'uk', null);
    expect(screen.form.$values.get().locale).toBe('uk');
    const { id: _id, ...values } = articleOf();
    screen.form.assign({ ...values, tags: ' Сербія, ВНЖ ,, ' });
    api.answer(createArticle, ({ body }) => ({ status: 201, body: { data: articleOf(body as never) } }));
    expect(await screen.save()).toBe(true);
    expect(api.calls[1]?.body).toMatchObject({ tags: ['Сербія', 'ВНЖ'], countries: ['RS'] });
    expect(onCreated).toHaveBeenCalledWith(articleOf().id);
    expect(screen.$dirty.get()).toBe(false);
    screen.form.set('title', 'Інша назва');
    api.answer(updateArticle, ({ body }) => ({ status: 200, body: { data: articleOf(body as never) } }));
    await screen.save();
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'PUT']);
  });

  it('checks the fields before any call', async () => {
    const { editor: screen } = editor();
    await screen.start(null, 'ru', null);
    expect(await screen.save()).toBe(false);
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('starts a translation from the original, its texts and language empty, and sends what it translates', async () => {
    const { editor: screen } = editor();
    api.answer(getStaffArticle, () => ({ status: 200, body: { data: articleOf() } }));
    await screen.start(null, 'uk', articleOf().id);
    expect(screen.form.$values.get()).toMatchObject({ locale: '', title: '', slug: 'vnzh-serbia', countries: ['RS'] });
    screen.form.assign({ locale: 'ru', title: 'ВНЖ в Сербии', summary: 'Кратко.', body: 'Текст' });
    api.answer(createArticle, ({ body }) => ({ status: 201, body: { data: articleOf(body as never) } }));
    await screen.save();
    expect(api.calls.at(-1)?.body).toMatchObject({ locale: 'ru', translation_of: articleOf().id });
  });

  it('publishes and deletes only once confirmed', async () => {
    const { editor: screen } = editor();
    api.answer(getStaffArticle, () => ({ status: 200, body: { data: articleOf() } }));
    await screen.start(articleOf().id, 'uk', null);
    screen.ask('publish');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    api.answer(publishArticle, () => ({ status: 200, body: { data: articleOf({ state: 'published' }) } }));
    await screen.confirm();
    expect(screen.$saved.get()?.state).toBe('published');
    expect(screen.$asking.get()).toBeNull();
    screen.ask('delete');
    screen.cancel();
    expect(screen.$asking.get()).toBeNull();
    screen.ask('delete');
    api.answer(deleteArticle, () => ({ status: 204, body: undefined }));
    await screen.confirm();
    expect(screen.$deleted.get()).toBe(true);
  });

  it('previews the typed text as the API renders it', async () => {
    const { editor: screen } = editor();
    await screen.start(null, 'uk', null);
    screen.form.set('body', '# Заголовок');
    api.answer(previewArticle, () => ({ status: 200, body: { data: { html: '<h2>Заголовок</h2>' } } }));
    await screen.showPreview();
    expect(screen.$preview.get()).toBe('<h2>Заголовок</h2>');
  });
});
