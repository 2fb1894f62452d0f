import { describe, expect, it } from 'vitest';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, hydrated, showsText } from '../../infra/local/test/browser';
import { STAFF } from '../../infra/local/test/company-listing';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const accounts = testAccounts({ api, mail });
const t = useTranslations('ru');

describe('the staff area', () => {
  it("shows the newsletters in a user's sidebar once an admin makes them a content manager", async () => {
    const user = await accounts.active({ locale: 'ru', prefix: 'staff-area' });
    const admin = await accounts.signIn(STAFF.email, STAFF.password);

    // The user's account app before: the sidebar follows the profile the page reads afresh.
    const userPage = await browser.newPage({ session: user.session });
    const profileRead = userPage.waitForResponse((response) => response.url().endsWith('/v1/auth/profile'));
    await userPage.goto(`${site}/ru/admin/`);
    await profileRead;
    const newsletters = userPage.getByRole('link', { name: t('admin_sidebar.newsletters'), exact: true });
    expect(await newsletters.count()).toBe(0);

    // The admin finds the user by the beginning of the address and gives the role.
    const adminPage = await browser.openPage('/ru/admin/users/', { session: admin });
    await adminPage.getByLabel(t('admin.users.field.email')).fill(user.email.slice(0, 24));
    await adminPage.getByRole('button', { name: t('admin.users.search'), exact: true }).click();
    await adminPage.getByRole('link', { name: t('admin.users.open_named', { email: user.email }) }).click();
    const role = adminPage.getByLabel(t('admin.users.field.role'));
    await hydrated(role);
    await role.selectOption('content_manager');
    await adminPage.getByRole('button', { name: t('admin.users.set_role'), exact: true }).click();
    const change = t('admin.users.audit.role', {
      email: STAFF.email,
      from: t('profile.role.client'),
      to: t('profile.role.content_manager'),
    });
    await showsText(adminPage.locator('.staff-users__change'), change);

    // The same session of the user, on its next page: the newsletters are in its sidebar and open.
    await userPage.reload();
    await newsletters.click();
    await userPage.getByRole('heading', { name: t('admin.newsletters.title'), exact: true }).waitFor();
  });
});
