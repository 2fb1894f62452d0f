import { describe, expect, it } from 'vitest';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

const product = startedProduct();
const browser = browserSession(product.site);
const listing = companyListings(product);

describe('the company preview', () => {
  it.each(['en', 'ru'] as const)(
    'says which services visitors do not see yet, and asks the API for no list that is not there (%s)',
    async (locale) => {
      const t = useTranslations(locale);
      // The company and its service sent to moderation: nothing is public yet.
      const mine = await listing('submitted');
      const page = await browser.newPage({ session: mine.owner.session });
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(new URL(response.url()).pathname);
      });
      await page.goto(`${product.site}/${locale}/admin/company/preview/`);
      await page.getByText(t('company_editor.preview.not_public', { count: 1 })).waitFor();
      expect(await page.getByRole('link', { name: t('company_editor.preview.to_services') }).getAttribute('href')).toBe(
        `/${locale}/admin/services/`,
      );
      expect(missing).toEqual([]);
    },
  );
});
