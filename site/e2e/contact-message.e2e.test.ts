import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSiteMessage, listSiteMessages } from '@migralink/shared/api/site-messages';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { mailsTo } from '../../infra/local/test/mailbox';
import { STAFF } from '../../infra/local/test/company-listing';
import { startedProduct } from '../../infra/local/test/provided';
import { staffAccountIn } from '../../infra/local/test/staff-accounts';
import { useTranslations } from '../src/i18n';

const product = startedProduct();
const { site, mail } = product;
const browser = browserSession(site);
const accounts = testAccounts(product);
const ru = useTranslations('ru');

/** A customer support account, made by the seeded admin, signed in anew so its session says its role. */
const customerSupport = async () =>
  (
    await staffAccountIn(product, 'customer_support', 'ru', {
      firstName: 'Ирина',
      lastName: 'Бондарь',
      prefix: 'support',
    })
  ).session;

/** Waits for the mail to `to` whose subject is `subject`. */
async function mailTitled(to: string, subject: string) {
  await expect
    .poll(async () => (await mailsTo(mail, to)).some((each) => each.subject === subject), { timeout: 20_000 })
    .toBe(true);
  return (await mailsTo(mail, to)).find((each) => each.subject === subject)!;
}

describe('a message from the contacts page, in Russian', () => {
  it('is sent by a visitor, answered by customer support in the inbox, and the answer reaches the visitor’s mail', async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    const subject = `Переезд с котом ${randomUUID().slice(0, 6)}`;
    const question = 'Какие компании помогают переехать в Португалию с котом?';

    // The visitor finds the contacts in the footer and writes; Send waits for the form's token (the click waits).
    const page = await browser.openPage('/ru/', { locale: 'ru-RU' });
    await page
      .locator('footer')
      .getByRole('link', { name: ru('common.footer.contacts'), exact: true })
      .click();
    await page.waitForURL(`${site}/ru/contacts/`);
    await islandsHydrated(page);
    await page.getByRole('heading', { level: 1, name: ru('site_message.contacts.title') }).waitFor();
    await page.getByLabel(ru('site_message.form.name'), { exact: true }).fill('Мирослава');
    await page.getByLabel(ru('site_message.form.email'), { exact: true }).fill(email);
    await page.getByLabel(ru('site_message.form.subject')).fill(subject);
    await page.getByLabel(ru('site_message.form.message'), { exact: true }).fill(question);
    await page.getByLabel(ru('site_message.form.consent')).check();
    await page.getByRole('button', { name: ru('site_message.form.send') }).click();
    const sent = `${ru('site_message.form.sent')} ${ru('site_message.form.sent_text')}`;
    await showsText(page.locator('main').getByRole('status'), sent);

    // Its copy says a message came, and repeats nothing the visitor wrote: nobody confirmed the address.
    const copy = await mailTitled(email, 'Мы получили ваше сообщение');
    expect(`${copy.body.text}${copy.body.html}`).not.toContain('котом');

    // Customer support finds it among the new messages, opens it and answers.
    const inbox = await browser.openPage('/ru/admin/messages/', { locale: 'ru-RU', session: await customerSupport() });
    const line = inbox.locator('.inbox-line').filter({ hasText: subject });
    await line.getByText(question).waitFor();
    await line.getByRole('button', { name: ru('admin.inbox.open_named', { name: 'Мирослава' }) }).click();
    await inbox.getByRole('heading', { name: subject }).waitFor();
    await inbox.getByText(ru('admin.inbox.unconfirmed')).waitFor();
    await inbox.getByLabel(ru('admin.inbox.answer')).fill('Напишите нам, куда именно: подберём три компании.');
    await inbox.getByRole('button', { name: ru('admin.inbox.send_answer') }).click();
    await showsText(inbox.locator('main').getByRole('status'), ru('admin.inbox.answer_sent', { email }));
    await inbox.locator('.inbox-answers').getByText('Напишите нам, куда именно: подберём три компании.').waitFor();

    // The message is among the answered now.
    await inbox.getByRole('button', { name: ru('admin.inbox.back') }).click();
    await inbox.getByLabel(ru('admin.inbox.status'), { exact: true }).selectOption('answered');
    await inbox.locator('.inbox-line').filter({ hasText: subject }).waitFor();

    // The visitor's mail viewer shows the answer.
    await mailTitled(email, 'Команда Migralink ответила на ваше сообщение');
    const viewer = await browser.newPage({ locale: 'ru-RU' });
    await viewer.goto(`${mail}/`);
    const answer = viewer
      .locator('.email')
      .filter({ hasText: email })
      .filter({ hasText: 'Команда Migralink ответила на ваше сообщение' });
    await answer.getByRole('button', { name: 'Toggle text view' }).click();
    await answer.locator('.email-text').getByText('Напишите нам, куда именно: подберём три компании.').waitFor();
    expect(await answer.locator('.email-text').textContent()).not.toContain('котом');
  });
});

describe("the footer's feedback about the site, in Ukrainian", () => {
  it('opens in a popup on any page, prefilled for a signed-in visitor, and is sent with the page it came from', async () => {
    const uk = useTranslations('uk');
    const visitor = await accounts.activeIn('uk', { firstName: 'Тарас', lastName: 'Шевчук', locale: 'uk' });
    const page = await browser.openPage('/uk/visa-free-map/', { locale: 'uk-UA', session: visitor.session });
    await page
      .locator('footer')
      .getByRole('button', { name: uk('site_message.feedback.open') })
      .click();
    const dialog = page.getByRole('dialog', { name: uk('site_message.feedback.title') });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByLabel(uk('site_message.form.email'), { exact: true }).inputValue())
      .toBe(visitor.email);
    expect(await dialog.getByLabel(uk('site_message.form.name'), { exact: true }).inputValue()).toBe('Тарас Шевчук');
    await dialog.getByLabel(uk('site_message.form.message'), { exact: true }).fill('Країни на карті важко натиснути.');
    await dialog.getByLabel(uk('site_message.form.consent')).check();
    await dialog.getByRole('button', { name: uk('site_message.form.send') }).click();
    await showsText(
      dialog.getByRole('status'),
      `${uk('site_message.form.sent')} ${uk('site_message.feedback.sent_text')}`,
    );
    await dialog
      .getByRole('button', { name: uk('common.close'), exact: true })
      .last()
      .click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Staff read it with the page it came from and the visitor's confirmed address.
    const staff = accounts.callAs((await accounts.signIn(STAFF.email, STAFF.password)).token);
    let mine: { id: string } | undefined;
    for (let cursor: string | undefined, pages = 0; !mine && pages < 50; pages++) {
      const query = { status: 'new', kind: 'feedback', ...(cursor && { cursor }) } as const;
      const { data: list } = await staff(listSiteMessages, { query });
      mine = list.items.find((item) => item.email === visitor.email);
      cursor = list.next_cursor ?? undefined;
      if (!cursor) break;
    }
    const { data: message } = await staff(getSiteMessage, { params: { id: mine!.id } });
    expect(message).toMatchObject({ page: '/uk/visa-free-map/', email_confirmed: true, locale: 'uk' });
  });
});
