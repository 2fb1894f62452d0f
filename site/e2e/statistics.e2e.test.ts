import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { apiCaller } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { countText } from '../src/i18n/plural';
import { companyListings } from '../../infra/local/test/company-listing';
import { readyFormToken } from './form-token';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });

describe('the statistics screen', () => {
  it.each([
    ['ru', useTranslations('ru')],
    ['uk', useTranslations('uk')],
  ] as const)('in %s shows the period’s leads and views, by day, and keeps the chosen period', async (language, t) => {
    const mine = await listing('published');
    const formToken = await readyFormToken(api);
    for (let index = 0; index < 2; index++) {
      const viewer = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      await apiCaller(api, { locale: language, viewer })(sendCompanyLead, {
        body: {
          name: `Visitor ${index}`,
          email: `visitor-${randomUUID()}@example.com`,
          consent: true,
          country: 'UA',
          company_id: mine.companyUuid,
          form_token: formToken,
          idempotency_key: randomUUID(),
        },
      });
    }

    const page = await browser.openPage(`/${language}/admin/statistics/`, { session: mine.owner.session });
    const tile = (label: string) => page.locator('.stats-tile').filter({ hasText: label });
    await expect.poll(() => tile(t('admin.statistics.leads')).locator('.stats-tile__value').textContent()).toBe('2');
    await tile(t('admin.statistics.first_answer')).getByText(t('admin.statistics.first_answer_none')).waitFor();
    expect(
      await page
        .getByRole('button', { name: countText(t, 'admin.statistics.days', 30, language) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The table under the leads chart has today's two new leads.
    await page.getByText(t('admin.statistics.show_table')).first().click();
    const lastRow = page.locator('.stats-chart').first().locator('tbody tr').last();
    expect(await lastRow.locator('td').first().textContent()).toBe('2');

    await page.getByRole('button', { name: countText(t, 'admin.statistics.days', 7, language) }).click();
    await page.waitForURL(/\?days=7$/);
    await expect.poll(() => page.locator('.stats-chart').first().locator('tbody tr').count()).toBe(7);
    await page.reload();
    await islandsHydrated(page);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: countText(t, 'admin.statistics.days', 7, language) })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    // On a 390 px phone nothing runs off the screen (the tables scroll within their frame).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(t('admin.statistics.show_table')).first().click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
