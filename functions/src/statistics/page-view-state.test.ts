import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressHash, dayCountJson, emptyDayCount, parseDayCount, type DayCount } from './page-view-state';

const DAY = '2026-11-28';
const COMPANY = '0b7d8c2e-4f1a-4e3b-8c5d-6a7b8c9d0e1f';
const SERVICE = '6f1c2b7e-8a4d-4c3b-9e2f-0a1b2c3d4e5f';

function sample(): DayCount {
  const counted = emptyDayCount(DAY);
  counted.files.add(`edge/E2EXAMPLE.${DAY}-09.RT4KCN4SGK9.gz`);
  counted.addresses.set(addressHash(DAY, '192.0.2.1'), 3);
  counted.addresses.set(addressHash(DAY, '2001:db8::1'), 1);
  counted.pages.set('company-slug:acme-1f2e3d4c', 2);
  counted.pages.set(`service:${SERVICE}`, 1);
  counted.pages.set('company-slug:gone-00000000', 1);
  counted.pages.set('company:unresolved', 1);
  counted.resolved.set('company-slug:acme-1f2e3d4c', { companyId: COMPANY });
  counted.resolved.set(`service:${SERVICE}`, { companyId: COMPANY, serviceId: SERVICE });
  counted.resolved.set('company-slug:gone-00000000', null);
  return counted;
}

describe("a day's count", () => {
  it('is read back as it was kept, with no client address in it', () => {
    const text = dayCountJson(sample());
    expect(parseDayCount(DAY, text)).toEqual(sample());
    expect(text).not.toContain('192.0.2.1');
    expect(text).not.toContain('2001:db8');
  });

  it.each([
    ['no JSON', '{"version":1,'],
    ['another day', dayCountJson(sample()).replace(DAY, '2026-11-27')],
    ['another shape', JSON.stringify({ day: DAY, companies: {} })],
    ['another version', dayCountJson(sample()).replace('"version":1', '"version":2')],
    ['a count below 0', dayCountJson(sample()).replace(':3,', ':-3,')],
    ['a page of no known form', dayCountJson(sample()).replace('[1,null]', '[1,null,null]')],
  ])('is none when it is %s', (_, text) => {
    expect(parseDayCount(DAY, text)).toBeUndefined();
  });

  it('keeps an address as a short hash of the day and the address', () => {
    const hash = addressHash(DAY, '192.0.2.1');
    expect(hash).toMatch(/^[\w-]{11}$/);
    expect(addressHash(DAY, '192.0.2.1')).toBe(hash);
    expect(addressHash(DAY, '192.0.2.2')).not.toBe(hash);
    expect(addressHash('2026-11-27', '192.0.2.1')).not.toBe(hash);
  });

  it('stays small: a busy day (13,000 views, 10,000 addresses, 3,000 log objects, 2,000 pages) is under 400 KB', () => {
    const counted = emptyDayCount(DAY);
    const unique = () => randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase();
    for (let i = 0; i < 3_000; i += 1) {
      counted.files.add(`edge/E2QWRUHAPOMQZL.${DAY}-${String(i % 24).padStart(2, '0')}.${unique()}.gz`);
    }
    for (let i = 0; i < 10_000; i += 1) {
      counted.addresses.set(addressHash(DAY, `198.51.${i >> 8}.${i & 255}`), i < 3_000 ? 2 : 1);
    }
    // 800 companies viewed by their slug, one of their services each and, for half of them, `?id=`.
    for (let i = 0; i < 800; i += 1) {
      const companyId = randomUUID();
      const serviceId = randomUUID();
      const pages = [`company-slug:immigration-partners-${companyId.slice(0, 8)}`, `service:${serviceId}`];
      if (i % 2) pages.push(`company:${companyId}`);
      for (const key of pages) {
        counted.pages.set(key, 6);
        counted.resolved.set(key, key.startsWith('service') ? { companyId, serviceId } : { companyId });
      }
    }
    const text = dayCountJson(counted);
    expect(parseDayCount(DAY, text)).toEqual(counted);
    expect(Buffer.byteLength(text)).toBeLessThan(400_000);
  });

  it('keeps only log objects of its day', () => {
    const counted = sample();
    counted.files.add('edge/E2EXAMPLE.2026-11-27-23.RT4KCN4SGK9.gz');
    expect(() => dayCountJson(counted)).toThrow(/no log object of 2026-11-28/);
  });
});
