import { describe, expect, it } from 'vitest';
import { LOCALES } from '@migralink/shared/locales';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { accountUrl } from '../src/urls/account-paths';

const { site } = startedProduct();
const { openPage } = browserSession(site);

describe.each(LOCALES)('the footer in %s', (locale) => {
  const t = useTranslations(locale);

  it('leads partners to their registration page', async () => {
    const page = await openPage(`/${locale}/`);
    const forCompanies = page
      .locator('.site-footer')
      .getByRole('navigation', { name: t('common.footer.for_companies') });
    const link = forCompanies.getByRole('link', { name: t('partner.title') });
    expect(await link.getAttribute('href')).toBe(accountUrl(locale, 'partnerRegistration'));
    await link.click();
    await page.waitForURL((url) => url.pathname === accountUrl(locale, 'partnerRegistration'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(t('partner.title'));
  });
});
