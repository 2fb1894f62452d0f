import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  articleFeed,
  createArticle,
  deleteArticle,
  getArticle,
  getStaffArticle,
  listArticles,
  listCountryArticles,
  listStaffArticles,
  previewArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
  uploadArticleCover,
} from '@migralink/shared/api/articles';
import { ROLES } from '@migralink/shared/enums';
import type { NewArticle } from '@migralink/shared/schemas/articles';
import { asRole } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { PNG, uploadedFile } from '#testing/uploads';

/** A draft in `locale` at a fresh address, about Serbia. */
const content = (overrides: Partial<NewArticle> = {}): NewArticle => ({
  locale: 'uk',
  section: 'blog',
  slug: `residence-serbia-${randomUUID().slice(0, 8)}`,
  title: 'Посвідка на проживання в Сербії',
  summary: 'Які документи потрібні і скільки чекати.',
  body: '## Документи\n\n- паспорт\n- довідка про несудимість\n\n<script>alert(1)</script>',
  tags: ['Сербія', 'ВНЖ'],
  countries: ['RS'],
  purposes: [1],
  author: 'Олена Коваль',
  checked_by: 'Іван Петренко',
  checked_on: '2026-11-20',
  ...overrides,
});

const staff = () => asRole('content_manager');
const write = async (caller: Caller, overrides: Partial<NewArticle> = {}) =>
  (await callOk(createArticle, { body: content(overrides) }, caller)).data;
const publicAt = (locale: 'en' | 'ru' | 'uk', slug: string) => callRoute(getArticle, { params: { locale, slug } });

describe('who writes articles', () => {
  it.each(ROLES.filter((role) => role !== 'content_manager' && role !== 'admin'))(
    'refuses a %s: it can neither write nor publish',
    async (role) => {
      const caller = await asRole(role);
      const draft = await write(await staff());
      expectStatus(await callRoute(createArticle, { body: content() }, caller), 403);
      expectStatus(await callRoute(publishArticle, { params: { id: draft.id } }, caller), 403);
      expectStatus(await callRoute(updateArticle, { params: { id: draft.id }, body: content() }, caller), 403);
      expectStatus(await callRoute(deleteArticle, { params: { id: draft.id } }, caller), 403);
      expectStatus(await publicAt('uk', draft.slug), 404);
    },
  );

  it('refuses anyone not signed in', async () => {
    expectStatus(await callRoute(createArticle, { body: content() }, {}), 401);
  });

  it("lets a content manager publish another's draft, and an admin take it back", async () => {
    const draft = await write(await staff());
    expect(draft).toMatchObject({ state: 'draft', published_at: null, translations: [] });
    expectStatus(await publicAt('uk', draft.slug), 404);
    await callOk(publishArticle, { params: { id: draft.id } }, await staff());
    expect((await publicAt('uk', draft.slug)).status).toBe(200);
    await callOk(unpublishArticle, { params: { id: draft.id } }, await asRole('admin'));
    expectStatus(await publicAt('uk', draft.slug), 404);
  });
});

describe('writing an article', () => {
  it('renders the body to sanitized HTML, in the preview and as saved', async () => {
    const writer = await staff();
    const { data } = await callOk(previewArticle, { body: { body: content().body } }, writer);
    expect(data.html).toContain('<h2>Документи</h2>');
    expect(data.html).not.toContain('<script');
    expect((await write(writer)).html).toBe(data.html);
  });

  it('refuses a bad address, a date that is none and an unknown country, at their fields', async () => {
    const answer = await callRoute(
      createArticle,
      { body: content({ slug: 'Not A Slug', checked_on: '2026-13-45', countries: ['XX'] }) },
      await staff(),
    );
    expectStatus(answer, 422);
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual([
      'checked_on',
      'countries.0',
      'slug',
    ]);
  });

  it('keeps an address to one article per language', async () => {
    const writer = await staff();
    const first = await write(writer);
    expectStatus(await callRoute(createArticle, { body: content({ slug: first.slug }) }, writer), 409);
    expect((await write(writer, { slug: first.slug, locale: 'ru' })).slug).toBe(first.slug);
  });

  it('links translations as one group, one version per language', async () => {
    const writer = await staff();
    const uk = await write(writer);
    const ru = await write(writer, { locale: 'ru', title: 'ВНЖ в Сербии', translation_of: uk.id });
    expect(ru.translations).toEqual([expect.objectContaining({ id: uk.id, locale: 'uk', slug: uk.slug })]);
    expectStatus(
      await callRoute(createArticle, { body: content({ locale: 'ru', translation_of: uk.id }) }, writer),
      409,
    );
    expectStatus(await callRoute(createArticle, { body: content({ translation_of: randomUUID() }) }, writer), 404);

    await callOk(publishArticle, { params: { id: uk.id } }, writer);
    const shown = (await callOk(getArticle, { params: { locale: 'uk', slug: uk.slug } })).data;
    expect(shown.translations).toEqual([]);
    await callOk(publishArticle, { params: { id: ru.id } }, writer);
    const both = (await callOk(getArticle, { params: { locale: 'uk', slug: uk.slug } })).data;
    expect(both.translations.map((version) => version.locale)).toEqual(['ru']);
    expect(both).not.toHaveProperty('body');
  });
});

describe('what the public reads', () => {
  it('lists a section per language newest first, by cursor, and the newest about a country', async () => {
    const writer = await staff();
    const country = 'ME';
    const made = [];
    for (let i = 0; i < 3; i++) {
      const draft = await write(writer, { section: 'news', countries: [country], title: `Новина ${i}` });
      await callOk(publishArticle, { params: { id: draft.id } }, writer);
      made.push(draft.id);
    }
    const first = (await callOk(listArticles, { query: { section: 'news', locale: 'uk' } })).data;
    expect(first.items.slice(0, 3).map((card) => card.id)).toEqual([...made].reverse());
    const about = (await callOk(listCountryArticles, { params: { country }, query: { locale: 'uk' } })).data;
    expect(about.items.map((card) => card.id)).toEqual([...made].reverse());
    expectStatus(await callRoute(listArticles, { query: { section: 'news', locale: 'uk', cursor: 'bad' } }), 422);
    if (first.next_cursor) {
      const next = await callOk(listArticles, { query: { section: 'news', locale: 'uk', cursor: first.next_cursor } });
      expect(next.data.items.map((card) => card.id)).not.toContain(made[2]);
    }
  });

  it('follows a change at once, and forgets a deleted article everywhere', async () => {
    const writer = await staff();
    const draft = await write(writer, { countries: ['RS', 'HR'] });
    await callOk(publishArticle, { params: { id: draft.id } }, writer);
    await callOk(
      updateArticle,
      { params: { id: draft.id }, body: content({ slug: draft.slug, title: 'Нова назва', countries: ['RS'] }) },
      writer,
    );
    expect((await callOk(getArticle, { params: { locale: 'uk', slug: draft.slug } })).data.title).toBe('Нова назва');
    const inCroatia = await callOk(listCountryArticles, { params: { country: 'HR' }, query: { locale: 'uk' } });
    expect(inCroatia.data.items.map((card) => card.id)).not.toContain(draft.id);

    expectStatus(await callRoute(deleteArticle, { params: { id: draft.id } }, writer), 204);
    expectStatus(await publicAt('uk', draft.slug), 404);
    expectStatus(await callRoute(getStaffArticle, { params: { id: draft.id } }, writer), 404);
    const blog = (await callOk(listArticles, { query: { section: 'blog', locale: 'uk' } })).data;
    expect(blog.items.map((card) => card.id)).not.toContain(draft.id);
    const staffList = (await callOk(listStaffArticles, {}, writer)).data;
    expect(staffList.items.map((line) => line.id)).not.toContain(draft.id);
  });

  it('puts a published article in its section feed, escaped, and not a draft', async () => {
    const writer = await staff();
    const shown = await write(writer, { section: 'cases', title: 'Кейс <b>& Co</b>' });
    const hidden = await write(writer, { section: 'cases' });
    await callOk(publishArticle, { params: { id: shown.id } }, writer);
    const answer = await callRoute(articleFeed, { params: { locale: 'uk', section: 'cases' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/rss+xml');
    const xml = (answer.body as Buffer).toString('utf8');
    expect(xml).toContain('<title>Кейс &lt;b&gt;&amp; Co&lt;/b&gt;</title>');
    expect(xml).toContain(`/uk/cases/${shown.slug}/</link>`);
    expect(xml).not.toContain(hidden.slug);
  });
});

describe('the cover', () => {
  it('is a checked upload filed under the article, shown on its public card', async () => {
    const writer = await staff();
    const draft = await write(writer);
    const key = await uploadedFile(writer, 'article_cover', PNG);
    const { data } = await callOk(uploadArticleCover, { params: { id: draft.id }, body: { key } }, writer);
    expect(data.filePath).toMatch(new RegExp(`^/media/article-covers/${draft.id}/[0-9a-f-]{36}\\.png$`));
    await callOk(publishArticle, { params: { id: draft.id } }, writer);
    expect((await callOk(getArticle, { params: { locale: 'uk', slug: draft.slug } })).data.cover).toBe(data.filePath);
  });

  it('refuses a text file declared as an image, and a cover for no article', async () => {
    const writer = await staff();
    const draft = await write(writer);
    const text = await uploadedFile(writer, 'article_cover', Buffer.from('not an image\n'));
    const refused = await callRoute(uploadArticleCover, { params: { id: draft.id }, body: { key: text } }, writer);
    expect(refused).toMatchObject({ status: 422, body: { error_code: 'upload_rejected' } });
    const key = await uploadedFile(writer, 'article_cover', PNG);
    expectStatus(await callRoute(uploadArticleCover, { params: { id: randomUUID() }, body: { key } }, writer), 404);
  });
});
