import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getPartnerArea } from '@migralink/shared/api/partners';
import { COMMISSION_PERCENT } from '@migralink/shared/partners';
import { planPrice } from '@migralink/shared/prices';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, hydrated, islandsHydrated } from '../../infra/local/test/browser';
import { companyListings } from '../../infra/local/test/company-listing';
import { startedProduct } from '../../infra/local/test/provided';
import { moneyText } from '../src/i18n/money';
import { useTranslations } from '../src/i18n';

const product = startedProduct();
const { site, api, mail } = product;
const browser = browserSession(site);
const accounts = testAccounts({ api, mail });
const listing = companyListings({ api, mail });
const ru = useTranslations('ru');

const PASSWORD = 'Tropical-otter-lantern-2026';

describe('a partner brings a company that pays', () => {
  it('shares the link from the partner area; a company registers in another tab, pays Pro, and the partner sees it counted', async () => {
    // The partner's area makes their code and shows the link to share, in Russian.
    const partner = await accounts.active({ role: 'partner', locale: 'ru', prefix: 'partner' });
    const area = await browser.openPage('/ru/account/partner/', { locale: 'ru-RU', session: partner.session });
    const linkField = area.getByLabel(ru('partner_area.link'), { exact: true });
    await hydrated(area.getByRole('button', { name: ru('partner_area.copy_link') }));
    const code = await area.getByLabel(ru('partner_area.code'), { exact: true }).inputValue();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const link = await linkField.inputValue();
    expect(link).toBe(`${site}/ru/?ref=${code}`);
    await area.getByText(ru('partner_area.empty')).waitFor();

    // A visitor follows the link, then registers a company in another tab of the same browser.
    const visitor = await browser.newContext({ locale: 'ru-RU' });
    const landing = await visitor.newPage();
    await landing.goto(link);
    await islandsHydrated(landing);
    const email = `brought-${randomUUID()}@example.com`;
    const tab = await visitor.newPage();
    await tab.goto(`${site}/ru/register/`);
    const submit = tab.getByRole('button', { name: ru('register.submit') });
    await hydrated(submit);
    await tab.getByRole('radio', { name: ru('register.type.company') }).check();
    await tab.getByLabel(ru('register.first_name'), { exact: true }).fill('Мира');
    await tab.getByLabel(ru('register.last_name'), { exact: true }).fill('Гаванова');
    await tab.getByLabel(ru('login.email'), { exact: true }).fill(email);
    await tab.getByLabel(ru('login.password'), { exact: true }).fill(PASSWORD);
    await submit.click();
    await tab.waitForURL(`${site}/ru/registration-success/?email=${encodeURIComponent(email)}`);

    // Days later in the product's terms: it confirms its address, lists its company and pays Pro at the checkout.
    const owner = await accounts.activated(
      { email, password: PASSWORD, firstName: 'Мира', lastName: 'Гаванова' },
      'ru',
    );
    await listing('company', { owner });
    const tariffs = await browser.openPage('/ru/tariffs/', { locale: 'ru-RU', session: owner.session });
    await tariffs.getByRole('button', { name: ru('tariffs.buy', { plan: ru('admin.plan.pro') }) }).click();
    await tariffs.waitForURL(/\/pay\/cs_/);
    await tariffs.getByRole('button', { name: /^Pay / }).click();
    // Where the checkout sends the payer back, not how long the dev server takes to compile that page.
    await tariffs.waitForURL((url) => url.pathname === '/ru/admin/subscriptions/', { waitUntil: 'commit' });

    // The payment settles through the webhook; the partner's month then counts the visit, the sign-up and the plan.
    const asPartner = accounts.callAs(partner.session.token, 'ru');
    await expect.poll(async () => (await asPartner(getPartnerArea, {})).data.months[0]?.paid_plans).toBe(1);
    await area.reload();
    const month = area.locator('tr[data-month]');
    await month.waitFor();
    const cell = (count: string) => month.locator(`[data-count="${count}"]`).textContent();
    expect(await cell('clicks')).toBe('1');
    expect(await cell('signups')).toBe('1');
    expect(await cell('leads')).toBe('0');
    expect(await cell('paid_plans')).toBe('1');
    const commission = Math.floor((planPrice('pro', 'month') * COMMISSION_PERCENT) / 100);
    expect(await cell('commission')).toBe(moneyText(commission / 100, 'EUR', 'ru', 'always'));
    // Only counts: nothing of the company or its owner is on the partner's page.
    const text = (await area.locator('main').textContent()) ?? '';
    for (const personal of [email, 'Мира', 'Гаванова']) expect(text).not.toContain(personal);
  });
});
