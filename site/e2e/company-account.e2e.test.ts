import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hydrated, showsText } from '../../infra/local/test/browser';
import { mailedLink } from '../../infra/local/test/mailbox';
import { useTranslations } from '../src/i18n';
import { STAFF } from '../../infra/local/test/company-listing';
import {
  badges,
  companyAccountTest,
  fillServiceContent,
  lockedTabOf,
  moderationBar,
  tabOf,
  tokenOf,
} from './company-account-steps';

const en = useTranslations('en');
const { site, mail, browser, listing, ownerOpens, callApi, publicCompany } = companyAccountTest();

/*
 * A company account's way from sign-up to a listing sent to moderation (what moderation does with it
 * and with later edits: company-account-published.e2e.test.ts). Each test starts from a listing of
 * its own that the API has taken to the stage before its step (see company-listing.ts), and does that
 * step in the browser.
 */
describe('a company account, from sign-up to a listing sent to moderation', () => {
  it('registers as a company and activates the account from the mail', async () => {
    const email = `company-${randomUUID()}@example.com`;
    const owner = await browser.newPage();
    await owner.goto(`${site}/en/register/`);
    const submit = owner.getByRole('button', { name: en('register.submit') });
    await hydrated(submit);
    await owner.getByRole('radio', { name: en('register.type.company') }).check();
    await owner.getByLabel(en('register.first_name'), { exact: true }).fill('Olga');
    await owner.getByLabel(en('register.last_name'), { exact: true }).fill('Harbour');
    await owner.getByLabel(en('login.email'), { exact: true }).fill(email);
    await owner.getByLabel(en('login.password'), { exact: true }).fill('Harbour-compass-ledger-2026');
    await submit.click();
    await owner.waitForURL(`${site}/en/registration-success/?email=${encodeURIComponent(email)}`);

    await owner.goto(await mailedLink(mail, email, 'activate'));
    await owner.getByRole('heading', { name: en('activate.success_title') }).waitFor();
    const profile = await callApi<{ data: { role: string } }>('/v1/auth/profile', { token: await tokenOf(owner) });
    expect(profile).toMatchObject({ status: 200, body: { data: { role: 'company' } } });
  });

  it('creates the company in English and gives its office an address', async () => {
    const mine = await listing('account');
    const { texts } = mine;
    // The header leads a company account to its listing.
    const owner = await ownerOpens('/en/', mine);
    const menu = owner.getByRole('navigation', { name: en('common.account_menu') });
    const adminArea = menu.getByRole('link', { name: en('common.admin_area') });
    await hydrated(adminArea);
    await adminArea.click();
    await owner.waitForURL(`${site}/en/admin/`);
    await owner.goto(`${site}/en/admin/company/`);
    await owner.getByText(en('company_editor.new_company')).waitFor();
    const name = owner.getByLabel(en('company_editor.name'), { exact: true });
    await hydrated(name);
    await name.fill(texts.company.en);
    await owner.getByLabel(en('company_editor.motto'), { exact: true }).fill(texts.motto.en);
    await owner.getByLabel(en('company_editor.description'), { exact: true }).fill(texts.description.en);
    await owner.getByRole('button', { name: en('company_editor.create') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.draft'), en('admin.status.not_published')]);

    await owner.getByRole('link', { name: en('company_editor.offices_link') }).click();
    await owner.getByRole('heading', { name: en('offices_editor.heading') }).waitFor();
    const address = owner.getByLabel(en('offices_editor.address'), { exact: true });
    await hydrated(address);
    await address.fill(texts.address.en);
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    await tabOf(owner, 'en', 'filled').waitFor();
    // Basic includes one language: the company's English.
    await lockedTabOf(owner, 'ru').waitFor();
  });

  it('finds a second language locked on the basic plan, and writes it in Russian once staff sets pro', async () => {
    const mine = await listing('company');
    const { texts, companyUuid } = mine;
    const owner = await ownerOpens('/en/admin/company/', mine);
    // Basic includes one language: the Russian tab says so before anything is written.
    const russian = lockedTabOf(owner, 'ru');
    await hydrated(russian);
    await russian.click();
    await owner.getByText(en('company_editor.locale_note', { language: en('admin.locale.ru') })).waitFor();
    await expect.poll(() => new URL(owner.url()).searchParams.get('locale')).toBe('ru');
    const plans = [en('admin.plan.pro'), en('admin.plan.premium')].join(', ');
    const locked = en('company_editor.plan_locked', { plan: en('admin.plan.basic'), written: en('admin.locale.en') });
    await showsText(
      owner.locator('.admin-plan-note p'),
      `${locked} ${en('admin.plan_limit.plans', { plans })} ${en('admin.plan_limit.to_tariffs')}`,
    );
    // Nothing is written in Russian yet, and nothing can be: no text is typed that the save would refuse.
    const description = owner.getByLabel(en('company_editor.description'), { exact: true });
    expect(await description.inputValue()).toBe('');
    expect(await description.isDisabled()).toBe(true);
    expect(await owner.getByRole('button', { name: en('company_editor.save') }).isDisabled()).toBe(true);

    // Staff sets the plan; there is no screen for it, so through the API.
    const staff = await callApi<{ data: { token: string } }>('/v1/auth/signin', { method: 'POST', body: STAFF });
    expect(staff.status).toBe(200);
    const plan = await callApi(`/v1/admin/companies/${companyUuid}/plan`, {
      method: 'PUT',
      token: staff.body.data.token,
      body: { plan: 'pro' },
    });
    expect(plan).toMatchObject({ status: 200, body: { data: { uuid: companyUuid, plan: 'pro' } } });

    // On pro the Russian tab opens to writing.
    await owner.reload();
    const name = owner.getByLabel(en('company_editor.name'), { exact: true });
    await hydrated(name);
    await tabOf(owner, 'ru', 'not_filled').waitFor();
    expect(await name.isDisabled()).toBe(false);
    expect(await owner.locator('.admin-plan-note').count()).toBe(0);
    await name.fill(texts.company.ru);
    await owner.getByLabel(en('company_editor.motto'), { exact: true }).fill(texts.motto.ru);
    await description.fill(texts.description.ru);
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();

    await owner.getByRole('link', { name: en('company_editor.offices_link') }).click();
    await owner.getByText(en('company_editor.locale_note', { language: en('admin.locale.ru') })).waitFor();
    const address = owner.getByLabel(en('offices_editor.address'), { exact: true });
    await hydrated(address);
    await expect.poll(() => address.inputValue()).toBe('');
    await address.fill(texts.address.ru);
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    await tabOf(owner, 'ru', 'filled').waitFor();
    await tabOf(owner, 'en', 'filled').waitFor();
  });

  it('creates a service in the wizard, in English and in Russian, with its search attributes', async () => {
    const mine = await listing('russian');
    const { texts } = mine;
    const owner = await ownerOpens('/en/admin/services/create-service', mine);
    const name = owner.getByLabel(en('service_wizard.name'), { exact: true });
    await hydrated(name);
    await name.fill(texts.service.en);
    await owner.getByLabel(en('service_wizard.price_from'), { exact: true }).fill('900');
    await owner.getByLabel(en('service_wizard.price_to'), { exact: true }).fill('1500');
    await owner.getByLabel(en('service_wizard.duration'), { exact: true }).fill('3');
    await owner.evaluate(() => Object.assign(window, { sameDocument: true }));
    await owner.getByRole('button', { name: en('service_wizard.create') }).click();

    await owner.waitForURL(/[?&]step=2(&|$)/);
    const address = new URL(owner.url());
    expect(address.pathname).toMatch(/^\/en\/admin\/services\/create-service\/?$/);
    expect(address.searchParams.get('uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The address changed without a reload: the marker set on the page before is still there.
    expect(await owner.evaluate(() => 'sameDocument' in window)).toBe(true);

    await fillServiceContent(owner, { reason: texts.reason.en, requirements: texts.requirements.en });
    await owner.getByRole('heading', { name: en('service_wizard.step.feedback') }).waitFor();
    await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();

    await owner.getByRole('heading', { name: en('service_wizard.step.search') }).waitFor();
    await owner.getByLabel(en('service_wizard.country'), { exact: true }).selectOption('DE');
    await owner
      .getByRole('group', { name: en('service_wizard.purposes') })
      .getByRole('checkbox')
      .first()
      .check();
    await owner.getByLabel(en('service_wizard.main_category'), { exact: true }).selectOption({ index: 1 });
    await owner
      .getByRole('group', { name: en('service_wizard.categories') })
      .getByRole('checkbox')
      .first()
      .check();
    await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
    await owner.getByRole('heading', { name: en('service_wizard.step.review') }).waitFor();
    await tabOf(owner, 'en', 'filled').waitFor();

    // The same service in Russian: its name on the first step, its texts on the second.
    await tabOf(owner, 'ru', 'not_filled').click();
    await owner
      .getByRole('navigation', { name: en('service_wizard.steps_label') })
      .getByRole('button', { name: en('service_wizard.step.basics') })
      .click();
    await owner.getByRole('heading', { name: en('service_wizard.step.basics') }).waitFor();
    await expect.poll(() => owner.getByLabel(en('service_wizard.name'), { exact: true }).inputValue()).toBe('');
    await owner.getByLabel(en('service_wizard.name'), { exact: true }).fill(texts.service.ru);
    await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
    await fillServiceContent(owner, { reason: texts.reason.ru, requirements: texts.requirements.ru });
    await owner.getByRole('heading', { name: en('service_wizard.step.feedback') }).waitFor();
    await tabOf(owner, 'ru', 'filled').waitFor();
    await tabOf(owner, 'en', 'filled').waitFor();
    await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();

    await owner.getByRole('heading', { name: en('service_wizard.step.search') }).waitFor();
    // The attributes are the same in every language: those chosen in English.
    await expect.poll(() => owner.getByLabel(en('service_wizard.country'), { exact: true }).inputValue()).toBe('DE');
    await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
    await owner.getByRole('heading', { name: en('service_wizard.step.review') }).waitFor();
    await owner.getByText(`${en('admin.locale.en')}, ${en('admin.locale.ru')}`, { exact: true }).waitFor();
  });

  it('sends the service and the company to moderation', async () => {
    const mine = await listing('service');
    const { companyUuid, serviceUuid } = mine;
    // The wizard's last step, where the owner ends writing the service.
    const owner = await ownerOpens(`/en/admin/services/create-service/?uuid=${serviceUuid}&step=5`, mine);
    const bar = moderationBar(owner);
    const submitService = bar.getByRole('button', { name: en('admin.action.submit') });
    await hydrated(submitService);
    await submitService.click();
    await bar.getByText(en('admin.action.submitted')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.on_moderation'), en('admin.status.not_published')]);

    await owner.goto(`${site}/en/admin/company/`);
    const submitCompany = bar.getByRole('button', { name: en('admin.action.submit') });
    await hydrated(submitCompany);
    await submitCompany.click();
    await bar.getByText(en('admin.action.submitted')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.on_moderation'), en('admin.status.not_published')]);
    expect(await bar.getByRole('button', { name: en('admin.action.submit') }).count()).toBe(0);
    expect((await publicCompany(companyUuid, 'en')).status).toBe(404);
  });
});
