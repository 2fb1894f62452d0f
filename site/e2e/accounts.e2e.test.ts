import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { testAccounts, type ActiveAccount } from '../../infra/local/test/accounts';
import { browserSession, hydrated, showsText } from '../../infra/local/test/browser';
import { mailedLink } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const ru = useTranslations('ru');
const uk = useTranslations('uk');
const en = useTranslations('en');

/** A real PNG (signature, IHDR, IDAT, IEND) of a solid colour, so the API's check of the bytes accepts it. */
function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const accountMenu = (page: Page, t = ru) => page.getByRole('navigation', { name: t('common.account_menu') });
const signInLink = (page: Page, t = ru) => page.getByRole('banner').getByRole('link', { name: t('common.sign_in') });
const tokenCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'token');

const browser = browserSession(site);
const accounts = testAccounts({ api, mail });

/** Анна Тестова's account, registered in Russian and activated: each test that needs one gets its own. */
const anna = () => accounts.active({ firstName: 'Анна', lastName: 'Тестова', locale: 'ru' });

/** The account's profile page in `locale`, signed in, in a Russian browser, its form filled with the loaded profile. */
async function signedInProfile(account: ActiveAccount, locale: 'ru' | 'en' = 'ru'): Promise<Page> {
  const page = await browser.openPage(`/${locale}/account/profile/`, { locale: 'ru-RU', session: account.session });
  const t = locale === 'ru' ? ru : en;
  await page.getByRole('heading', { name: t('profile.details.title') }).waitFor();
  const firstName = page.getByLabel(t('register.first_name'), { exact: true });
  await expect.poll(() => firstName.inputValue()).toBe(account.firstName);
  return page;
}

describe('an account, from registration to sign-out, in the Russian UI', () => {
  it('registers a client and is told to check the mailbox', async () => {
    const email = `e2e-${randomUUID()}@example.com`;
    const page = await browser.newPage({ locale: 'ru-RU' });
    await page.goto(`${site}/ru/register/`);
    const submit = page.getByRole('button', { name: ru('register.submit') });
    await hydrated(submit);
    await page.getByRole('radio', { name: ru('register.type.client') }).check();
    await page.getByLabel(ru('register.first_name'), { exact: true }).fill('Анна');
    await page.getByLabel(ru('register.last_name'), { exact: true }).fill('Тестова');
    await page.getByLabel(ru('login.email'), { exact: true }).fill(email);
    await page.getByLabel(ru('login.password'), { exact: true }).fill('Tropical-otter-lantern-2026');
    await submit.click();

    await page.waitForURL(`${site}/ru/registration-success/?email=${encodeURIComponent(email)}`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(ru('registration_success.title'));
    await page.getByText(email, { exact: true }).waitFor();
  });

  it('opens the activation link from the mail and is signed in', async () => {
    const { email } = await accounts.registered({ firstName: 'Анна', lastName: 'Тестова', locale: 'ru' });
    const link = await mailedLink(mail, email, 'activate');
    expect(new URL(link).pathname).toBe('/ru/activate/');

    const page = await browser.newPage({ locale: 'ru-RU' });
    await page.goto(link);
    await page.getByRole('heading', { name: ru('activate.success_title') }).waitFor();
    await accountMenu(page).getByRole('link', { name: 'Анна Тестова' }).waitFor();

    const profile = page.getByRole('link', { name: ru('activate.go_profile') });
    await hydrated(profile);
    await profile.click();
    await page.waitForURL(`${site}/ru/account/profile/`);
    await page.getByRole('heading', { name: ru('profile.details.title') }).waitFor();
    expect(await page.getByText(ru('profile.unverified.title')).count()).toBe(0);

    // The same link again: spent, and the address it confirmed is confirmed.
    await page.goto(link);
    await page.getByRole('heading', { name: ru('activate.already_title') }).waitFor();
    expect(await page.getByRole('heading', { name: ru('activate.invalid_title') }).count()).toBe(0);

    // And in another browser, signed out (the mail opened on a phone): confirmed, with the way to sign in.
    const elsewhere = await browser.newPage({ locale: 'uk-UA' });
    await elsewhere.goto(link.replace('/ru/', '/uk/'));
    await elsewhere.getByRole('heading', { name: uk('activate.already_title') }).waitFor();
    expect(await elsewhere.getByRole('heading', { name: uk('activate.invalid_title') }).count()).toBe(0);
    await elsewhere
      .getByRole('main')
      .getByRole('link', { name: uk('activate.sign_in') })
      .waitFor();
  });

  it('signs out from the header', async () => {
    const page = await signedInProfile(await anna());
    const signOut = accountMenu(page).getByRole('button', { name: ru('common.sign_out') });
    await hydrated(signOut);
    await signOut.click();
    await page.waitForURL(`${site}/ru/`);
    await signInLink(page).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('migralink.auth'))).toBeNull();
    expect(await tokenCookie(page.context())).toBeUndefined();
  });

  it('is sent to sign in from the profile, refused a wrong password, then comes back signed in', async () => {
    const { email, password } = await anna();
    const page = await browser.newPage({ locale: 'ru-RU' });
    await page.goto(`${site}/ru/account/profile/`);
    await page.waitForURL(`${site}/ru/login/?next=${encodeURIComponent('/ru/account/profile/')}`);

    const submit = page.getByRole('button', { name: ru('login.submit'), exact: true });
    await hydrated(submit);
    await page.getByLabel(ru('login.email'), { exact: true }).fill(email);
    await page.getByLabel(ru('login.password'), { exact: true }).fill(`${password}-wrong`);
    await submit.click();
    await showsText(page.getByRole('alert'), ru('errors.code.invalid_credentials'));

    await page.getByLabel(ru('login.password'), { exact: true }).fill(password);
    await submit.click();
    await page.waitForURL(`${site}/ru/account/profile/`);
    await page.getByRole('heading', { name: ru('profile.details.title') }).waitFor();
    const token = await tokenCookie(page.context());
    expect(token?.value).toBeTruthy();
    expect(token?.path).toBe('/');
  });

  it('takes a company owner who signs in to the company area, in the language of the page', async () => {
    const { email, password } = await accounts.active({ role: 'company', locale: 'uk' });
    const page = await browser.newPage({ locale: 'uk-UA' });
    await page.goto(`${site}/uk/login/`);
    const submit = page.getByRole('button', { name: uk('login.submit'), exact: true });
    await hydrated(submit);
    await page.getByLabel(uk('login.email'), { exact: true }).fill(email);
    await page.getByLabel(uk('login.password'), { exact: true }).fill(password);
    await submit.click();
    await page.waitForURL(`${site}/uk/admin/`);
  });

  it('is taken past the sign-in page when already signed in', async () => {
    const { session } = await anna();
    const page = await browser.newPage({ locale: 'ru-RU', session });
    await page.goto(`${site}/ru/login/`);
    await page.waitForURL(`${site}/ru/account/profile/`);
  });

  it('edits the name and the phone, which stay after a reload', async () => {
    const page = await signedInProfile(await anna());
    const firstName = page.getByLabel(ru('register.first_name'), { exact: true });
    const phone = page.getByLabel(ru('register.phone'));
    await hydrated(firstName);
    await firstName.fill('Мария');
    await phone.fill('+380 50 123 45 67');
    await page.getByRole('button', { name: ru('profile.save') }).click();
    await page.getByText(ru('profile.saved')).waitFor();
    await accountMenu(page).getByRole('link', { name: 'Мария Тестова' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: ru('profile.details.title') }).waitFor();
    expect(await page.getByLabel(ru('register.first_name'), { exact: true }).inputValue()).toBe('Мария');
    expect(await page.getByLabel(ru('register.phone')).inputValue()).toBe('+380501234567');
  });

  it('uploads an avatar and shows it', async () => {
    const page = await signedInProfile(await anna());
    const choose = page.getByLabel(ru('profile.photo.choose'));
    await hydrated(choose);
    await choose.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [29, 78, 216]) });
    await page.getByText(ru('profile.photo.updated')).waitFor();
    const avatar = page.getByRole('img', { name: ru('profile.photo.alt') });
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.png$/);
    // Served from the uploads through the site's own origin, and really an image.
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(64);
    await accountMenu(page).locator('img').waitFor();
    expect(await accountMenu(page).locator('img').count()).toBe(1);
  });

  it('changes the language and sees the account in it', async () => {
    const page = await signedInProfile(await anna());
    const language = page.getByRole('combobox', { name: ru('profile.language') });
    await hydrated(language);
    await language.selectOption('en');
    await page.getByRole('button', { name: ru('profile.save') }).click();
    await page.waitForURL(`${site}/en/account/profile/`);
    await page.getByRole('heading', { name: en('profile.details.title') }).waitFor();
    expect(await page.getByRole('combobox', { name: en('profile.language') }).inputValue()).toBe('en');
  });

  it('signs out in the language the account chose and is a visitor again', async () => {
    // An account that chose English, browsing with a Russian browser.
    const account = await accounts.activeIn('en', { firstName: 'Анна', lastName: 'Тестова', locale: 'ru' });
    const page = await signedInProfile(account, 'en');
    const signOut = accountMenu(page, en).getByRole('button', { name: en('common.sign_out') });
    await hydrated(signOut);
    await signOut.click();
    await page.waitForURL(`${site}/en/`);
    await signInLink(page, en).waitFor();
    expect(await accountMenu(page, en).isVisible()).toBe(false);
    expect(await tokenCookie(page.context())).toBeUndefined();
  });
});

describe('links that do not work', () => {
  it('says an activation link is spent and offers a way forward', async () => {
    const page = await browser.openPage(`/ru/activate/?code=${'x'.repeat(43)}`, { locale: 'ru-RU' });
    await page.getByRole('heading', { name: ru('activate.invalid_title') }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: ru('activate.sign_in') })
        .getAttribute('href'),
    ).toBe(`/ru/login/?next=${encodeURIComponent('/ru/account/profile/')}`);
  });

  it('checks a reset link before asking for a new password', async () => {
    const page = await browser.openPage(`/ru/reset-password/?code=${'y'.repeat(43)}`, { locale: 'ru-RU' });
    await page.getByRole('heading', { name: ru('login.reset.invalid_title') }).waitFor();
    expect(await page.getByLabel(ru('login.reset.new_password')).count()).toBe(0);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: ru('login.reset.request_new') })
        .getAttribute('href'),
    ).toBe('/ru/forgot-password/');
  });
});

describe('a form before it comes alive', () => {
  it('keeps what was typed before the island hydrated', async () => {
    const tab = await browser.newPage({ locale: 'en-US' });
    // Hold the sign-in island's code until the fields are filled, as on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route(/LoginForm/, async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto(`${site}/en/login/`);
    const submit = tab.getByRole('button', { name: en('login.submit'), exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await tab.getByLabel(en('login.email'), { exact: true }).fill('nobody@example.com');
    await tab.getByLabel(en('login.password'), { exact: true }).fill('typed-before-hydration');
    release();

    await hydrated(submit);
    await submit.click();
    // Sent as typed: the API answers, rather than the browser asking for the fields again.
    await showsText(tab.getByRole('alert'), en('errors.code.invalid_credentials'));
    expect(await tab.getByLabel(en('login.email'), { exact: true }).inputValue()).toBe('nobody@example.com');
  });
});
