import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { staffAccountIn } from '../../infra/local/test/staff-accounts';
import { useTranslations } from '../src/i18n';

const product = startedProduct();
const { site, mail } = product;
const browser = browserSession(site);
const accounts = testAccounts(product);
const ru = useTranslations('ru');

/** A small PDF: its magic bytes are what the upload's check reads. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe('an appeal to customer support, in Russian', () => {
  it('is opened by a client with a file, answered by support, read with its mail, and reopened by the client', async () => {
    const client = await accounts.activeIn('ru', { firstName: 'Мирослава', lastName: 'Коваль', prefix: 'appeal' });
    const subject = `Не приходит счёт ${randomUUID().slice(0, 6)}`;
    const answer = 'Мы отправили счёт ещё раз, проверьте папку «Спам».';

    // The client goes from the profile to customer support and opens an appeal with a scan.
    const page = await browser.openPage('/ru/account/profile/', { locale: 'ru-RU', session: client.session });
    await page.getByRole('link', { name: ru('profile.appeals_link') }).click();
    await page.waitForURL(`${site}/ru/account/appeals/`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: ru('appeals.new') }).click();
    await page.getByLabel(ru('appeals.subject'), { exact: true }).fill(subject);
    await page.getByLabel(ru('appeals.message'), { exact: true }).fill('Оплатил тариф вчера, а счёта нет.');
    await page
      .getByLabel(ru('appeals.file'), { exact: true })
      .setInputFiles({ name: 'oplata.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: ru('appeals.send') }).click();
    await showsText(page.locator('main').getByRole('status'), ru('appeals.sent'));
    await page.getByRole('link', { name: ru('appeals.attachment', { name: 'oplata.pdf' }) }).waitFor();
    await page.getByText(ru('appeals.status.open'), { exact: true }).waitFor();

    // Support finds it among the open appeals with the time it waits, opens it, sees the account, answers, closes.
    const support = await staffAccountIn(product, 'customer_support', 'ru', { firstName: 'Ирина', prefix: 'support' });
    const queue = await browser.openPage('/ru/admin/appeals/', { locale: 'ru-RU', session: support.session });
    await islandsHydrated(queue);
    const line = queue.locator('.appeal-line').filter({ hasText: subject });
    const waiting = new RegExp(ru('appeals.staff.waiting_minutes', { minutes: 0 }).replace('0', '\\d+'));
    await line.getByText(waiting).waitFor();
    await line.getByRole('button', { name: ru('appeals.open') }).click();
    await queue.getByRole('heading', { name: subject }).waitFor();
    await queue.getByText(client.email, { exact: true }).first().waitFor();
    await queue.getByRole('link', { name: ru('appeals.attachment', { name: 'oplata.pdf' }) }).waitFor();
    await queue.getByLabel(ru('appeals.staff.answer'), { exact: true }).fill(answer);
    await queue.getByRole('button', { name: ru('appeals.staff.send_answer') }).click();
    await showsText(queue.locator('main').getByRole('status'), ru('appeals.staff.answer_sent'));
    await queue.getByRole('button', { name: ru('appeals.staff.close') }).click();
    await showsText(
      queue.locator('main').getByRole('status'),
      ru('appeals.staff.status_now', { status: ru('appeals.status.closed') }),
    );

    // The answer reaches the client's mail, in Russian, with a link to the appeal.
    await expect
      .poll(async () => (await mailsTo(mail, client.email)).some((each) => each.body.text?.includes(answer)), {
        timeout: 20_000,
      })
      .toBe(true);
    const mailed = (await mailsTo(mail, client.email)).find((each) => each.body.text?.includes(answer))!;
    expect(mailed.subject).toBe('Служба поддержки ответила на ваше обращение');
    const link = /http\S+\/ru\/account\/appeals\/\?id=[0-9a-f-]+/.exec(mailed.body.text ?? '')?.[0];
    expect(link).toBeDefined();

    // The client opens the appeal from the mail's link, reads the answer and reopens it with a reply.
    await page.goto(`${site}${new URL(link!).pathname}${new URL(link!).search}`);
    await islandsHydrated(page);
    await page.getByText(answer).waitFor();
    await page.getByText(ru('appeals.status.closed'), { exact: true }).waitFor();
    await page.getByLabel(ru('appeals.reply'), { exact: true }).fill('Нашёл, спасибо! Но сумма в счёте другая.');
    await page.getByRole('button', { name: ru('appeals.send_reopen') }).click();
    await showsText(page.locator('main').getByRole('status'), ru('appeals.reply_sent'));
    await page.getByText(ru('appeals.status.open'), { exact: true }).waitFor();
  });
});
