import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createReview } from '@migralink/shared/api/reviews';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { testAccounts } from '../../infra/local/test/accounts';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

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
  it('a client reviews, another comments and reacts, the owner answers, and the public page follows', async () => {
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

    // Another client comments on it and finds the review helpful; their own comment offers no reactions.
    const other = await (await browser.newContext({ locale: 'uk-UA', session: reader.session })).newPage();
    reviews = await reviewsOf(other, path);
    const theirs = reviews.locator('.review').filter({ hasText: 'Оксана К.' });
    await theirs.getByLabel(uk('reviews.comment.label')).fill('Дякую, дуже допомогло!');
    await theirs.getByRole('button', { name: uk('reviews.comment.send'), exact: true }).click();
    const ownComment = theirs.locator('.review-comment').filter({ hasText: 'Дякую, дуже допомогло!' });
    await ownComment.getByText(uk('reviews.comment_likes', { likes: 0, dislikes: 0 })).waitFor();
    expect(await ownComment.getByRole('button', { name: uk('reviews.like', { count: 0 }) }).count()).toBe(0);
    await theirs.getByRole('button', { name: uk('reviews.helpful', { count: 0 }), exact: true }).click();
    await theirs
      .getByRole('button', { name: uk('reviews.helpful', { count: 1 }), exact: true, pressed: true })
      .waitFor();

    // The author dislikes the comment, then likes it: the counts switch (docs/product.md, "Reactions"). Their own
    // review's helpfulness is a count, not a button.
    reviews = await reviewsOf(page, path);
    const own = reviews.locator('.review').filter({ hasText: 'Оксана К.' });
    await own.getByText(uk('reviews.helpful_count', { count: 1 })).waitFor();
    expect(await own.getByRole('button', { name: uk('reviews.helpful', { count: 1 }) }).count()).toBe(0);
    const comment = own.locator('.review-comment').filter({ hasText: 'Дякую, дуже допомогло!' });
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

    // The second client reviews too (5 stars).
    await accounts.callAs(reader.session.token, 'uk')(createReview, {
      params: { uuid: mine.companyUuid },
      body: { rating: 5, text: 'Швидко, зрозуміло і без зайвих обіцянок.' },
    });
    // The owner answers the first review from the account area, as the company.
    const owner = await browser.openPage('/uk/admin/reviews/', { session: mine.owner.session });
    await owner
      .getByRole('button', { name: uk('admin.reviews.answer_named', { name: 'Оксана К.' }), exact: true })
      .click();
    await owner.getByLabel(uk('admin.reviews.answer_label'), { exact: true }).fill('Дякуємо, раді були допомогти!');
    await owner.getByRole('button', { name: uk('admin.reviews.answer_send'), exact: true }).click();
    await owner.getByText(uk('admin.reviews.notice.answered'), { exact: true }).waitFor();

    // A visitor sees 4,5 out of 5 from 2 reviews, the comment's counts and the company's answer. (The page may
    // be shown live when this dev server listed the company pages before the company existed; the built page's
    // HTML and JSON-LD are checked by reviews-body.test.tsx and review-json-ld.test.ts.)
    const visitor = await browser.newPage({ locale: 'uk-UA' });
    const shown = await reviewsOf(visitor, path);
    await showsText(shown.locator('.reviews-summary__count'), uk('reviews.count.few', { count: 2 }));
    await shown.getByText(rated('4,5', uk('reviews.count.few', { count: 2 }))).waitFor({ state: 'attached' });
    await shown.getByText('Дякуємо, раді були допомогти!').waitFor();
    const answered = shown.locator('.review').filter({ hasText: 'Оксана К.' });
    await answered.getByText('Дякую, дуже допомогло!').waitFor();
    // A visitor who is not signed in reads the comment's counts as text.
    await answered.getByText(uk('reviews.comment_likes', { likes: 1, dislikes: 0 })).waitFor();

    // The author's name leads to their reviews, each linking back to the company.
    await visitor.locator('#reviews').getByRole('link', { name: 'Оксана К.', exact: true }).first().click();
    await visitor.getByRole('heading', { name: uk('author.title', { name: 'Оксана К.' }) }).waitFor();
    await visitor.getByRole('link', { name: uk('author.review_of', { company: mine.texts.company.en }) }).waitFor();
  });
});
