import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteSession } from '../../infra/local/test/built-site-session';
import { policyViolations } from '../../infra/local/test/browser';
import { useTranslations } from '../src/i18n';

/**
 * The search within a language's articles on the built site: the index the build wrote, fetched when the
 * visitor first uses the box, searched in the browser. The demo articles (infra/local/demo/articles.ts) are
 * what it finds: in Russian a blog article, a case and a news item.
 */
const { openPage, siteUrl } = builtSiteSession();
const ru = useTranslations('ru');
const en = useTranslations('en');

const results = (page: Page) => page.getByTestId('article-search-results').locator('li');
const status = (page: Page) => page.locator('article-search [role="status"]');
const box = (page: Page) => page.getByRole('searchbox');

/** The index requests a page makes. */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/article-search.json')) seen.push(request.url());
  });
  return seen;
}

describe('the article search on the built site', () => {
  it('finds the articles of every section in the language, Cyrillic without its ё, by keyboard alone', async () => {
    const page = await openPage('/ru/blog/');
    const requests = indexRequests(page);
    await expect.poll(() => page.getByTestId('article-list').isVisible()).toBe(true);
    expect(requests).toEqual([]);

    await box(page).focus();
    await page.keyboard.type('продление все чаще');
    await expect.poll(() => results(page).count()).toBe(1);
    expect(requests).toEqual([`${siteUrl()}/ru/article-search.json`]);
    expect(await results(page).textContent()).toContain(ru('articles.section.news'));
    expect(await status(page).textContent()).toBe(ru('articles.search.found.one', { count: 1 }));
    expect(await page.getByTestId('article-list').isHidden()).toBe(true);

    // Tab leaves the box for "Find", "Clear" and then the first match, which Enter opens.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toBe('/ru/news/portugal-aima-online-renewals/');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ru\/news\/portugal-aima-online-renewals\/$/);
    expect(await policyViolations(page)).toEqual([]);
  });

  it('says when nothing matches, and Clear brings the section back', async () => {
    const page = await openPage('/ru/cases/');
    await box(page).fill('квазар');
    await expect.poll(() => status(page).textContent()).toBe(ru('articles.search.none', { query: 'квазар' }));
    expect(await results(page).count()).toBe(0);
    await page.getByRole('button', { name: ru('articles.search.clear') }).click();
    await expect.poll(() => page.getByTestId('article-list').isVisible()).toBe(true);
    expect(await status(page).textContent()).toBe('');
    expect(await box(page).inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  });

  it('searches a query sent before the script ran, in the language of the page only', async () => {
    const page = await openPage('/en/news/?q=serbia+residence');
    await expect.poll(() => results(page).count()).toBe(1);
    expect(await results(page).locator('a').getAttribute('href')).toBe('/en/blog/temporary-residence-serbia-work/');
    expect(await status(page).textContent()).toBe(en('articles.search.found.one', { count: 1 }));
  });

  it('says so when the language has no articles, and when the index cannot be loaded', async () => {
    const uk = useTranslations('uk');
    const empty = await openPage('/uk/blog/');
    await empty.route('**/article-search.json', (route) => route.fulfill({ json: [] }));
    await box(empty).fill('віза');
    await expect.poll(() => status(empty).textContent()).toBe(uk('articles.search.empty'));

    const failing = await openPage('/uk/blog/');
    await failing.route('**/article-search.json', (route) => route.fulfill({ status: 503, body: '' }));
    await box(failing).fill('віза');
    await expect.poll(() => status(failing).textContent()).toBe(uk('articles.search.failed'));
  });
});
