import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { certificatePdf, listCertificates } from '@migralink/shared/api/certificates';
import type { CertificateStatus } from '@migralink/shared/schemas/certificates';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession, showsText } from '../../infra/local/test/browser';
import { demoCertificateHolders } from '../../infra/local/test/certificate-holders';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { dropPdf, pdfResult, statusBanner, statusOf, statusWord } from './certificate-steps';

/**
 * The certificate page in Ukrainian (docs/product.md, "Certificates"): a number nobody holds, the demo's valid and
 * revoked certificates (the first premium demo company holds a valid one, the second a revoked one), and a PDF
 * dropped on the page, checked in the browser.
 */
const product = startedProduct();
const accounts = testAccounts(product);
const { openPage } = browserSession(product.site);
const uk = useTranslations('uk');

/** The certificate page of `number`, its island running. */
async function certificatePage(number: string): Promise<Page> {
  const page = await openPage(`/uk/certificates/${number}/`);
  await expect.poll(() => statusBanner(page).count()).toBe(1);
  return page;
}

/** The demo company's owner, signed in through the API, and its certificates (newest first). */
async function demoCertificates(which: 'valid' | 'revoked') {
  const holder = demoCertificateHolders()[which];
  const session = await accounts.signIn(holder.email, holder.password);
  const { data } = await accounts.callAs(session.token, 'uk')(listCertificates, { query: {} });
  const issued = data.items.filter((item) => item.certificate?.status === which);
  expect(issued.length).toBeGreaterThan(0);
  return { holder, session, item: issued[0]!, certificate: issued[0]!.certificate! };
}

/** The certificate's PDF as its owner downloads it. */
async function pdfOf(token: string, id: string): Promise<Buffer> {
  const answer = await fetch(`${product.api}${certificatePdf.path.replace('{id}', id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

const shownStatus = (status: CertificateStatus | 'not_found') => uk(`certificate_page.status.${status}`);

describe('the certificate page', () => {
  it('says not found for an address that is no certificate number, without asking the API', async () => {
    const page = await certificatePage('not-a-number');
    expect(await statusOf(page)).toBe('not_found');
    await showsText(statusWord(page), shownStatus('not_found'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The language links lead to the same address in the other languages.
    expect(await page.locator('a[hreflang="ru"]').first().getAttribute('href')).toBe('/ru/certificates/not-a-number/');
  });

  it('says not found for a number no certificate has', async () => {
    const page = await certificatePage('ML-1999-000001');
    expect(await statusOf(page)).toBe('not_found');
    expect(await statusBanner(page).textContent()).toContain('ML-1999-000001');
  });

  it('takes a number as people type it, and says how a number looks when it is none', async () => {
    const page = await openPage('/uk/certificates/');
    const field = page.getByLabel(uk('certificate_page.number_label'));
    await field.fill('ml-1999-00000');
    await page.getByRole('button', { name: uk('certificate_page.verify') }).click();
    await showsText(page.getByRole('alert'), uk('certificate_page.number_invalid'));
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(' ml-1999-000 001 ');
    await page.getByRole('button', { name: uk('certificate_page.verify') }).click();
    await page.waitForURL((url) => url.pathname === '/uk/certificates/ML-1999-000001/');
  });

  it("shows the demo's valid certificate, its company linked, and accepts its PDF dropped on it", async () => {
    const { holder, session, item, certificate } = await demoCertificates('valid');
    const page = await certificatePage(certificate.number);
    expect(await statusOf(page)).toBe('valid');
    await showsText(statusWord(page), shownStatus('valid'));
    const facts = page.locator('.certificate-facts');
    expect(await facts.getByRole('link').getAttribute('href')).toBe(`/uk/company/${holder.slug}/`);
    // Days in Ukrainian: the month's name, the year.
    expect(await facts.textContent()).toMatch(/\d{1,2} [а-яіїєґ]+ \d{4}/);

    await dropPdf(page, 'Certificate.pdf', await pdfOf(session.token, item.id));
    await expect.poll(() => pdfResult(page).getAttribute('data-outcome')).toBe('valid');
    expect(await pdfResult(page).textContent()).toBe(uk('certificate_page.pdf.valid', { file: 'Certificate.pdf' }));

    await dropPdf(page, 'Scan.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    await expect.poll(() => pdfResult(page).getAttribute('data-outcome')).toBe('no_credential');
  });

  it("shows the company page's badge of a valid certificate, leading to its page", async () => {
    const { holder, certificate } = await demoCertificates('valid');
    const page = await openPage(`/uk/company/${holder.slug}/`);
    const badge = page.getByRole('link', { name: uk('certificate_badge.link', { number: certificate.number }) });
    await badge.waitFor({ state: 'visible' });
    await badge.click();
    await page.waitForURL((url) => url.pathname === `/uk/certificates/${certificate.number}/`);
    await expect.poll(() => statusOf(page)).toBe('valid');
  });

  it("shows the demo's revoked certificate with its day and reason, and a valid certificate's PDF as another one's", async () => {
    const revoked = await demoCertificates('revoked');
    const page = await certificatePage(revoked.certificate.number);
    expect(await statusOf(page)).toBe('revoked');
    await showsText(statusWord(page), shownStatus('revoked'));
    await showsText(page.locator('.certificate-facts dd'), uk('certificate_page.reason_compliance'));

    const valid = await demoCertificates('valid');
    await dropPdf(page, 'Certificate.pdf', await pdfOf(valid.session.token, valid.item.id));
    await expect.poll(() => pdfResult(page).getAttribute('data-outcome')).toBe('other_certificate');
  });
});
