import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createArticle, publishArticle } from '@migralink/shared/api/articles';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession } from '../../infra/local/test/browser';
import { signedInContentManager } from '../../infra/local/test/content-manager';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const accounts = testAccounts({ api, mail });
const t = useTranslations('uk');

/** A real 1×1 PNG, which the upload's check decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('a content manager publishing an article in Ukrainian', () => {
  it('gives it a cover and publishes it: at once at its address and in the feed, its Russian version linked', async () => {
    const writer = await signedInContentManager(accounts, 'uk');
    const slug = `posvidka-serbiya-${randomUUID().slice(0, 8)}`;
    const title = `Посвідка в Сербії ${slug.slice(-8)}`;

    // The Russian version exists and is published; the Ukrainian one is written as its translation.
    const as = accounts.callAs(writer.token, 'ru');
    const { data: russian } = await as(createArticle, {
      body: {
        locale: 'ru',
        section: 'blog',
        slug,
        title: 'ВНЖ в Сербии',
        summary: 'Что подготовить.',
        body: '## Документы\n\n- паспорт',
        tags: ['Сербия'],
        countries: ['RS'],
        purposes: [],
        author: 'Милица Йованович',
        checked_by: 'Марко Петрович',
        checked_on: '2026-11-20',
      },
    });
    await as(publishArticle, { params: { id: russian.id } });

    const desk = await browser.openPage(`/uk/admin/articles/edit/?translation_of=${russian.id}`, {
      locale: 'uk-UA',
      session: writer,
    });
    await desk.getByRole('combobox', { name: t('admin.articles.field.locale'), exact: true }).selectOption('uk');
    await desk.getByLabel(t('admin.articles.field.title'), { exact: true }).fill(title);
    await desk.getByLabel(t('admin.articles.field.summary'), { exact: true }).fill('Що підготувати.');
    await desk.getByLabel(t('admin.articles.field.body'), { exact: true }).fill('## Документи\n\n- паспорт');
    await desk.getByLabel(t('admin.articles.field.author'), { exact: true }).fill('Міліца Йованович');
    await desk.getByLabel(t('admin.articles.field.checked_by'), { exact: true }).fill('Марко Петрович');
    await desk.getByRole('button', { name: t('admin.articles.save') }).click();
    await desk.getByText(t('admin.articles.saved')).waitFor();

    await desk.locator('input[name="cover"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    const cover = desk.getByRole('img', { name: t('admin.articles.cover_alt') });
    await cover.waitFor();
    const coverPath = await cover.getAttribute('src');
    expect(coverPath).toMatch(/^\/media\/article-covers\//);

    await desk.getByRole('button', { name: t('admin.articles.publish') }).click();
    await desk.getByRole('button', { name: t('admin.articles.publish_yes') }).click();
    await desk.getByRole('link', { name: t('admin.articles.view') }).waitFor();

    // At once at its address: the article, its check, its cover, and the Russian version linked.
    const reader = await browser.openPage(`/uk/blog/${slug}/`, { locale: 'uk-UA' });
    await reader.getByRole('heading', { name: title, level: 1 }).waitFor();
    await reader.getByText(/Перевірив\(ла\) Марко Петрович/).waitFor();
    expect(await reader.locator('article img').first().getAttribute('src')).toBe(coverPath);
    const russianLink = reader.locator('article a[hreflang="ru"]');
    expect(await russianLink.getAttribute('href')).toBe(`/ru/blog/${slug}/`);

    // And in the Ukrainian blog's feed, read live at the site's address.
    const feed = await fetch(`${site}/v1/articles/feed/uk/blog`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain(`<title>${title}</title>`);
    expect(xml).toContain(`/uk/blog/${slug}/</link>`);
  });
});
