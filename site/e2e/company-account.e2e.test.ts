import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../infra/local/demo/generate';
import { launchBrowser } from '../../infra/local/test/browser';
import { mailedLink, mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const en = useTranslations('en');
const uk = useTranslations('uk');

/** The demo staff account the local platform seeds. */
const STAFF = { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };

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

let browser: Browser;
let owner: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await (await browser.newContext({ locale: 'en-US' })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** The wizard's second step in the edited language, without the optional blocks; then on to the next. */
async function fillServiceContent(texts: { reason: string; requirements: string }) {
  await owner.getByRole('heading', { name: en('service_wizard.step.content') }).waitFor();
  await owner.getByLabel(en('service_wizard.receiving_reason'), { exact: true }).fill(texts.reason);
  await owner.getByLabel(en('service_wizard.applicant_requirements'), { exact: true }).fill(texts.requirements);
  await owner.getByLabel(en('service_wizard.show_required_steps')).uncheck();
  await owner.getByLabel(en('service_wizard.show_benefits')).uncheck();
  await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
}

describe('a company account, from sign-up to a published listing that moderation keeps apart from later edits', () => {
  const id = randomUUID();
  const email = `company-${id}@example.com`;
  const password = 'Harbour-compass-ledger-2026';
  // Names of this run's own, so its entries stand apart in the moderation queue the whole run shares.
  const company = { en: `Harbour Relocation ${id.slice(0, 8)}`, ru: `Харбор Релокейшн ${id.slice(0, 8)}` };
  const service = {
    en: `Blue Card for IT specialists ${id.slice(0, 8)}`,
    ru: `Голубая карта для IT ${id.slice(0, 8)}`,
  };
  const description = {
    en: 'We move families to Germany.',
    ru: 'Мы перевозим семьи в Германию.',
    later: 'We move families and firms to Germany.',
  };
  let companyUuid = '';
  let serviceUuid = '';

  it('registers as a company and activates the account from the mail', async () => {
    await owner.goto(`${site}/en/register/`);
    const submit = owner.getByRole('button', { name: en('register.submit') });
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true); // hydrated
    await owner.getByRole('radio', { name: en('register.type.company') }).check();
    await owner.getByLabel(en('register.first_name'), { exact: true }).fill('Olga');
    await owner.getByLabel(en('register.last_name'), { exact: true }).fill('Harbour');
    await owner.getByLabel(en('login.email'), { exact: true }).fill(email);
    await owner.getByLabel(en('login.password'), { exact: true }).fill(password);
    await submit.click();
    await owner.waitForURL(`${site}/en/registration-success/?email=${encodeURIComponent(email)}`);

    await owner.goto(await mailedLink(mail, email, 'activate'));
    await owner.getByRole('heading', { name: en('activate.success_title') }).waitFor();
    const profile = await callApi<{ data: { role: string } }>('/v1/auth/profile', { token: await tokenOf(owner) });
    expect(profile).toMatchObject({ status: 200, body: { data: { role: 'company' } } });
  });

  it('creates the company in English and gives its office an address', async () => {
    // The header leads a company account to its listing.
    await owner.goto(`${site}/en/`);
    const menu = owner.getByRole('navigation', { name: en('common.account_menu') });
    await menu.getByRole('link', { name: en('common.admin_area') }).click();
    await owner.waitForURL(`${site}/en/admin/`);
    await owner.goto(`${site}/en/admin/company/`);
    await owner.getByText(en('company_editor.new_company')).waitFor();
    await owner.getByLabel(en('company_editor.name'), { exact: true }).fill(company.en);
    await owner.getByLabel(en('company_editor.motto'), { exact: true }).fill('Moving made calm');
    await owner.getByLabel(en('company_editor.description'), { exact: true }).fill(description.en);
    await owner.getByRole('button', { name: en('company_editor.create') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.draft'), en('admin.status.not_published')]);

    await owner.getByRole('link', { name: en('company_editor.offices_link') }).click();
    await owner.getByRole('heading', { name: en('offices_editor.heading') }).waitFor();
    await owner.getByLabel(en('offices_editor.address'), { exact: true }).fill('Unter den Linden 1, Berlin');
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    await tabOf(owner, 'en', 'filled').waitFor();
    await tabOf(owner, 'ru', 'not_filled').waitFor();
  });

  it('is refused a second language on the basic plan, and writes it in Russian once staff sets pro', async () => {
    await owner.goto(`${site}/en/admin/company/`);
    await tabOf(owner, 'ru', 'not_filled').click();
    await owner.getByText(en('company_editor.locale_note', { language: en('admin.locale.ru') })).waitFor();
    await expect.poll(() => new URL(owner.url()).searchParams.get('locale')).toBe('ru');
    // Nothing is written in Russian yet: the English texts are not shown as Russian ones.
    expect(await owner.getByLabel(en('company_editor.description'), { exact: true }).inputValue()).toBe('');
    await owner.getByLabel(en('company_editor.name'), { exact: true }).fill(company.ru);
    await owner.getByLabel(en('company_editor.motto'), { exact: true }).fill('Переезд без тревог');
    await owner.getByLabel(en('company_editor.description'), { exact: true }).fill(description.ru);
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    const plans = [en('admin.plan.pro'), en('admin.plan.premium')].join(', ');
    await expect
      .poll(() => owner.getByRole('alert').textContent())
      .toBe(`${en('errors.code.plan_limit')} ${en('admin.plan_limit.plans', { plans })}`);

    // Staff sets the plan; there is no screen for it, so through the API.
    const staff = await callApi<{ data: { token: string } }>('/v1/auth/signin', { method: 'POST', body: STAFF });
    expect(staff.status).toBe(200);
    const mine = await callApi<{ data: { uuid: string } }>('/v1/account/company', { token: await tokenOf(owner) });
    companyUuid = mine.body.data.uuid;
    const plan = await callApi(`/v1/admin/companies/${companyUuid}/plan`, {
      method: 'PUT',
      token: staff.body.data.token,
      body: { plan: 'pro' },
    });
    expect(plan).toMatchObject({ status: 200, body: { data: { uuid: companyUuid, plan: 'pro' } } });

    // The same form, sent again: now it is saved.
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();

    await owner.getByRole('link', { name: en('company_editor.offices_link') }).click();
    await owner.getByText(en('company_editor.locale_note', { language: en('admin.locale.ru') })).waitFor();
    await expect.poll(() => owner.getByLabel(en('offices_editor.address'), { exact: true }).inputValue()).toBe('');
    await owner.getByLabel(en('offices_editor.address'), { exact: true }).fill('Унтер-ден-Линден 1, Берлин');
    await owner.getByRole('button', { name: en('company_editor.save') }).click();
    await owner.getByText(en('company_editor.saved')).waitFor();
    await tabOf(owner, 'ru', 'filled').waitFor();
    await tabOf(owner, 'en', 'filled').waitFor();
  });

  it('creates a service in the wizard, in English and in Russian, with its search attributes', async () => {
    await owner.goto(`${site}/en/admin/services/create-service`);
    await owner.getByLabel(en('service_wizard.name'), { exact: true }).fill(service.en);
    await owner.getByLabel(en('service_wizard.price_from'), { exact: true }).fill('900');
    await owner.getByLabel(en('service_wizard.price_to'), { exact: true }).fill('1500');
    await owner.getByLabel(en('service_wizard.duration'), { exact: true }).fill('3');
    await owner.evaluate(() => Object.assign(window, { sameDocument: true }));
    await owner.getByRole('button', { name: en('service_wizard.create') }).click();

    await owner.waitForURL(/[?&]step=2(&|$)/);
    const address = new URL(owner.url());
    expect(address.pathname).toMatch(/^\/en\/admin\/services\/create-service\/?$/);
    serviceUuid = address.searchParams.get('uuid') ?? '';
    expect(serviceUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The address changed without a reload: the marker set on the page before is still there.
    expect(await owner.evaluate(() => 'sameDocument' in window)).toBe(true);

    await fillServiceContent({
      reason: 'Skilled workers get an EU Blue Card in weeks.',
      requirements: 'A university degree and a job offer.',
    });
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
    await owner.getByLabel(en('service_wizard.name'), { exact: true }).fill(service.ru);
    await owner.getByRole('button', { name: en('service_wizard.save_next') }).click();
    await fillServiceContent({
      reason: 'Специалисты получают Голубую карту ЕС за несколько недель.',
      requirements: 'Диплом университета и предложение о работе.',
    });
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
    const bar = moderationBar(owner);
    await bar.getByRole('button', { name: en('admin.action.submit') }).click();
    await bar.getByText(en('admin.action.submitted')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.on_moderation'), en('admin.status.not_published')]);

    await owner.goto(`${site}/en/admin/company/`);
    await bar.getByRole('button', { name: en('admin.action.submit') }).click();
    await bar.getByText(en('admin.action.submitted')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.on_moderation'), en('admin.status.not_published')]);
    expect(await bar.getByRole('button', { name: en('admin.action.submit') }).count()).toBe(0);
    expect((await publicCompany(companyUuid, 'en')).status).toBe(404);
  });

  it('is approved by staff on the moderation screen, oldest first, and the owner is mailed', async () => {
    const staff = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await staff.goto(`${site}/en/login/?next=${encodeURIComponent('/en/admin/moderation/')}`);
    const submit = staff.getByRole('button', { name: en('login.submit'), exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
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
    await review(company.en).waitFor();
    // Oldest first: the service was sent before the company.
    const queue = await staff
      .getByRole('button', { name: en('admin.moderation.open') })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const place = (name: string) => queue.indexOf(en('admin.moderation.open_named', { name }));
    expect(place(service.en)).toBeGreaterThanOrEqual(0);
    expect(place(service.en)).toBeLessThan(place(company.en));

    for (const name of [service.en, company.en]) {
      await review(name).click();
      await staff.getByRole('button', { name: en('admin.moderation.approve'), exact: true }).click();
      await staff.getByText(en('admin.moderation.approved', { name })).waitFor();
      await expect.poll(() => review(name).count()).toBe(0);
    }
    await staff.context().close();

    // Approved is not yet public: the owner publishes.
    expect((await publicCompany(companyUuid, 'en')).status).toBe(404);
    for (const name of [service.en, company.en]) {
      await expect
        .poll(async () => (await mailsTo(mail, email)).filter((one) => (one.body.text ?? '').includes(name)).length, {
          timeout: 10_000,
        })
        .toBe(1);
    }
  });

  it('publishes both, and the public sees the approved texts in both languages', async () => {
    const bar = moderationBar(owner);
    await owner.goto(`${site}/en/admin/company/`);
    await bar.getByRole('button', { name: en('admin.action.publish') }).click();
    await bar.getByText(en('admin.action.published')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.approved'), en('admin.status.published')]);

    await owner.goto(`${site}/en/admin/services/create-service/?uuid=${serviceUuid}&step=5`);
    await bar.getByRole('button', { name: en('admin.action.publish') }).click();
    await bar.getByText(en('admin.action.published')).waitFor();
    expect(await badges(owner)).toEqual([en('admin.status.approved'), en('admin.status.published')]);

    expect(await publicCompany(companyUuid, 'en')).toMatchObject({
      status: 200,
      body: { data: { name: company.en, motto: 'Moving made calm', description: description.en } },
    });
    expect(await publicCompany(companyUuid, 'ru')).toMatchObject({
      status: 200,
      body: { data: { name: company.ru, motto: 'Переезд без тревог', description: description.ru } },
    });
    for (const language of ['en', 'ru'] as const) {
      const page = await callApi(`/v1/service/${serviceUuid}`, { locale: language });
      expect(page).toMatchObject({ status: 200, body: { data: { name: service[language] } } });
    }

    const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await visitor.goto(`${site}/en/company/?id=${companyUuid}`);
    await visitor.getByRole('heading', { name: company.en }).waitFor();
    await visitor.getByText(description.en, { exact: true }).waitFor();
    await visitor.getByText(service.en, { exact: true }).waitFor();
    await visitor.context().close();
  });

  it('edits again: the edit waits for moderation, the public keeps the approved text, the preview shows the draft', async () => {
    await owner.goto(`${site}/en/admin/company/`);
    await expect
      .poll(() => owner.getByLabel(en('company_editor.description'), { exact: true }).inputValue())
      .toBe(description.en);
    await owner.getByLabel(en('company_editor.description'), { exact: true }).fill(description.later);
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

    const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await visitor.goto(`${site}/en/company/?id=${companyUuid}`);
    await visitor.getByText(description.en, { exact: true }).waitFor();
    expect(await visitor.getByText(description.later, { exact: true }).count()).toBe(0);
    await visitor.context().close();
  });

  it('shows the same account in Ukrainian, the service with its state', async () => {
    await owner.goto(`${site}/uk/admin/services/`);
    await owner.getByRole('heading', { level: 1, name: uk('services.heading') }).waitFor();
    await owner.getByText(uk('services.count', { count: 1 })).waitFor();
    // No Ukrainian text was written: the list names the service as the public would see it, in English.
    await owner.getByRole('heading', { name: service.en }).waitFor();
    expect(await badges(owner, uk)).toEqual([uk('admin.status.approved'), uk('admin.status.published')]);
  });
});
