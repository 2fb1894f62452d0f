import { describe, expect, it } from 'vitest';
import { parseEdgeLog, formatEdgeLog, type EdgeLogInput } from './edge-log';
import { addressHash, emptyDayCount, pageKey } from './page-view-state';
import { PAGE_VIEWS_PER_ADDRESS_AND_DAY, countView, countedAddressOf, viewsByCompany } from './page-views';

const SERVICE = '6f1c2b7e-8a4d-4c3b-9e2f-0a1b2c3d4e5f';
const entry = (fields: EdgeLogInput) =>
  parseEdgeLog(
    formatEdgeLog([
      {
        date: '2026-11-28',
        'c-ip': '192.0.2.1',
        'cs-method': 'GET',
        'sc-status': 200,
        'cs(User-Agent)': 'Firefox',
        ...fields,
      },
    ]),
  )[0]!;

describe('countedAddressOf', () => {
  it('names the company or service page of a GET answered 200, 304 or 404 to a browser', () => {
    expect(countedAddressOf(entry({ 'cs-uri-stem': '/ru/company/acme-1f2e3d4c/' }))).toEqual({
      kind: 'company',
      locale: 'ru',
      slug: 'acme-1f2e3d4c',
    });
    const byId = entry({ 'cs-uri-stem': '/uk/service/', 'cs-uri-query': `id=${SERVICE}`, 'sc-status': 404 });
    expect(countedAddressOf(byId)).toEqual({ kind: 'service', locale: 'uk', id: SERVICE });
    expect(countedAddressOf(entry({ 'cs-uri-stem': `/en/service/${SERVICE}/`, 'sc-status': 304 }))).toBeDefined();
  });

  it.each([
    { 'cs-method': 'HEAD' },
    { 'sc-status': 500 },
    { 'sc-status': 301 },
    { 'cs(User-Agent)': 'Mozilla/5.0 (compatible; bingbot/2.0)' },
    { 'cs(User-Agent)': 'facebookexternalhit/1.1' },
    { 'cs-uri-stem': '/en/companies/portugal/' },
    { 'cs-uri-stem': '/en/' },
  ])('counts nothing for %o', (fields) => {
    expect(countedAddressOf(entry({ 'cs-uri-stem': `/en/service/${SERVICE}/`, ...fields }))).toBeUndefined();
  });
});

describe('countView', () => {
  it("counts a view of the count's day by page, an address's views past the day's limit not", () => {
    const counted = emptyDayCount('2026-11-28');
    const view = entry({ 'cs-uri-stem': '/en/company/acme-1f2e3d4c/' });
    for (let i = 0; i < PAGE_VIEWS_PER_ADDRESS_AND_DAY; i += 1) expect(countView(counted, view)).toBe(true);
    expect(countView(counted, view)).toBe(false);
    expect(countView(counted, { ...view, 'c-ip': '192.0.2.2', 'cs-uri-stem': '/ru/company/acme-1f2e3d4c/' })).toBe(
      true,
    );
    expect(countView(counted, { ...view, 'cs-method': 'HEAD', 'c-ip': '192.0.2.3' })).toBe(false);
    expect(countView(counted, { ...view, date: '2026-11-27', 'c-ip': '192.0.2.3' })).toBe(false);
    const key = pageKey({ kind: 'company', locale: 'en', slug: 'acme-1f2e3d4c' });
    expect([...counted.pages]).toEqual([[key, PAGE_VIEWS_PER_ADDRESS_AND_DAY + 1]]);
    expect([...counted.addresses.values()]).toEqual([PAGE_VIEWS_PER_ADDRESS_AND_DAY, 1]);
    expect([...counted.addresses.keys()].join()).not.toMatch(/192\.0\.2/);
  });

  it('goes on from the views an address had counted in earlier runs', () => {
    const counted = emptyDayCount('2026-11-28');
    counted.addresses.set(addressHash('2026-11-28', '192.0.2.1'), PAGE_VIEWS_PER_ADDRESS_AND_DAY - 1);
    const view = entry({ 'cs-uri-stem': `/en/service/${SERVICE}/` });
    expect(countView(counted, view)).toBe(true);
    expect(countView(counted, view)).toBe(false);
    expect(counted.pages.get(`service:${SERVICE}`)).toBe(1);
  });
});

describe('viewsByCompany', () => {
  it("adds up a company's pages, leaving out pages that name nothing public", () => {
    const views = new Map([
      ['company-slug:acme-1f2e3d4c', 3],
      ['company:c1', 2],
      [`service:${SERVICE}`, 4],
      ['service:gone', 7],
    ]);
    const pages = new Map([
      ['company-slug:acme-1f2e3d4c', { companyId: 'c1' }],
      ['company:c1', { companyId: 'c1' }],
      [`service:${SERVICE}`, { companyId: 'c1', serviceId: SERVICE }],
      ['service:gone', null],
    ]);
    expect(viewsByCompany(views, pages)).toEqual(new Map([['c1', { company: 5, services: { [SERVICE]: 4 } }]]));
  });
});
