import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { certificateInitRoute, listCertificates } from '@migralink/shared/api/certificates';
import type { Session } from '@migralink/shared/schemas/auth';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { STAFF } from '../../infra/local/test/company-listing';
import { demoOwnersOn } from '../../infra/local/test/demo-owners';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { landingPagePath } from '../src/urls/catalogue-paths';
import { checkedBadges, dropPdf, landingPageWith, pdfResult, statusOf, statusWord } from './certificate-steps';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const accounts = testAccounts({ api, mail });
const t = useTranslations('uk');

/** A small PDF (its magic bytes are what the upload's check reads) and a real 1×1 PNG. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The owner of a premium demo company that may apply now: no certificate and no open application (the demo
 * gives one premium company a valid certificate; another may be free).
 */
async function premiumOwnerFreeToApply(): Promise<Session> {
  for (const owner of demoOwnersOn('premium')) {
    const session = await accounts.signIn(owner.email, owner.password);
    const as = accounts.callAs(session.token, 'uk');
    const [{ data: init }, { data: list }] = await Promise.all([
      as(certificateInitRoute, {}),
      as(listCertificates, { query: {} }),
    ]);
    if (init.plan_allows && !init.open_application && list.items.length === 0) return session;
  }
  throw new Error('No premium demo company is free to apply for a certificate');
}

/** Sends the form to staff and waits for the application's page; answers the application's id. */
async function sendToStaff(page: Page): Promise<string> {
  await page.getByRole('button', { name: t('admin.certificates.send'), exact: true }).click();
  await page.waitForURL(/\/uk\/admin\/certificates\/application\/\?id=/);
  await islandsHydrated(page);
  await page.getByText(t('admin.certificates.state.submitted'), { exact: true }).first().waitFor();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** Staff's queue with the application of `company` opened. */
async function staffOpens(staff: Page, company: string): Promise<void> {
  await staff.goto(`${site}/uk/admin/certificates/queue/`);
  await islandsHydrated(staff);
  await staff
    .getByRole('button', { name: t('admin.certificates.review.open_named', { company }), exact: true })
    .click();
  await staff.getByRole('heading', { name: company, exact: true }).waitFor();
}

/** A decision asked for, confirmed, and its answer awaited. */
async function decide(staff: Page, decision: 'approve' | 'return' | 'revoke', comment = ''): Promise<void> {
  if (comment) await staff.getByLabel(t('admin.certificates.review.comment')).fill(comment);
  await staff.getByRole('button', { name: t(`admin.certificates.review.${decision}`), exact: true }).click();
  const answered = staff.waitForResponse((response) => response.url().includes(`/${decision}`));
  await staff.getByRole('button', { name: t('admin.certificates.review.yes'), exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

/**
 * A pre-built landing page holding the company's card, as the build made it before `change` (kept as served
 * then and served again after it, as CloudFront would until the next build): its card's badge once checked.
 */
async function landingPageBuiltBefore(companyUuid: string, number: string, change: () => Promise<void>) {
  const path = `${site}/uk${landingPagePath(await landingPageWith(api, companyUuid))}`;
  const before = await browser.newPage({ locale: 'uk-UA' });
  const built = await (await before.goto(path))!.text();
  await expect.poll(() => checkedBadges(before, number).count()).toBeGreaterThan(0);
  expect(await checkedBadges(before, number).first().isVisible()).toBe(true);
  await change();
  // A new visitor (nothing cached): the page exactly as built, its scripts and the API as they are now.
  const context = await browser.newContext({ locale: 'uk-UA' });
  await context.route(path, (route) => route.fulfill({ body: built, contentType: 'text/html; charset=utf-8' }));
  const after = await context.newPage();
  await after.goto(path);
  await expect.poll(() => checkedBadges(after, number).count()).toBeGreaterThan(0);
  return checkedBadges(after, number);
}

describe('a certificate, applied for and decided in Ukrainian', () => {
  // The whole life of one certificate, in one run through four browsers' pages: longer than a test's default.
  it('a premium company applies with two documents, is returned once, sends again, is approved, downloads its PDF and mails it; its page says valid and takes the PDF; staff revokes it, its page says revoked and its card loses the badge', async () => {
    const company = `Віза Тест ${randomUUID().slice(0, 8)}`;
    const session = await premiumOwnerFreeToApply();
    const owner = await browser.openPage('/uk/admin/certificates/', { locale: 'uk-UA', session });
    await owner.getByRole('link', { name: t('admin.certificates.apply'), exact: true }).click();
    await owner.waitForURL(/\/uk\/admin\/certificates\/apply\/$/);
    await islandsHydrated(owner);

    for (const name of ['country_id', 'legal_form_id', 'activity_type'])
      await owner.locator(`select[name="${name}"]`).selectOption({ index: 1 });
    await owner.getByLabel(t('admin.certificates.field.company_name')).fill(company);
    await owner.getByLabel(t('admin.certificates.field.legal_name')).fill(`ТОВ «${company}»`);
    await owner.getByLabel(t('admin.certificates.field.register_number')).fill('43210987');
    await owner.getByLabel(t('admin.certificates.field.address')).fill('вул. Хрещатик, 1, Київ');
    await owner.getByLabel(t('admin.certificates.field.contact_person')).fill('Олена Коваль');
    await owner.getByLabel(t('admin.certificates.field.contact_phone')).fill('+380 44 123 45 67');
    await owner.getByLabel(t('admin.certificates.field.contact_email')).fill('olena@example.com');
    await owner.locator('input[name="legal_chart"]').check();

    // Two documents: the register extract (a PDF) and a licence (a PNG), each checked by the API as it comes.
    const file = owner.locator('input[name="document_file"]');
    await file.setInputFiles({ name: 'vytiah.pdf', mimeType: 'application/pdf', buffer: PDF });
    await owner.getByText(t('admin.certificates.uploaded', { name: 'vytiah.pdf' })).waitFor();
    await owner.getByLabel(t('admin.certificates.document_kind')).selectOption('licence');
    await file.setInputFiles({ name: 'licenziia.png', mimeType: 'image/png', buffer: PNG });
    await owner.getByText(t('admin.certificates.uploaded', { name: 'licenziia.png' })).waitFor();
    const id = await sendToStaff(owner);

    const staff = await browser.openPage('/uk/admin/certificates/queue/', {
      locale: 'uk-UA',
      session: await accounts.signIn(STAFF.email, STAFF.password),
    });
    await staffOpens(staff, company);
    await staff.getByRole('link', { name: /licenziia\.png/ }).waitFor();
    const comment = 'Додайте, будь ласка, повну юридичну адресу з індексом.';
    await decide(staff, 'return', comment);
    await staff.getByText(t('admin.certificates.review.outcome.return', { company })).waitFor();

    // The owner sees staff's comment above the form, changes the address and sends it again.
    await owner.goto(`${site}/uk/admin/certificates/apply/?id=${id}`);
    await islandsHydrated(owner);
    await owner.getByText(comment).first().waitFor();
    await owner.getByLabel(t('admin.certificates.field.address')).fill('вул. Хрещатик, 1, Київ, 01001');
    expect(await sendToStaff(owner)).toBe(id);

    await staffOpens(staff, company);
    await decide(staff, 'approve');
    const outcome = staff.getByText(new RegExp(`${company}.*ML-\\d{4}-\\d{6}`));
    const number = /ML-\d{4}-\d{6}/.exec((await outcome.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');

    // The owner's page shows the number, valid; the PDF downloads as Certificate-{id}.pdf.
    await owner.goto(`${site}/uk/admin/certificates/application/?id=${id}`);
    await islandsHydrated(owner);
    await owner.getByText(number, { exact: true }).waitFor();
    await owner.getByText(t('admin.certificates.status.valid'), { exact: true }).waitFor();
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: t('admin.certificates.download_pdf'), exact: true }).click();
    expect((await download).suggestedFilename()).toBe(`Certificate-${id}.pdf`);
    const pdf = await readFile(await (await download).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // And mails it (202: one address).
    await owner.getByLabel(t('admin.certificates.delivery_address', { number: 1 })).fill('partner@example.com');
    await owner.getByRole('button', { name: t('admin.certificates.deliver'), exact: true }).click();
    await owner.getByText(t('admin.certificates.delivered', { count: 1 })).waitFor();

    // Anyone: the certificate's page says valid, and the PDF dropped on it is ours and valid.
    const visitor = await browser.openPage(`/uk/certificates/${number}/`, { locale: 'uk-UA' });
    await expect.poll(() => statusOf(visitor)).toBe('valid');
    await showsText(statusWord(visitor), t('certificate_page.status.valid'));
    await dropPdf(visitor, `Certificate-${id}.pdf`, pdf);
    await expect.poll(() => pdfResult(visitor).getAttribute('data-outcome')).toBe('valid');

    // Staff revokes it: on a landing page built while it was valid the card loses its badge, and a visitor
    // opening the certificate's page (in a browser that never asked for it: nothing cached) reads "revoked".
    const badges = await landingPageBuiltBefore(session.user.company!.uuid, number, async () => {
      await staff.goto(`${site}/uk/admin/certificates/queue/?id=${id}`);
      await islandsHydrated(staff);
      await staff.getByLabel(t('admin.certificates.review.reason')).selectOption('fraud');
      await decide(staff, 'revoke', 'Витяг з реєстру виявився підробленим.');
      await staff.getByText(t('admin.certificates.review.outcome.revoke', { company })).waitFor();
    });
    expect(await badges.evaluateAll((all) => all.map((badge) => (badge as HTMLElement).hidden))).not.toContain(false);
    const revoked = await browser.openPage(`/uk/certificates/${number}/`, { locale: 'uk-UA' });
    await expect.poll(() => statusOf(revoked)).toBe('revoked');
    await showsText(statusWord(revoked), t('certificate_page.status.revoked'));
    await showsText(revoked.locator('.certificate-facts dd'), t('certificate_page.reason_fraud'));
  }, 600_000);
});
