import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createReview } from '@migralink/shared/api/reviews';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { testAccounts } from '../../infra/local/test/accounts';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from './company-listing';

const product = startedProduct();
const { site, api, mail } = product;
const browser = browserSession(site);
const listing = companyListings({ api, mail });
const accounts = testAccounts(product);
const uk = useTranslations('uk');

/** The company page scrolled to its reviews, with the reviews island running (its order can be changed). */
async function reviewsOf(page: Page, path: string) {
  await page.goto(`${site}${path}`);
  await islandsHydrated(page);
  const section = page.locator('#reviews');
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => section.getByLabel(uk('reviews.sort')).isEnabled()).toBe(true);
  return section;
}

/** What the built page says of the rating to screen readers: "4,5 з 5, 2 відгуки". */
const rated = (average: string, reviews: string) => uk('reviews.rated', { average, reviews });

describe('reviews of a company, in Ukrainian', () => {
  it('a client reviews, another comments and reacts, and the public page follows', async () => {
    const mine = await listing('published');
    const { data: company } = (await (await fetch(`${api}/v1/company/${mine.companyUuid}`)).json()) as {
      data: { slug: string };
    };
    const path = `/uk/company/${company.slug}/`;
    const writer = await accounts.activeIn('uk', { firstName: 'Оксана', lastName: 'Коваль', locale: 'uk' });
    const reader = await accounts.activeIn('uk', { firstName: 'Тарас', lastName: 'Мельник', locale: 'uk' });

    // The first client writes a review: 4 stars, a text and the optional tags.
    const page = await (await browser.newContext({ locale: 'uk-UA', session: writer.session })).newPage();
    let reviews = await reviewsOf(page, path);
    await showsText(reviews.locator('.reviews__none'), uk('reviews.none'));
    await reviews.getByRole('button', { name: uk('reviews.write'), exact: true }).click();
    const form = reviews.locator('.review-form');
    await form.getByRole('radio', { name: uk('reviews.stars.few', { count: 4 }), exact: true }).check();
    await form
      .getByLabel(uk('reviews.form.text'))
      .fill('Оформили посвідку за два місяці, усе пояснювали <b>чесно</b>.');
    await form.getByLabel(uk('reviews.form.service')).fill('Посвідка на проживання');
    await form.getByLabel(uk('reviews.form.outcome')).selectOption('approved');
    await form.getByLabel(uk('reviews.form.processing_days')).fill('60');
    await form.getByRole('button', { name: uk('reviews.form.publish') }).click();
    const review = reviews.locator('.review').first();
    // The text is shown as written, never as HTML.
    await review.getByText('Оформили посвідку за два місяці, усе пояснювали <b>чесно</b>.').waitFor();
    await review.getByText(uk('reviews.service', { service: 'Посвідка на проживання' })).waitFor();
    await showsText(reviews.locator('.reviews-summary__count'), uk('reviews.count.one', { count: 1 }));

    // Another client comments on it, dislikes the comment, then likes it: the counts switch (spec §4).
    const other = await (await browser.newContext({ locale: 'uk-UA', session: reader.session })).newPage();
    reviews = await reviewsOf(other, path);
    const theirs = reviews.locator('.review').filter({ hasText: 'Оксана К.' });
    await theirs.getByLabel(uk('reviews.comment.label')).fill('Дякую, дуже допомогло!');
    await theirs.getByRole('button', { name: uk('reviews.comment.send'), exact: true }).click();
    const comment = theirs.locator('.review-comment').filter({ hasText: 'Дякую, дуже допомогло!' });
    await comment.getByRole('button', { name: uk('reviews.dislike', { count: 0 }), exact: true }).click();
    const disliked = comment.getByRole('button', { name: uk('reviews.dislike', { count: 1 }), exact: true });
    await expect.poll(() => disliked.getAttribute('aria-pressed')).toBe('true');
    await comment.getByRole('button', { name: uk('reviews.like', { count: 0 }), exact: true }).click();
    const liked = comment.getByRole('button', { name: uk('reviews.like', { count: 1 }), exact: true });
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() =>
        comment
          .getByRole('button', { name: uk('reviews.dislike', { count: 0 }), exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('false');
    await theirs.getByRole('button', { name: uk('reviews.helpful', { count: 0 }), exact: true }).click();
    await theirs
      .getByRole('button', { name: uk('reviews.helpful', { count: 1 }), exact: true, pressed: true })
      .waitFor();

    // The second client reviews too (5 stars); a visitor's page says 4,5 out of 5 from 2 reviews, in its HTML.
    await accounts.callAs(reader.session.token, 'uk')(createReview, {
      params: { uuid: mine.companyUuid },
      body: { rating: 5, text: 'Швидко, зрозуміло і без зайвих обіцянок.' },
    });
    const visitor = await browser.newPage({ locale: 'uk-UA' });
    const response = await visitor.goto(`${site}${path}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(rated('4,5', uk('reviews.count.few', { count: 2 })));
    expect(html).toContain(uk('reviews.comment_likes', { likes: 1, dislikes: 0 }));
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const organization = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Organization');
    expect(organization?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(organization?.review).toHaveLength(2);

    // The author's name leads to their reviews, each linking back to the company.
    await visitor.locator('#reviews').getByRole('link', { name: 'Оксана К.', exact: true }).first().click();
    await visitor.getByRole('heading', { name: uk('author.title', { name: 'Оксана К.' }) }).waitFor();
    await visitor.getByRole('link', { name: uk('author.review_of', { company: mine.texts.company.en }) }).waitFor();
  });
});
