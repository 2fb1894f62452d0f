import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { replyToLead } from '@migralink/shared/api/leads';
import { apiCaller } from '../../infra/local/test/accounts';
import { browserSession } from '../../infra/local/test/browser';
import { mailsTo, type StoredMail } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';
import { visitorLead } from './form-token';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });

/** Waits for a mail to `to` whose subject holds `text`, and answers it. */
async function mailWith(to: string, text: string): Promise<StoredMail> {
  await expect
    .poll(async () => (await mailsTo(mail, to)).some((each) => each.subject.includes(text)), { timeout: 20_000 })
    .toBe(true);
  return (await mailsTo(mail, to)).find((each) => each.subject.includes(text))!;
}

/** The path and query of the mail's link to the request page (the mail names the configured site's host). */
function requestLink(stored: StoredMail, language: string): string {
  const match = new RegExp(`/${language}/request/\\?token=[^\\s"<>]+`).exec(stored.body.text ?? '');
  if (!match) throw new Error(`No request link in "${stored.subject}"`);
  return match[0];
}

describe('an anonymous visitor reads the answer from the link in the mail', () => {
  it.each([
    ['uk', 'відповіла', useTranslations('uk')],
    ['ru', 'ответила', useTranslations('ru')],
  ] as const)('in %s, and finds the way to the company', async (language, answered, t) => {
    const mine = await listing('published');
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const question = language === 'uk' ? 'Скільки триває оформлення ВНП?' : 'Сколько длится оформление ВНЖ?';
    const answer =
      language === 'uk' ? 'Близько двох місяців. Надішліть паспорт.' : 'Около двух месяцев. Пришлите паспорт.';
    const viewer = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const { data: lead } = await apiCaller(api, { locale: language, viewer })(sendCompanyLead, {
      body: await visitorLead(api, { name: 'Olena', email, message: question, company_id: mine.companyUuid }),
    });
    await apiCaller(api, { token: mine.owner.session.token, locale: language })(replyToLead, {
      params: { id: lead.uuid },
      body: { message: answer },
    });

    // The mail says that an answer came, not what it says; its link shows it.
    const reply = await mailWith(email, answered);
    expect(reply.body.text).not.toContain(answer);
    const page = await browser.newPage({ locale: language === 'uk' ? 'uk-UA' : 'ru-RU' });
    await page.goto(site + requestLink(reply, language));
    await page.getByRole('heading', { name: t('request.title'), level: 1 }).waitFor();
    // The company's name in the page's language, else English (the listing writes it in English and Russian).
    const company = language === 'ru' ? mine.texts.company.ru : mine.texts.company.en;
    await page.getByRole('heading', { name: company, level: 2 }).waitFor();
    await page.locator('.my-leads__reply').getByText(answer, { exact: true }).waitFor();
    await page.getByText(question, { exact: true }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // The way back: the company's page, with its contact button.
    await page.getByRole('link', { name: t('request.company_page', { company }) }).click();
    await page
      .getByRole('button', { name: t('lead.contact') })
      .first()
      .waitFor();

    // A changed link says it does not work: a character of its signature changed (the first after the last
    // dot, all six of whose bits count; the last one's lowest bits are padding a decoder may ignore).
    const link = requestLink(reply, language);
    const at = link.lastIndexOf('.') + 1;
    const tampered = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
    const changed = await browser.newPage();
    await changed.goto(`${site}${tampered}`);
    await changed.getByRole('heading', { name: t('request.invalid_title') }).waitFor();
  });
});
