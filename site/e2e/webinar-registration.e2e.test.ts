import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { STAFF } from '../../infra/local/test/company-listing';
import { startedProduct } from '../../infra/local/test/provided';
import { firstEdition } from '@migralink/shared/site-pages/first-editions';
import { useTranslations } from '../src/i18n';

const product = startedProduct();
const accounts = testAccounts(product);
const { openPage } = browserSession(product.site);
const uk = useTranslations('uk');

describe('a webinar in Ukrainian', () => {
  it("registers a visitor from the webinar's page, and the staff find the seminar lead in the platform's inbox", async () => {
    const webinar = firstEdition('webinar', 'serbia', 'uk')!;
    const page = await openPage('/uk/webinars/serbia/', { locale: 'uk-UA' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(webinar.title);
    await page.locator('time[datetime="2027-01-21T16:00:00Z"]').waitFor();
    await page.getByRole('listitem').filter({ hasText: webinar.agenda[0]! }).first().waitFor();

    await page.getByRole('button', { name: uk('pages.webinar.register_button') }).click();
    const dialog = page.getByRole('dialog', { name: uk('lead.title', { name: uk('common.brand') }) });
    await dialog.waitFor();
    const name = `Оксана ${randomInt(100_000)}`;
    await dialog.getByLabel(uk('lead.name')).fill(name);
    await dialog.getByLabel(uk('lead.email')).fill(`oksana-${randomInt(100_000)}@example.com`);
    await dialog.getByLabel(uk('lead.country')).selectOption('UA');
    await dialog.getByLabel(uk('lead.consent')).check();
    // Send is enabled once the API's form token is old enough (the click waits for it).
    await dialog.getByRole('button', { name: uk('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${uk('lead.thanks')} ${uk('lead.thanks_text')}`);

    const staff = await accounts.signIn(STAFF.email, STAFF.password);
    const inbox = await openPage('/uk/admin/leads/', { session: staff });
    await islandsHydrated(inbox);
    await inbox.getByLabel(uk('admin.leads.filter.kind'), { exact: true }).selectOption('seminar');
    const open = inbox.getByRole('button', { name: uk('admin.leads.open_named', { name }), exact: true });
    await open.click();
    await inbox.getByRole('heading', { name, exact: true }).waitFor();
    const topic = inbox.locator('.leads-detail__fact').filter({ hasText: uk('admin.leads.topic') });
    await showsText(topic.locator('dd'), webinar.lead_topic);
  });
});
