import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../infra/local/test/browser';
import { mailedLink } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, mail } = startedProduct();
const ru = useTranslations('ru');
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

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'ru-RU' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('an account, from registration to sign-out, in the Russian UI', () => {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = 'Tropical-otter-lantern-2026';

  it('registers a client and is told to check the mailbox', async () => {
    await page.goto(`${site}/ru/register/`);
    const submit = page.getByRole('button', { name: ru('register.submit') });
    await expect.poll(() => submit.isEnabled()).toBe(true); // hydrated
    await page.getByRole('radio', { name: ru('register.type.client') }).check();
    await page.getByLabel(ru('register.first_name'), { exact: true }).fill('Анна');
    await page.getByLabel(ru('register.last_name'), { exact: true }).fill('Тестова');
    await page.getByLabel(ru('login.email'), { exact: true }).fill(email);
    await page.getByLabel(ru('login.password'), { exact: true }).fill(password);
    await submit.click();

    await page.waitForURL(`${site}/ru/registration-success/?email=${encodeURIComponent(email)}`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(ru('registration_success.title'));
    await expect.poll(() => page.getByText(email, { exact: true }).isVisible()).toBe(true);
  });

  it('opens the activation link from the mail and is signed in', async () => {
    const link = await mailedLink(mail, email, 'activate');
    expect(new URL(link).pathname).toBe('/ru/activate/');

    await page.goto(link);
    await page.getByRole('heading', { name: ru('activate.success_title') }).waitFor();
    await accountMenu(page).getByRole('link', { name: 'Анна Тестова' }).waitFor();

    await page.getByRole('link', { name: ru('activate.go_profile') }).click();
    await page.waitForURL(`${site}/ru/account/profile/`);
    await page.getByRole('heading', { name: ru('profile.details.title') }).waitFor();
    expect(await page.getByText(ru('profile.unverified.title')).count()).toBe(0);
  });

  it('signs out from the header', async () => {
    await accountMenu(page)
      .getByRole('button', { name: ru('common.sign_out') })
      .click();
    await page.waitForURL(`${site}/ru/`);
    await signInLink(page).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('migralink.auth'))).toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  it('is sent to sign in from the profile, refused a wrong password, then comes back signed in', async () => {
    await page.goto(`${site}/ru/account/profile/`);
    await page.waitForURL(`${site}/ru/login/?next=${encodeURIComponent('/ru/account/profile/')}`);

    const submit = page.getByRole('button', { name: ru('login.submit'), exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await page.getByLabel(ru('login.email'), { exact: true }).fill(email);
    await page.getByLabel(ru('login.password'), { exact: true }).fill(`${password}-wrong`);
    await submit.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ru('errors.code.invalid_credentials'));

    await page.getByLabel(ru('login.password'), { exact: true }).fill(password);
    await submit.click();
    await page.waitForURL(`${site}/ru/account/profile/`);
    await page.getByRole('heading', { name: ru('profile.details.title') }).waitFor();
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token?.value).toBeTruthy();
    expect(token?.path).toBe('/');
  });

  it('is taken past the sign-in page when already signed in', async () => {
    await page.goto(`${site}/ru/login/`);
    await page.waitForURL(`${site}/ru/account/profile/`);
  });

  it('edits the name and the phone, which stay after a reload', async () => {
    const firstName = page.getByLabel(ru('register.first_name'), { exact: true });
    const phone = page.getByLabel(ru('register.phone'));
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
    await page.getByLabel(ru('profile.photo.choose')).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [29, 78, 216]),
    });
    await page.getByText(ru('profile.photo.updated')).waitFor();
    const avatar = page.getByRole('img', { name: ru('profile.photo.alt') });
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.png$/);
    // Served from the uploads through the site's own origin, and really an image.
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(64);
    await expect.poll(() => accountMenu(page).locator('img').count()).toBe(1);
  });

  it('changes the language and sees the account in it', async () => {
    await page.getByRole('combobox', { name: ru('profile.language') }).selectOption('en');
    await page.getByRole('button', { name: ru('profile.save') }).click();
    await page.waitForURL(`${site}/en/account/profile/`);
    await page.getByRole('heading', { name: en('profile.details.title') }).waitFor();
    expect(await page.getByRole('combobox', { name: en('profile.language') }).inputValue()).toBe('en');
  });

  it('signs out and is a visitor again', async () => {
    await accountMenu(page, en)
      .getByRole('button', { name: en('common.sign_out') })
      .click();
    await page.waitForURL(`${site}/en/`);
    await signInLink(page, en).waitFor();
    expect(await accountMenu(page, en).isVisible()).toBe(false);
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  });
});

describe('links that do not work', () => {
  it('says an activation link is spent and offers a way forward', async () => {
    await page.goto(`${site}/ru/activate/?code=${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: ru('activate.invalid_title') }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: ru('activate.sign_in') })
        .getAttribute('href'),
    ).toBe(`/ru/login/?next=${encodeURIComponent('/ru/account/profile/')}`);
  });

  it('checks a reset link before asking for a new password', async () => {
    await page.goto(`${site}/ru/reset-password/?code=${'y'.repeat(43)}`);
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
    const early = await browser.newContext({ locale: 'en-US' });
    const tab = await early.newPage();
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

    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    // Sent as typed: the API answers, rather than the browser asking for the fields again.
    await expect.poll(() => tab.getByRole('alert').textContent()).toBe(en('errors.code.invalid_credentials'));
    expect(await tab.getByLabel(en('login.email'), { exact: true }).inputValue()).toBe('nobody@example.com');
    await early.close();
  });
});
