import { describe, expect, it } from 'vitest';
import { browserSession, showsText } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const { openPage } = browserSession(site);
const listing = companyListings({ api, mail });
const uk = useTranslations('uk');
const ru = useTranslations('ru');

describe("a company's own texts in the page's language or marked", () => {
  it('shows a company written in English and Russian in Russian, and in Ukrainian as English, marked', async () => {
    const { companyUuid, serviceUuid, texts } = await listing('published');

    const inRussian = await openPage(`/ru/company/?id=${companyUuid}`);
    const russianName = inRussian.getByRole('heading', { level: 1 });
    await showsText(russianName, texts.company.ru);
    expect(await russianName.getAttribute('lang')).toBeNull();
    expect(await inRussian.getByText(ru('company.text_in_english')).count()).toBe(0);

    const inUkrainian = await openPage(`/uk/company/?id=${companyUuid}`);
    const name = inUkrainian.getByRole('heading', { level: 1 });
    await showsText(name, texts.company.en);
    expect(await name.getAttribute('lang')).toBe('en');
    await showsText(inUkrainian.locator('.company-view__language-note'), uk('company.text_in_english'));
    expect(await inUkrainian.getByText(texts.description.en).getAttribute('lang')).toBe('en');
    // The page's own words stay Ukrainian, unmarked; the service's name is marked as English too.
    expect(await inUkrainian.getByRole('heading', { name: uk('company.services') }).getAttribute('lang')).toBeNull();
    expect(await inUkrainian.getByRole('heading', { name: texts.service.en }).getAttribute('lang')).toBe('en');
    // A price reads with the euro sign in Ukrainian too (the language's own symbol is "EUR").
    await expect.poll(() => inUkrainian.locator(`[data-price-of="${serviceUuid}"]`).textContent()).toContain('€');

    const service = await openPage(`/uk/service/?id=${serviceUuid}`);
    const serviceName = service.getByRole('heading', { level: 1 });
    await showsText(serviceName, texts.service.en);
    expect(await serviceName.getAttribute('lang')).toBe('en');
    await showsText(service.locator('.company-view__language-note'), uk('service.text_in_english'));
    expect(await service.getByText(texts.reason.en).getAttribute('lang')).toBe('en');
    // The company's card under the service: its name is English, marked so.
    const provider = service.locator('.service-view__company .company-card__name');
    await showsText(provider, texts.company.en);
    expect(await provider.getAttribute('lang')).toBe('en');
  });
});
