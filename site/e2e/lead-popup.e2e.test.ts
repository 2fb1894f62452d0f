import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const { newPage } = browserSession(site);
const listing = companyListings({ api, mail });
const ru = useTranslations('ru');
const uk = useTranslations('uk');
const en = useTranslations('en');

/**
 * A page of the site, hydrated. The API refuses a lead sent sooner after its form token was issued than a
 * person fills the form (functions/src/leads/README.md), measured on the server's clock: the popup keeps Send
 * disabled until then, and Playwright's click waits for the button to be enabled, the product's own signal.
 */
async function openPage(path: string, locale: string): Promise<Page> {
  const page = await newPage({ locale });
  await page.goto(site + path);
  await islandsHydrated(page);
  return page;
}

async function companySlug(uuid: string): Promise<string> {
  const answer = (await (await fetch(`${api}/v1/company/${uuid}`)).json()) as { data: { slug: string } };
  return answer.data.slug;
}

/** What the page sends as a lead, once it sends it. */
const sentLead = (page: Page) =>
  page
    .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/lead')
    .then((request) => request.postDataJSON() as Record<string, unknown>);

/** The owner's mail about the lead of `name` (waits for it to arrive). */
async function ownerMail(to: string, name: string) {
  await expect
    .poll(async () => (await mailsTo(mail, to)).some((each) => each.subject.includes(name)), { timeout: 20_000 })
    .toBe(true);
}

describe('the lead popup', () => {
  it('sends a lead from a company page in Russian, shows a bad phone at its field, and mails the owner', async () => {
    const { owner, companyUuid, texts } = await listing('published');
    const page = await openPage(
      `/ru/company/${await companySlug(companyUuid)}/?utm_source=newsletter&utm_medium=email`,
      'ru-RU',
    );

    await page.getByRole('button', { name: ru('lead.contact') }).click();
    const dialog = page.getByRole('dialog', { name: ru('lead.title', { name: texts.company.ru }) });
    await dialog.waitFor();
    const name = `Анна ${companyUuid.slice(0, 6)}`;
    await dialog.getByLabel(ru('lead.name')).fill(name);
    const phone = dialog.getByLabel(ru('lead.phone'));
    // International in form, but no number of any country: the API refuses it, in Russian, at the field.
    await phone.fill('+10000000000');
    await dialog.getByLabel(ru('lead.message')).fill('Сколько стоит Голубая карта?');
    await dialog.getByLabel(ru('lead.country')).selectOption('UA');
    await dialog.getByLabel(ru('lead.consent')).check();
    await dialog.getByRole('button', { name: ru('lead.send') }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const error = page.locator(`[id="${describedBy.split(' ').pop()}"]`);
    expect(await error.textContent()).toMatch(/[А-Яа-я]/);

    await phone.fill('');
    await dialog.getByLabel(ru('lead.email')).fill(`anna-${companyUuid.slice(0, 6)}@example.com`);
    const sent = sentLead(page);
    await dialog.getByRole('button', { name: ru('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${ru('lead.thanks')} ${ru('lead.thanks_text')}`);

    const body = await sent;
    expect(body).toMatchObject({
      name,
      email: `anna-${companyUuid.slice(0, 6)}@example.com`,
      consent: true,
      country: 'UA',
      company_id: companyUuid,
      attribution: { utm_source: 'newsletter', utm_medium: 'email' },
    });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    // The token the API issued when the popup opened, not a time the page measured.
    expect(body.form_token).toMatch(/^lead\.[0-9a-z]+\.[\w-]{43}$/);
    expect(body.filled_ms).toBeUndefined();
    expect(body.phone).toBeUndefined();
    await ownerMail(owner.email, name);

    // Escape closes the popup; the page is there again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sends a lead about the service from its page in Ukrainian', async () => {
    const { owner, companyUuid, serviceUuid, texts } = await listing('published');
    const page = await openPage(`/uk/service/${serviceUuid}/`, 'uk-UA');

    await page.getByRole('button', { name: uk('lead.contact') }).click();
    const dialog = page.getByRole('dialog', { name: uk('lead.title', { name: texts.company.en }) });
    await dialog.waitFor();
    await showsText(dialog.locator('.lead-popup__about'), uk('lead.about', { service: texts.service.en }));
    const name = `Олена ${companyUuid.slice(0, 6)}`;
    await dialog.getByLabel(uk('lead.name')).fill(name);
    await dialog.getByLabel(uk('lead.phone')).fill('+380 67 123 45 67');
    await dialog.getByLabel(uk('lead.country')).selectOption('UA');
    // Without consent the form says so at the box, before anything is sent.
    await dialog.getByRole('button', { name: uk('lead.send') }).click();
    await showsText(dialog.locator('fieldset .account-field__error'), uk('errors.field.consent'));
    await dialog.getByLabel(uk('lead.consent')).check();
    const sent = sentLead(page);
    await dialog.getByRole('button', { name: uk('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${uk('lead.thanks')} ${uk('lead.thanks_text')}`);
    expect(await sent).toMatchObject({ phone: '+380671234567', company_id: companyUuid, service_id: serviceUuid });
    await ownerMail(owner.email, name);
  });

  it("opens from a company's card in the results, for that company, in Ukrainian", async () => {
    // A destination no demo company serves, so the card is among few.
    const { owner, companyUuid, texts } = await listing('published', { country: 'IS' });
    const page = await openPage('/uk/companies/?country_destination=IS', 'uk-UA');
    const card = page.locator(`.company-card[data-uuid="${companyUuid}"]`);
    await card.getByRole('button', { name: uk('lead.contact_named', { name: texts.company.en }) }).click();
    const dialog = page.getByRole('dialog', { name: uk('lead.title', { name: texts.company.en }) });
    await dialog.waitFor();
    const name = `Ірина ${companyUuid.slice(0, 6)}`;
    await dialog.getByLabel(uk('lead.name')).fill(name);
    await dialog.getByLabel(uk('lead.email')).fill(`iryna-${companyUuid.slice(0, 6)}@example.com`);
    await dialog.getByLabel(uk('lead.country')).selectOption('UA');
    await dialog.getByLabel(uk('lead.consent')).check();
    const sent = sentLead(page);
    await dialog.getByRole('button', { name: uk('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${uk('lead.thanks')} ${uk('lead.thanks_text')}`);
    expect(await sent).toMatchObject({ company_id: companyUuid });
    await ownerMail(owner.email, name);
  });

  it('opens from the live company page (`?id=`) in English, and Escape gives the focus back to the button', async () => {
    const { companyUuid, texts } = await listing('published');
    const page = await openPage(`/en/company/?id=${companyUuid}`, 'en-US');
    const button = page.getByRole('button', { name: en('lead.contact') });
    await button.click();
    const dialog = page.getByRole('dialog', { name: en('lead.title', { name: texts.company.en }) });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
