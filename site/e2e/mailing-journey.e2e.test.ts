import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createNewsletter, sendNewsletter } from '@migralink/shared/api/newsletters';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, PATIENCE_MS } from '../../infra/local/test/browser';
import { signedInContentManager } from '../../infra/local/test/content-manager';
import { mailsTo, type StoredMail } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const accounts = testAccounts({ api, mail });
const t = useTranslations('ru');

/** The newest mail to `to` whose subject holds `text` (waits for the mail path to deliver it). */
async function mailWith(to: string, text: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(mail, to)).find((each) => each.subject.includes(text))), {
      timeout: PATIENCE_MS,
    })
    .toBeTruthy();
  return found!;
}

/** The path and query of a mail's link to a page of the site (the mail names the configured site's host). */
function linkIn(stored: StoredMail, page: string): string {
  const match = new RegExp(`/ru/${page}/\\?token=[^\\s"<>]+`).exec(stored.body.text ?? '');
  if (!match) throw new Error(`No ${page} link in "${stored.subject}"`);
  return match[0];
}

/** The address a mail program posts to for one click (RFC 8058), from the mail's `List-Unsubscribe` header. */
function oneClickUrl(stored: StoredMail): string {
  const headers = (stored as StoredMail & { headers?: { name: string; value: string }[] }).headers ?? [];
  const value = (name: string) => headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
  expect(value('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  return /^<([^>]+)>/.exec(value('List-Unsubscribe') ?? '')?.[1] ?? '';
}

describe('a visitor on the mailing lists, in Russian', () => {
  it('subscribes from the footer, confirms from the mail, gets a newsletter and unsubscribes by one click and by the page', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;

    // The footer of any page: an address, both topics, the consent; the form sends once its token is old enough.
    const visitor = await browser.openPage('/ru/companies/', { locale: 'ru-RU' });
    const footer = visitor.locator('mailing-signup');
    await footer.getByLabel(t('mailing.signup.email')).fill(email);
    await footer.getByLabel(t('mailing.topic.companies')).check();
    await footer.getByRole('checkbox', { name: /Я согласен/ }).check();
    await footer.getByRole('button', { name: t('mailing.signup.submit') }).click();
    await footer
      .getByRole('status')
      .getByText(/Почти готово/)
      .waitFor();

    // The mail's link opens a page with a button: opening it confirms nothing, pressing does.
    const confirmation = await mailWith(email, 'Подтвердите подписку');
    const confirmPage = await browser.openPage(linkIn(confirmation, 'mailing/confirm'), { locale: 'ru-RU' });
    await confirmPage.getByRole('heading', { name: t('mailing.confirm.title'), level: 1 }).waitFor();
    await confirmPage.getByRole('button', { name: t('mailing.confirm.button') }).click();
    await confirmPage.getByRole('heading', { name: t('mailing.confirm.done_title') }).waitFor();

    // A content manager writes the movers' newsletter, previews it, sends it and sees it sent.
    const writer = await signedInContentManager(accounts, 'ru');
    const subject = `Новости переезда ${randomUUID().slice(0, 8)}`;
    const desk = await browser.openPage('/ru/admin/newsletters/edit/', { locale: 'ru-RU', session: writer });
    await desk.getByLabel(t('admin.newsletters.field.topic'), { exact: true }).selectOption('movers');
    await desk.getByLabel(t('admin.newsletters.field.subject'), { exact: true }).fill(subject);
    await desk
      .getByLabel(t('admin.newsletters.field.body'), { exact: true })
      .fill('Что нового.\n\n[Открыть сайт](https://migralink.example/ru/)');
    await desk.getByRole('button', { name: t('admin.newsletters.save') }).click();
    await desk.getByText(t('admin.newsletters.saved')).waitFor();
    await desk.getByRole('button', { name: t('admin.newsletters.preview'), exact: true }).click();
    await desk.frameLocator('iframe').getByRole('heading', { name: subject }).waitFor();
    await desk.getByRole('button', { name: t('admin.newsletters.send') }).click();
    await desk.getByRole('button', { name: t('admin.newsletters.send_yes') }).click();
    await desk.getByText(t('admin.newsletters.state.sent'), { exact: true }).waitFor();

    // One click, as a mail program makes it: a form POST to the header's address, without opening anything.
    const movers = await mailWith(email, subject);
    const oneClick = await fetch(oneClickUrl(movers), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ data: { outcome: 'unsubscribed', topic: 'movers' } });

    // The companies' newsletter, then its page: opened twice (as a link scanner would), it changes nothing.
    const companies = `Новости для компаний ${randomUUID().slice(0, 8)}`;
    const as = accounts.callAs(writer.token, 'ru');
    const { data: letter } = await as(createNewsletter, {
      body: { locale: 'ru', topic: 'companies', subject: companies, body: 'Новый тариф.' },
    });
    await as(sendNewsletter, { params: { id: letter.id } });
    const unsubscribeLink = linkIn(await mailWith(email, companies), 'unsubscribe');
    await (await browser.openPage(unsubscribeLink, { locale: 'ru-RU' })).close();
    const leaving = await browser.openPage(unsubscribeLink, { locale: 'ru-RU' });
    await leaving.getByRole('button', { name: t('mailing.unsubscribe.button') }).click();
    await leaving.getByRole('heading', { name: t('mailing.unsubscribe.done_title') }).waitFor();
  });
});
