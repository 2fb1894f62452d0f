import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { requestUpload } from '@migralink/shared/api/accounts';
import { getAccountCompany, moderateCompany, uploadCompanyLogo } from '@migralink/shared/api/company-account';
import { updateAccountCompany } from '@migralink/shared/api/company-form';
import { moderationItemRoute } from '@migralink/shared/api/moderation';
import {
  getAccountService,
  moderateService,
  searchAttributesInitRoute,
  serviceInitRoute,
  updateAccountService,
} from '@migralink/shared/api/service-account';
import { choiceName, OFFICE_KIND_NAMES, OFFICE_TYPE_NAMES } from '@migralink/shared/company-choices';
import type { Locale } from '@migralink/shared/locales';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, STAFF, type Listing } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });
const accounts = testAccounts({ api, mail });

/** A real 1×1 PNG, which the upload's check decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type T = ReturnType<typeof useTranslations>;

/**
 * A listing waiting for moderation whose company has a logo and whose service
 * a background, as the owner makes them (the upload's three steps, then the
 * editors' saves); answers the logo's path.
 */
async function waitingWithImages(mine: Listing): Promise<string> {
  const as = accounts.callAs(mine.owner.session.token);
  const { data: ticket } = await as(requestUpload, {
    body: { purpose: 'company_logo', content_type: 'image/png', size: PNG.length },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  expect(stored.ok, `storage answered ${stored.status}`).toBe(true);
  const { data: logo } = await as(uploadCompanyLogo, { body: { key: ticket.key } });

  const { data: company } = await as(getAccountCompany, { query: { locale: 'en' } });
  await as(updateAccountCompany, {
    query: { locale: 'en' },
    body: {
      ...company,
      logo: logo.filePath,
      offices: company.offices.map((office) => ({
        ...office,
        phones: office.phones.filter((phone) => phone.phone_number !== ''),
      })),
    },
  });
  const { data: service } = await as(getAccountService, { params: { id: mine.serviceUuid }, query: { locale: 'en' } });
  await as(updateAccountService, {
    query: { locale: 'en' },
    body: { ...service, image_library: { id: 'sea' }, feedback_forms: [] },
  });
  await as(moderateService, { params: { id: mine.serviceUuid } });
  await as(moderateCompany, { params: { uuid: mine.companyUuid } });
  return logo.filePath;
}

/** The staff's moderation screen in `language`, with the entry named `name` opened (after "Load more" as needed). */
async function openEntry(page: Page, t: T, name: string): Promise<void> {
  const review = page.getByRole('button', { name: t('admin.moderation.open_named', { name }), exact: true });
  const more = page.getByRole('button', { name: t('admin.moderation.load_more'), exact: true });
  // The queue loads once the island knows staff is signed in.
  await page.locator('.moderation-queue__item').first().waitFor();
  while (!(await review.isVisible())) {
    await more.click();
    await page.getByRole('button', { name: t('admin.moderation.loading_more'), exact: true }).waitFor({
      state: 'detached',
    });
  }
  await review.click();
  await page.getByRole('heading', { name: t('admin.moderation.changes'), exact: true }).waitFor();
}

/** The changes of the open item. */
const changesOf = (page: Page) => page.locator('.moderation-item__changes');

/** What a change shows after, for the field the screen names `label` (a change of its own, not inside a record). */
const changedTo = (changes: Locator, label: string) =>
  changes
    .locator('.moderation-change')
    .filter({ has: changes.page().locator('.moderation-change__path', { hasText: new RegExp(`${label}$`) }) })
    .locator('.moderation-change__after > dd');

/** What a record (a new office, the search attributes) shows for its field named `label`. */
const recordValue = (changes: Locator, label: string) =>
  changes.locator(`.moderation-value__pairs > div:has(> dt:text-is("${label}")) > dd`).first();

/** The names the fields of records are shown by: none is a stored name (`office_type_id`, `office type id`). */
async function fieldNames(changes: Locator): Promise<string[]> {
  return changes.locator('.moderation-value__pairs > div > dt').allTextContents();
}

const RAW_FIELD_NAMES = ['office type id', 'time unit id', 'immigration purposes', 'main category', 'type id'];

describe.each([
  ['en', useTranslations('en')],
  ['ru', useTranslations('ru')],
] as const)('the moderation screen in %s', (language: Locale & ('en' | 'ru'), t: T) => {
  it('names codes in the language, shows the logo and the background, and links to a preview of the public pages', async () => {
    const mine = await listing('service');
    const logoPath = await waitingWithImages(mine);
    const staffSession = await accounts.signIn(STAFF.email, STAFF.password);
    const staffApi = accounts.callAs(staffSession.token, language);
    const { data: companyItem } = await staffApi(moderationItemRoute, {
      params: { kind: 'company', uuid: mine.companyUuid },
    });
    const office = (companyItem.draft.offices as { type: string; office_type_id: number }[])[0]!;

    const page = await browser.openPage(`/${language}/admin/moderation/`, { session: staffSession });

    // The company: its office's type and kind named, its logo shown as an image of the stored file.
    await openEntry(page, t, mine.texts.company[language]);
    const company = changesOf(page);
    expect(await recordValue(company, t('admin.field.office_type_id')).textContent()).toBe(
      choiceName(OFFICE_TYPE_NAMES, office.office_type_id, language),
    );
    expect(await recordValue(company, t('admin.field.type')).textContent()).toBe(
      choiceName(OFFICE_KIND_NAMES, office.type, language),
    );
    const logo = company.getByRole('img', { name: t('admin.field.logo'), exact: true });
    expect(await logo.getAttribute('src')).toBe(logoPath);
    // Images load as the moderator scrolls to them.
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    expect(await company.textContent()).not.toContain(logoPath);
    for (const name of await fieldNames(company)) {
      expect(name).not.toContain('_');
      expect(RAW_FIELD_NAMES).not.toContain(name);
    }

    // Its preview: the public page as it would be, in a new tab, with the logo.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: `${t('admin.moderation.preview')} (${t('admin.moderation.new_tab')})` }).click(),
    ]);
    await preview.getByRole('heading', { level: 1, name: mine.texts.company[language], exact: true }).waitFor();
    await preview
      .getByText(t('admin.moderation.preview_banner', { language: t(`admin.locale.${language}`) }), { exact: true })
      .waitFor();
    expect(await preview.locator('img.company-view__logo').getAttribute('src')).toBe(logoPath);
    await preview.close();

    // The service: its time unit, country, purposes and categories by name, its background shown.
    const as = accounts.callAs(mine.owner.session.token, language);
    const [{ data: init }, { data: choices }] = await Promise.all([
      as(serviceInitRoute, {}),
      as(searchAttributesInitRoute, {}),
    ]);
    const main = choices.categories[0]!;
    const germany = choices.countries.find((country) => country.id === 'DE')!;
    const month = init.time_units.find((unit) => unit.id === init.default_service.time_unit.id)!;
    await page.getByRole('button', { name: t('admin.moderation.back') }).click();
    await openEntry(page, t, mine.texts.service[language]);
    const service = changesOf(page);
    expect(await changedTo(service, t('admin.field.time_unit_id')).textContent()).toBe(month.name);
    expect(await recordValue(service, t('admin.field.country')).textContent()).toBe(germany.name);
    expect(await recordValue(service, t('admin.field.immigration_purposes')).textContent()).toBe(
      choices.immigration_purposes[0]!.name,
    );
    expect(await recordValue(service, t('admin.field.main_category')).textContent()).toBe(main.name);
    expect(await recordValue(service, t('admin.field.categories')).textContent()).toBe(main.children[0]!.name);
    const background = service.getByRole('img', { name: t('admin.field.background_image'), exact: true });
    expect(await background.getAttribute('src')).toBe('/backgrounds/sea.svg');
    for (const name of await fieldNames(service)) expect(RAW_FIELD_NAMES).not.toContain(name);

    // Its preview: the service page as it would be.
    const [servicePreview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: `${t('admin.moderation.preview')} (${t('admin.moderation.new_tab')})` }).click(),
    ]);
    await servicePreview.getByRole('heading', { level: 1, name: mine.texts.service[language], exact: true }).waitFor();
    expect(await servicePreview.locator('img.service-view__banner').getAttribute('src')).toBe('/backgrounds/sea.svg');
  });
});
