import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createReview, getReview } from '@migralink/shared/api/reviews';
import { ApiError } from '@migralink/shared/client';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { builtPages } from './built-pages';
import { companyListings, STAFF } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });
const accounts = testAccounts({ api, mail });

type T = ReturnType<typeof useTranslations>;

/** The staff's queue with the review `id` shown (after "Load more" as needed: other tests report reviews too). */
async function showInQueue(page: Page, t: T, id: string): Promise<void> {
  const item = page.locator(`[data-review="${id}"]`);
  const more = page.getByRole('button', { name: t('admin.reported_reviews.load_more'), exact: true });
  // The queue loads once the island knows staff is signed in; it holds this review at least.
  await page.locator('.reported-item').first().waitFor();
  while (!(await item.isVisible())) {
    await more.click();
    await page.getByRole('button', { name: t('admin.reported_reviews.loading_more'), exact: true }).waitFor({
      state: 'detached',
    });
  }
}

describe('the reviews of a built company page', () => {
  it('show a signed-in reader no sign-in link before the island knows them, and a guest one', async () => {
    const uk = useTranslations('uk');
    const { company } = await builtPages(site, api);
    const client = await accounts.active({ prefix: 'reader' });
    const link = (page: Page) => page.getByRole('link', { name: uk('reviews.sign_in_to_write'), exact: true });
    for (const session of [client.session, undefined]) {
      const page = await browser.newPage({ locale: 'uk-UA', ...(session && { session }) });
      // The island never comes: what the reader sees is the built page alone, at its first paint.
      await page.route(/ReviewsIsland/, (route) => route.abort());
      await page.goto(`${site}/uk${company}#reviews`);
      await page.locator('#reviews-title').waitFor();
      expect(await link(page).isVisible(), session ? 'signed in' : 'guest').toBe(!session);
    }
  });
});

describe('reviews in the account', () => {
  it('the owner answers and reports a review from the mail link; staff hide it with a reason', async () => {
    const t = useTranslations('ru');
    const mine = await listing('published');
    const client = await accounts.active({ firstName: 'Ivan', lastName: 'Petrov', prefix: 'reviewer' });
    const text = `They lost my documents twice ${Date.now()}.`;
    const { data: review } = await accounts.callAs(client.session.token)(createReview, {
      params: { uuid: mine.companyUuid },
      body: { rating: 2, text, outcome: 'refused', processing_days: 40 },
    });
    const author = review.author.name;

    // The new-review mail's link opens the review alone, focused.
    const page = await browser.openPage(`/ru/admin/reviews/?id=${review.id}`, { session: mine.owner.session });
    await page.getByRole('heading', { name: author, exact: true }).waitFor();
    await page.getByText(text, { exact: true }).waitFor();
    await page.getByText(t('admin.reviews.outcome.refused'), { exact: true }).waitFor();
    await page.getByRole('img', { name: t('admin.reviews.stars', { rating: 2 }), exact: true }).waitFor();
    await page.getByRole('button', { name: t('admin.reviews.back'), exact: true }).click();
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
    await page.getByText(t('admin.reviews.unanswered'), { exact: true }).waitFor();
    await page.getByRole('table', { name: t('admin.reviews.breakdown'), exact: true }).waitFor();

    // The answer, with the keyboard: the form takes the focus, Enter on the button sends it.
    await page.getByRole('button', { name: t('admin.reviews.answer_named', { name: author }), exact: true }).click();
    const answer = page.getByLabel(t('admin.reviews.answer_label'), { exact: true });
    await expect.poll(() => answer.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('We are sorry and will call you today.');
    await page.getByRole('button', { name: t('admin.reviews.answer_send'), exact: true }).press('Enter');
    await page.getByText(t('admin.reviews.notice.answered'), { exact: true }).waitFor();
    await page.getByText(t('admin.reviews.company_answer'), { exact: true }).waitFor();
    await page.getByText('We are sorry and will call you today.', { exact: true }).waitFor();
    expect(await page.getByText(t('admin.reviews.unanswered'), { exact: true }).count()).toBe(0);

    // On a phone the list and its forms fit the width: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t('admin.reviews.report_named', { name: author }), exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t('admin.reviews.cancel'), exact: true }).click();

    // The report: a reason, then "Reported".
    await page.getByRole('button', { name: t('admin.reviews.report_named', { name: author }), exact: true }).click();
    await page.getByLabel(t('admin.reviews.report_label'), { exact: true }).fill('This person was never our client.');
    await page.getByRole('button', { name: t('admin.reviews.report_send'), exact: true }).click();
    await page.getByText(t('admin.reviews.notice.reported'), { exact: true }).waitFor();
    await page.getByText(t('admin.reviews.reported'), { exact: true }).waitFor();

    // Staff find it in the queue with the company's report, and hide it with a reason.
    const staffSession = await accounts.signIn(STAFF.email, STAFF.password);
    const queue = await browser.openPage('/ru/admin/reviews/reported/', { session: staffSession });
    await showInQueue(queue, t, review.id);
    const item = queue.locator(`[data-review="${review.id}"]`);
    await item.getByText('This person was never our client.', { exact: true }).waitFor();
    await item.getByText(t('admin.reported_reviews.by_company'), { exact: true }).waitFor();
    await item
      .getByRole('button', { name: t('admin.reported_reviews.hide_named', { name: author }), exact: true })
      .click();
    await item.getByRole('button', { name: t('admin.reported_reviews.hide_send'), exact: true }).click();
    await item.getByText(t('errors.field.required'), { exact: true }).waitFor();
    await item
      .getByLabel(t('admin.reported_reviews.hide_reason'), { exact: true })
      .fill('Not a client of the company.');
    await item.getByRole('button', { name: t('admin.reported_reviews.hide_send'), exact: true }).click();
    await queue.getByText(t('admin.reported_reviews.notice.hidden', { name: author }), { exact: true }).waitFor();
    expect(await queue.locator(`[data-review="${review.id}"]`).count()).toBe(0);

    // Hidden: no longer shown to anyone.
    const hidden = await accounts
      .callAs(client.session.token)(getReview, { params: { id: review.id } })
      .catch((error: unknown) => error);
    expect(hidden instanceof ApiError && hidden.status).toBe(404);
  });
});
