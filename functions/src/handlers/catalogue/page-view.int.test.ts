import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordPageView } from '@migralink/shared/api/catalogue';
import { RATE_LIMITS } from '#http/limits';
import { utcDay } from '#data/contact-views';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import { putApprovedCompany } from '#data/companies';
import { pageViewsOn } from '#data/page-views';
import { readPublicCompany } from '#data/search-lists';
import { putApprovedService } from '#data/services';
import { reindexCompany } from '#search/reindex';
import { callRoute, expectInvalid, expectStatus, randomIp } from '#testing/call';

const report = (path: string, options: { ip?: string; userAgent?: string } = {}) =>
  callRoute(recordPageView, {
    body: { path, locale: 'en', referrer: '', title: 'A page' },
    ip: options.ip,
    headers: options.userAgent ? { 'user-agent': options.userAgent } : undefined,
  });

/** A public company with one public and one unpublished service, as the reindex lists it. */
async function publicCompany() {
  const profile = companyProfileFixture();
  await putApprovedCompany(profile, companyContentFixture());
  const shown = serviceMetaFixture(profile.id);
  const hidden = serviceMetaFixture(profile.id, { published: false });
  for (const meta of [shown, hidden]) await putApprovedService(meta, serviceContentFixture());
  await reindexCompany(profile.id);
  const row = await readPublicCompany(profile.id);
  expect(row?.services).toEqual([shown.id]);
  return { id: profile.id, slug: row!.slug, service: shown.id, hiddenService: hidden.id };
}

const today = () => utcDay(new Date());

describe('POST /v1/page-views', () => {
  it("counts views of a public company's page, by slug or by id, and of its public services' pages", async () => {
    const company = await publicCompany();
    const paths = [
      `/en/company/${company.slug}/`,
      `/ru/company/${company.slug}/?utm_source=x`,
      `/uk/company/?id=${company.id}`,
      `/en/service/${company.service}/`,
      `/uk/service/?id=${company.service}`,
    ];
    for (const path of paths) expectStatus(await report(path), 204);
    expect(await pageViewsOn(company.id, today())).toEqual({ company: 3, services: { [company.service]: 2 } });
  });

  it('counts concurrent views of one page exactly', async () => {
    const company = await publicCompany();
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(`/en/company/${company.slug}/`)));
    expect(answers.map(({ status }) => status)).toEqual(Array(20).fill(204));
    expect((await pageViewsOn(company.id, today())).company).toBe(20);
  });

  it('counts nothing for pages that are not public, other pages and robots', async () => {
    const company = await publicCompany();
    const paths = [
      `/en/service/${company.hiddenService}/`,
      `/en/service/${randomUUID()}/`,
      `/en/company/unknown-${company.id.slice(0, 8)}/`,
      `/en/company/?id=${randomUUID()}`,
      '/en/companies/portugal/',
      '/en/',
      '/nowhere/',
    ];
    for (const path of paths) expectStatus(await report(path), 204);
    const robot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expectStatus(await report(`/en/company/${company.slug}/`, { userAgent: robot }), 204);
    expect(await pageViewsOn(company.id, today())).toEqual({ company: 0, services: {} });
  });

  it('refuses the views of one address past its limit, in the error shape', async () => {
    const company = await publicCompany();
    const ip = randomIp();
    const limit = RATE_LIMITS.pageViewIp.limit;
    Object.assign(RATE_LIMITS.pageViewIp, { limit: 3 });
    try {
      for (let view = 0; view < 3; view += 1) expectStatus(await report(`/en/company/${company.slug}/`, { ip }), 204);
      expect(await report(`/en/company/${company.slug}/`, { ip })).toMatchObject({
        status: 429,
        body: { error_code: 'rate_limited' },
      });
      expectStatus(await report(`/en/company/${company.slug}/`), 204);
    } finally {
      Object.assign(RATE_LIMITS.pageViewIp, { limit });
    }
    expect((await pageViewsOn(company.id, today())).company).toBe(4);
  });

  it('answers a malformed report with 422 per field', async () => {
    const long = `/${'a'.repeat(2048)}`;
    expectInvalid(await callRoute(recordPageView, { raw: { body: { path: 'en/company/' } } }), 'path');
    expectInvalid(await callRoute(recordPageView, { raw: { body: { path: long } } }), 'path');
    expectInvalid(await callRoute(recordPageView, { raw: { body: { path: '/en/', locale: 'de' } } }), 'locale');
  });
});
