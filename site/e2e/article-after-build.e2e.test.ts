import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createArticle, getArticle, publishArticle } from '@migralink/shared/api/articles';
import { testAccounts } from '../../infra/local/test/accounts';
import { builtSiteSession } from '../../infra/local/test/built-site-session';
import { signedInContentManager } from '../../infra/local/test/content-manager';

/**
 * An article published after the site was built, as in AWS between two builds: the not-found page's live view
 * shows it at its own address as its pre-built page would, with the links to its target country and purpose and
 * the companies serving them. The pre-built demo guide (infra/local/demo/articles.ts), with the same targets,
 * is what it must match.
 */
const { product, openPage } = builtSiteSession();
const accounts = testAccounts({ api: product.api, mail: product.mail });
const DEMO_GUIDE = 'temporary-residence-serbia-work';

/** What an article page links to around the article: its targets' landing pages and the companies under it. */
async function linksAround(page: Page) {
  const hrefs = (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return {
    targets: await hrefs('.article__links a'),
    companies: await hrefs('.article-companies a[href*="/company/"]'),
    all: await hrefs('.article-companies p a'),
  };
}

describe('an article published after the build', () => {
  it('shows at its address with the target links and the companies its pre-built twin shows', async () => {
    const writer = await signedInContentManager(accounts, 'en');
    const as = accounts.callAs(writer.token, 'en');
    const { data: guide } = await as(getArticle, { params: { locale: 'en', slug: DEMO_GUIDE } });
    const slug = `serbia-work-after-build-${randomUUID().slice(0, 8)}`;
    const { data: draft } = await as(createArticle, {
      body: {
        locale: 'en',
        section: 'blog',
        slug,
        title: `Serbia after the build ${slug.slice(-8)}`,
        summary: 'What changed since the last build.',
        body: '## Documents\n\n- passport',
        tags: ['Serbia'],
        countries: guide.countries,
        purposes: guide.purposes,
        author: 'Milica Jovanović',
        checked_by: 'Marko Petrović',
        checked_on: '2026-11-20',
      },
    });
    await as(publishArticle, { params: { id: draft.id } });

    const twin = await openPage(`/en/blog/${DEMO_GUIDE}/`);
    const expected = await linksAround(twin);
    expect(expected.targets.length).toBeGreaterThan(0);
    expect(expected.companies.length).toBeGreaterThan(0);

    const live = await openPage(`/en/blog/${slug}/`);
    await expect.poll(() => live.getByRole('heading', { level: 1 }).textContent()).toBe(draft.title);
    await expect.poll(() => live.locator('.article-companies').count()).toBe(1);
    expect(await linksAround(live)).toEqual(expected);
    expect(await live.locator('#not-found').isHidden()).toBe(true);
    // Its targets' landing pages alone: never the build's list of every page, company and service.
    const asked = await live.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(asked).toContain('/v1/search/landing-pages/targets');
    expect(asked).not.toContain('/v1/search/landing-pages');
  });
});
