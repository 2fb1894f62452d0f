import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession, hydrated, showsText } from '../../infra/local/test/browser';
import { mailedLink, mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, STAFF, type Listing } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const en = useTranslations('en');
const uk = useTranslations('uk');

/** A call of the API as any client makes it: JSON both ways, the status beside the body. */
async function callApi<T>(
  path: string,
  init: { method?: string; token?: string; locale?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${api}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-localization': init.locale ?? 'en',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

interface PublicTexts {
  data: { name: string; motto: string; description: string };
}

/** The company page the public catalogue API serves, in a language. */
const publicCompany = (uuid: string, locale: 'en' | 'ru') => callApi<PublicTexts>(`/v1/company/${uuid}`, { locale });

/** The token a signed-in browser keeps in its `token` cookie. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((each) => each.name === 'token');
  expect(cookie?.value).toBeTruthy();
  return cookie?.value ?? '';
}

/** A language tab of the editors, named with whether everything required is written in it. */
const tabOf = (page: Page, language: 'en' | 'ru', state: 'filled' | 'not_filled') =>
  page
    .getByRole('group', { name: en('admin.locale.label') })
    .getByRole('button', { name: `${en(`admin.locale.${language}`)} (${en(`admin.locale.${state}`)})`, exact: true });

/** A language tab the plan does not include (nothing written in it yet): named so, for screen readers too. */
const lockedTabOf = (page: Page, language: 'ru' | 'uk') =>
  page.getByRole('group', { name: en('admin.locale.label') }).getByRole('button', {
    name: `${en(`admin.locale.${language}`)} (${en('admin.locale.not_filled')}, ${en('admin.plans.locked_tab')})`,
    exact: true,
  });

/** The moderation state of the company or service on screen, with its actions. */
const moderationBar = (page: Page, t = en) => page.getByRole('region', { name: t('admin.status.label') });

/** The labels of the moderation state shown in the bar: the status, then whether the public sees it. */
async function badges(page: Page, t = en): Promise<string[]> {
  const labels = (['draft', 'on_moderation', 'approved', 'rejected', 'published', 'not_published'] as const).map(
    (state) => t(`admin.status.${state}`),
  );
  const shown = await Promise.all(
    labels.map((label) => moderationBar(page, t).getByText(label, { exact: true }).count()),
  );
  return labels.filter((_, index) => shown[index]);
}

/** Waits until the moderation bar shows the state `expected` names. */
async function expectBadges(page: Page, expected: string[], t = en): Promise<void> {
  await expect.poll(() => badges(page, t)).toEqual(expected);
}

const browser = browserSession(site);
const listing = companyListings({ api, mail });

/** `path` of the account app, opened by the owner of `listing`, signed in, with its islands hydrated. */
const ownerOpens = (path: string, { owner }: Listing) => browser.openPage(path, { session: owner.session });

/** The wizard's second step in the edited language, without the optional blocks; then on to the next. */
async function fillServiceContent(owner: Page, texts: { reason: string; requirements: string }) {
  await owner.getByRole('heading', { name: en('service_wizard.step.content') }).waitFor();
  await owner.getByLabel(en('service_wizard.receiving_reason'), { exact: true }).fill(texts.reason);
  await owner.getByLabel(en('service_wizard.applicant_requirements'), { exact: true }).fill(texts.requirements);
  await owner.getByLabel(en('service_wizard.show_required_steps')).uncheck();
  await owner.getByLabel(en('service_wizard.show_benefits')).uncheck();
  await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
}

/*
 * A company account's way from sign-up to a published listing that moderation
 * keeps apart from later edits. Each test starts from a listing of its own that
 * the API has taken to the stage before its step (see company-listing.ts), and
 * does that step in the browser.
 */
describe('a company account, from sign-up to a published listing that moderation keeps apart from later edits', () => {
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

  it('is approved by staff on the moderation screen, oldest first, and the owner is mailed', async () => {
    const { owner, texts, companyUuid } = await listing('submitted');
    const staff = await browser.newPage();
    await staff.goto(`${site}/en/login/?next=${encodeURIComponent('/en/admin/moderation/')}`);
    const submit = staff.getByRole('button', { name: en('login.submit'), exact: true });
    await hydrated(submit);
    await staff.getByLabel(en('login.email'), { exact: true }).fill(STAFF.email);
    await staff.getByLabel(en('login.password'), { exact: true }).fill(STAFF.password);
    await submit.click();
    await staff.waitForURL(`${site}/en/admin/moderation/`);
    await staff.getByRole('heading', { name: en('admin.moderation.heading') }).waitFor();
    // The header leads staff to the moderation queue, not to a company.
    const menu = staff.getByRole('navigation', { name: en('common.account_menu') });
    await menu.getByRole('link', { name: en('common.moderation_area') }).waitFor();
    expect(await menu.getByRole('link', { name: en('common.admin_area') }).isVisible()).toBe(false);

    const review = (name: string) =>
      staff.getByRole('button', { name: en('admin.moderation.open_named', { name }), exact: true });
    await hydrated(review(texts.company.en));
    // Oldest first: the service was sent before the company.
    const queue = await staff
      .getByRole('button', { name: en('admin.moderation.open') })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const place = (name: string) => queue.indexOf(en('admin.moderation.open_named', { name }));
    expect(place(texts.service.en)).toBeGreaterThanOrEqual(0);
    expect(place(texts.service.en)).toBeLessThan(place(texts.company.en));

    for (const name of [texts.service.en, texts.company.en]) {
      await review(name).click();
      await staff.getByRole('button', { name: en('admin.moderation.approve'), exact: true }).click();
      await staff.getByText(en('admin.moderation.approved', { name })).waitFor();
      await review(name).waitFor({ state: 'detached' });
    }

    // Approved is not yet public: the owner publishes.
    expect((await publicCompany(companyUuid, 'en')).status).toBe(404);
    for (const name of [texts.service.en, texts.company.en]) {
      await expect
        .poll(
          async () => (await mailsTo(mail, owner.email)).filter((one) => (one.body.text ?? '').includes(name)).length,
        )
        .toBe(1);
    }
  });

  it('publishes both, and the public sees the approved texts in both languages', async () => {
    const mine = await listing('approved');
    const { texts, companyUuid, serviceUuid } = mine;
    const owner = await ownerOpens('/en/admin/company/', mine);
    const bar = moderationBar(owner);
    const publishCompany = bar.getByRole('button', { name: en('admin.action.publish') });
    await hydrated(publishCompany);
    await publishCompany.click();
    await bar.getByText(en('admin.action.published')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.approved'), en('admin.status.published')]);

    await owner.goto(`${site}/en/admin/services/create-service/?uuid=${serviceUuid}&step=5`);
    const publishService = bar.getByRole('button', { name: en('admin.action.publish') });
    await hydrated(publishService);
    await publishService.click();
    await bar.getByText(en('admin.action.published')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.approved'), en('admin.status.published')]);

    expect(await publicCompany(companyUuid, 'en')).toMatchObject({
      status: 200,
      body: { data: { name: texts.company.en, motto: texts.motto.en, description: texts.description.en } },
    });
    expect(await publicCompany(companyUuid, 'ru')).toMatchObject({
      status: 200,
      body: { data: { name: texts.company.ru, motto: texts.motto.ru, description: texts.description.ru } },
    });
    for (const language of ['en', 'ru'] as const) {
      const page = await callApi(`/v1/service/${serviceUuid}`, { locale: language });
      expect(page).toMatchObject({ status: 200, body: { data: { name: texts.service[language] } } });
    }

    const visitor = await browser.openPage(`/en/company/?id=${companyUuid}`);
    await visitor.getByRole('heading', { name: texts.company.en }).waitFor();
    await visitor.getByText(texts.description.en, { exact: true }).waitFor();
    await visitor.getByText(texts.service.en, { exact: true }).waitFor();
  });

  it('edits again: the edit waits for moderation, the public keeps the approved text, the preview shows the draft', async () => {
    const mine = await listing('published');
    const { texts, companyUuid } = mine;
    const { description } = texts;
    const owner = await ownerOpens('/en/admin/company/', mine);
    const field = owner.getByLabel(en('company_editor.description'), { exact: true });
    await hydrated(field);
    await expect.poll(() => field.inputValue()).toBe(description.en);
    await field.fill(description.later);
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.draft'), en('admin.status.published')]);
    await moderationBar(owner).getByText(en('admin.state.older_public')).waitFor();
    await moderationBar(owner)
      .getByRole('button', { name: en('admin.action.submit') })
      .waitFor();

    const draft = await callApi<{ data: { status: string; published: boolean; description: string } }>(
      '/v1/account/company?locale=en',
      { token: await tokenOf(owner) },
    );
    expect(draft.body.data).toMatchObject({ status: 'draft', published: true, description: description.later });
    expect((await publicCompany(companyUuid, 'en')).body.data.description).toBe(description.en);
    expect((await publicCompany(companyUuid, 'ru')).body.data.description).toBe(description.ru);

    await owner.getByRole('link', { name: en('company_editor.preview') }).click();
    await owner.getByText(en('company_editor.preview.banner', { language: en('admin.locale.en') })).waitFor();
    await owner.getByText(description.later, { exact: true }).waitFor();
    expect(await owner.getByText(description.en, { exact: true }).count()).toBe(0);

    const visitor = await browser.openPage(`/en/company/?id=${companyUuid}`);
    await visitor.getByText(description.en, { exact: true }).waitFor();
    expect(await visitor.getByText(description.later, { exact: true }).count()).toBe(0);
  });

  it('shows the same account in Ukrainian, the service with its state', async () => {
    const mine = await listing('published');
    const owner = await ownerOpens('/uk/admin/services/', mine);
    await owner.getByRole('heading', { level: 1, name: uk('services.heading') }).waitFor();
    await owner.getByText(uk('services.count', { count: 1 })).waitFor();
    // No Ukrainian text was written: the list names the service as the public would see it, in English.
    await owner.getByRole('heading', { name: mine.texts.service.en }).waitFor();
    await expectBadges(owner, [uk('admin.status.approved'), uk('admin.status.published')], uk);
  });
});
