import { describe, expect, it } from 'vitest';
import { browserSession, hydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });

/** A real 1×1 PNG, which the upload's check decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('a company logo chosen before the company’s first save', () => {
  it.each([
    ['en', useTranslations('en')],
    ['ru', useTranslations('ru')],
  ] as const)('is uploaded at once in %s, and the save that creates the company keeps it', async (language, t) => {
    const mine = await listing('account');
    const owner = await browser.openPage(`/${language}/admin/company/`, { session: mine.owner.session });
    await owner.getByText(t('company_editor.new_company')).waitFor();
    const name = owner.getByLabel(t('company_editor.name'), { exact: true });
    await hydrated(name);
    await name.fill(mine.texts.company[language]);

    const choose = owner.getByLabel(`${t('company_editor.image.choose')}: ${t('company_editor.logo')}`, {
      exact: true,
    });
    await choose.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await owner.getByText(t('company_editor.image.uploaded'), { exact: true }).waitFor();
    const logo = owner.getByRole('img', { name: t('company_editor.logo_alt'), exact: true });
    const path = await logo.getAttribute('src');
    expect(path).toMatch(/^\/media\/company-logos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    // The image is really there to be shown.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    await owner.getByRole('button', { name: t('company_editor.create'), exact: true }).click();
    await owner.getByText(t('company_editor.saved'), { exact: true }).waitFor();
    await owner.reload();
    await hydrated(owner.getByLabel(t('company_editor.name'), { exact: true }));
    expect(await owner.getByRole('img', { name: t('company_editor.logo_alt'), exact: true }).getAttribute('src')).toBe(
      path,
    );
  });
});
