import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getProfile } from '@migralink/shared/api/accounts';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { replyToLead } from '@migralink/shared/api/leads';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { testAccounts } from '../../infra/local/test/accounts';
import { mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';
import { visitorLead } from './form-token';

const product = startedProduct();
const { site, api, mail } = product;
const browser = browserSession(site);
const listing = companyListings({ api, mail });
const accounts = testAccounts(product);
const ru = useTranslations('ru');

/** Waits for a mail to `to` whose subject holds `text`, and answers it. */
async function mailWith(to: string, text: string) {
  await expect
    .poll(async () => (await mailsTo(mail, to)).some((each) => each.subject.includes(text)), { timeout: 20_000 })
    .toBe(true);
  return (await mailsTo(mail, to)).find((each) => each.subject.includes(text))!;
}

describe('a lead from the first press to the answer, in Russian', () => {
  it('is sent from the company page, worked and answered in the inbox, and read by the visitor with its status', async () => {
    const mine = await listing('published');
    const visitor = await accounts.activeIn('ru', { firstName: 'Борис', lastName: 'Петров', locale: 'ru' });
    const { data: company } = (await (await fetch(`${api}/v1/company/${mine.companyUuid}`)).json()) as {
      data: { slug: string };
    };

    // The visitor, signed in, sends a lead from the popup: their name and address are filled in already.
    const context = await browser.newContext({ locale: 'ru-RU', session: visitor.session });
    const page = await context.newPage();
    await page.goto(`${site}/ru/company/${company.slug}/`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: ru('lead.contact') }).click();
    const dialog = page.getByRole('dialog', { name: ru('lead.title', { name: mine.texts.company.ru }) });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel(ru('lead.email')).inputValue()).toBe(visitor.email);
    expect(await dialog.getByLabel(ru('lead.name')).inputValue()).toBe('Борис Петров');
    await dialog.getByLabel(ru('lead.message')).fill('Сколько длится оформление ВНЖ?');
    await dialog.getByLabel(ru('lead.country')).selectOption('KZ');
    await dialog.getByLabel(ru('lead.consent')).check();
    // Send is enabled once the API's form token is old enough (the click waits for it).
    await dialog.getByRole('button', { name: ru('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${ru('lead.thanks')} ${ru('lead.thanks_text')}`);

    // The owner's mail links to the lead; the owner sets it in progress and answers.
    const ownerMail = await mailWith(mine.owner.email, 'Борис Петров');
    const leadId = /\/admin\/leads\/\?id=([0-9a-f-]{36})/.exec(ownerMail.body.text ?? '')?.[1];
    expect(leadId).toBeDefined();
    const inbox = await browser.newPage({ locale: 'ru-RU', session: mine.owner.session });
    await inbox.goto(`${site}/ru/admin/leads/?id=${leadId}`);
    await islandsHydrated(inbox);
    await inbox.getByRole('heading', { name: 'Борис Петров', exact: true }).waitFor();
    await inbox.getByLabel(ru('admin.leads.status_label'), { exact: true }).selectOption('in_progress');
    await inbox.getByText(ru('admin.leads.status_saved'), { exact: true }).waitFor();
    await inbox
      .getByLabel(ru('admin.leads.reply_label'), { exact: true })
      .fill('Около двух месяцев. Пришлите паспорт.');
    await inbox.getByRole('button', { name: ru('admin.leads.reply_send'), exact: true }).click();
    await inbox.getByText(ru('admin.leads.reply_sent'), { exact: true }).waitFor();
    await inbox.locator('.leads-thread__reply').getByText('Около двух месяцев. Пришлите паспорт.').waitFor();

    // The owner exports the inbox: an Excel file with the lead, its status in Russian.
    await inbox.getByRole('button', { name: ru('admin.leads.back'), exact: true }).click();
    const download = inbox.waitForEvent('download');
    await inbox.getByRole('button', { name: ru('admin.leads.export'), exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter((row) => Array.isArray(row));
    expect(rows.find((row) => row.includes('Борис Петров'))).toEqual(
      expect.arrayContaining([ru('admin.leads.status.in_progress'), 'Сколько длится оформление ВНЖ?']),
    );

    // The visitor gets the answer by mail, and on "My requests" sees the status and reads the answer.
    const answer = await mailWith(visitor.email, 'ответила');
    expect(answer.body.text).toContain('Около двух месяцев. Пришлите паспорт.');
    await page.goto(`${site}/ru/account/leads/`);
    await islandsHydrated(page);
    const card = page.locator('.my-leads__card').filter({ hasText: 'Сколько длится оформление ВНЖ?' });
    await card.getByText(ru('my_leads.status.in_progress'), { exact: true }).waitFor();
    await card.getByRole('heading', { name: mine.texts.company.ru }).waitFor();
    await card.getByText(ru('my_leads.new_replies', { count: 1 })).waitFor();
    await card.getByRole('button', { name: new RegExp(ru('my_leads.show_thread')) }).click();
    await card.getByText('Около двух месяцев. Пришлите паспорт.', { exact: true }).waitFor();
    await expect.poll(() => card.getByText(ru('my_leads.new_replies', { count: 1 })).count()).toBe(0);
    // The same page on a 390 px phone: nothing runs off the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Read: the profile no longer counts it.
    const { data: profile } = await accounts.callAs(visitor.session.token)(getProfile, {});
    expect(profile.new_messages).toBe(0);
  });
});

/** The header's count of unread answers beside "My requests": its number, or null while it is hidden. */
const badge = (page: Page) =>
  page
    .locator('auth-menu [data-new-messages]')
    .evaluate((element) => ((element as HTMLElement).hidden ? null : element.textContent));

describe("the header's count of unread answers", () => {
  it.each([
    ['uk', useTranslations('uk')],
    ['ru', ru],
  ] as const)(
    'in %s counts an answer that came after the sign-in, and drops at once when it is read, in every open tab',
    async (language, t) => {
      const mine = await listing('published');
      const visitor = await accounts.activeIn(language, { locale: language });
      // The visitor signed in before the company answered: the session they keep says 0.
      const { data: lead } = await accounts.callAs(visitor.session.token, language)(sendCompanyLead, {
        body: await visitorLead(api, {
          name: 'Ольга Коваль',
          email: visitor.email,
          message: `Питання ${language}`,
          company_id: mine.companyUuid,
        }),
      });
      await accounts.callAs(mine.owner.session.token)(replyToLead, {
        params: { id: lead.uuid },
        body: { message: `Відповідь ${language}` },
      });
      expect(visitor.session.user.new_messages).toBe(0);

      // Every page load asks: the home page and a second tab both show the answer.
      const context = await browser.newContext({ locale: language, session: visitor.session });
      const home = await context.newPage();
      await home.goto(`${site}/${language}/`);
      await islandsHydrated(home);
      await expect.poll(() => badge(home)).toBe('1');
      expect(await home.locator('auth-menu [data-new-messages]').getAttribute('title')).toBe(
        t('common.new_messages', { count: 1 }),
      );
      const other = await context.newPage();
      await other.goto(`${site}/${language}/companies/`);
      await islandsHydrated(other);
      await expect.poll(() => badge(other)).toBe('1');

      // Reading the answer on "My requests" drops the count there and in the other tab, with no reload.
      await home.goto(`${site}/${language}/account/leads/`);
      await islandsHydrated(home);
      await expect.poll(() => badge(home)).toBe('1');
      const card = home.locator('.my-leads__card').filter({ hasText: `Питання ${language}` });
      await card.getByRole('button', { name: new RegExp(t('my_leads.show_thread')) }).click();
      await card.getByText(`Відповідь ${language}`, { exact: true }).waitFor();
      await expect.poll(() => badge(home)).toBeNull();
      await expect.poll(() => badge(other)).toBeNull();
    },
  );
});
