import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { putApprovedCompany } from '#data/companies';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import { pageViewsOn } from '#data/page-views';
import { readPublicCompany } from '#data/search-lists';
import { putApprovedService } from '#data/services';
import { db } from '#lib/clients';
import { edgeLogsBucket } from '#lib/s3';
import { reindexCompany } from '#search/reindex';
import { companyStatistics } from '#statistics/company';
import { edgeLogKey, formatEdgeLog, type EdgeLogInput } from '#statistics/edge-log';
import { countPageViews, type PageViewCount } from '#statistics/page-view-count';
import { PAGE_VIEWS_PER_ADDRESS_AND_DAY } from '#statistics/page-views';
import { randomIp } from '#testing/call';
import { handler } from './count-page-views';

// The logs bucket of the S3 stand-in, where the local platform names none (it is made below).
vi.hoisted(() => {
  process.env.EDGE_LOGS_BUCKET ??= 'migralink-local-edge-logs';
});

/** The runs below count as of this moment: days of their own, which no other test's logs fall on. */
const NOW = new Date('2031-05-20T12:00:00Z');
const TODAY = '2031-05-20';
const YESTERDAY = '2031-05-19';
const BEFORE = '2031-05-18';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A logged request of `address` (path and query): a browser's GET answered 200 at noon today, unless told. */
function request(address: string, fields: EdgeLogInput = {}): EdgeLogInput {
  const [stem, query = ''] = address.split('?', 2);
  return {
    date: TODAY,
    time: '12:00:00',
    'x-edge-location': 'FRA56-P1',
    'c-ip': randomIp(),
    'cs-method': 'GET',
    'cs(Host)': 'd111111abcdef8.cloudfront.net',
    'cs-uri-stem': stem,
    'cs-uri-query': query,
    'sc-status': 200,
    'cs(User-Agent)': BROWSER,
    'x-edge-result-type': 'Hit',
    'cs-protocol': 'https',
    ...fields,
  };
}

/** Puts a gzip log object of `text` for the hour `hour` (UTC) of `day`, as CloudFront delivers one. */
async function putLogText(day: string, hour: number, text: string | Buffer): Promise<void> {
  const { sdk, client, name } = await edgeLogsBucket();
  const key = edgeLogKey('E2TESTDISTRIB', new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`), randomUUID());
  const body = typeof text === 'string' ? gzipSync(text) : text;
  await client.send(new sdk.PutObjectCommand({ Bucket: name, Key: key, Body: body }));
}

const putLog = (day: string, hour: number, entries: readonly EdgeLogInput[]) =>
  putLogText(day, hour, formatEdgeLog(entries));

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

const run = (outOfTime?: () => boolean) => countPageViews({ now: NOW, outOfTime });

/** What the runs ask of S3 (`<command> <key or prefix>`), while recorded; and a request to fail once. */
const s3Requests: { made?: string[]; failOnce?: (request: string) => boolean } = {};

const TABLE_OPERATIONS = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems'] as const;

/** A run, with the requests it makes of S3 and of the table (by operation). */
async function runRecorded(counting: () => Promise<PageViewCount> = () => run()) {
  const s3: string[] = [];
  const table: string[] = [];
  for (const name of TABLE_OPERATIONS) {
    const original = db[name].bind(db) as (input: unknown) => Promise<never>;
    vi.spyOn(db, name).mockImplementation(((input: unknown) => {
      table.push(name);
      return original(input);
    }) as never);
  }
  s3Requests.made = s3;
  try {
    return {
      result: await counting(),
      s3,
      table,
      logsRead: s3.filter((request) => request.startsWith('GetObject edge/')),
    };
  } finally {
    s3Requests.made = undefined;
    vi.restoreAllMocks();
  }
}

/** The day's count as the runs keep it. */
async function dayCountText(day: string): Promise<string> {
  const { sdk, client, name } = await edgeLogsBucket();
  const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: name, Key: `page-view-counts/${day}.json` }));
  return Body!.transformToString();
}

beforeAll(async () => {
  const { sdk, client, name } = await edgeLogsBucket();
  await client.send(new sdk.CreateBucketCommand({ Bucket: name })).catch((error: unknown) => {
    if (!/BucketAlready/.test((error as Error).name)) throw error;
  });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: string; Prefix?: string };
      const request = `${context.commandName?.replace(/Command$/, '')} ${input.Key ?? input.Prefix ?? ''}`;
      s3Requests.made?.push(request);
      if (s3Requests.failOnce?.(request)) {
        s3Requests.failOnce = undefined;
        throw new Error(`${request} failed (as the test asked)`);
      }
      return next(args);
    },
    { step: 'initialize', name: 'recordTestRequests' },
  );
});

afterEach(() => {
  s3Requests.failOnce = undefined;
});

describe('the page-view count', () => {
  it("counts views of public companies' and services' pages from the logs, as the statistics show them", async () => {
    const company = await publicCompany();
    const companyPage = `/en/company/${company.slug}/`;
    const counted = [
      request(companyPage),
      request(`/ru/company/${company.slug}/?utm_source=x`, { 'sc-status': 304 }),
      request(`/uk/company/?id=${company.id}`),
      request(`/en/service/${company.service}/`),
      // A page published after the build: the not-found page shows it live.
      request(`/uk/service/?id=${company.service}`, { 'sc-status': 404 }),
      request(companyPage, { 'cs(User-Agent)': 'MALFORMED-AGENT' }),
    ];
    const notCounted = [
      request(companyPage, { 'cs(User-Agent)': ROBOT }),
      request(companyPage, { 'cs-method': 'HEAD' }),
      request(companyPage, { 'cs-method': 'POST' }),
      request(companyPage, { 'sc-status': 500 }),
      request(companyPage, { 'sc-status': 301 }),
      request(`/en/service/${company.hiddenService}/`),
      request(`/en/service/${randomUUID()}/`),
      request(`/en/company/unknown-${company.id.slice(0, 8)}/`),
      request(`/en/company/?id=${randomUUID()}`),
      request('/en/companies/portugal/'),
      request('/en/'),
      request('/_astro/client.js'),
      // A line of a day the run does not recount.
      request(companyPage, { date: BEFORE }),
    ];
    const text = formatEdgeLog([...counted, ...notCounted])
      // A user agent with a malformed escape, and a line with a column too few: the first counts, the second not.
      .replace('MALFORMED-AGENT', 'Mozilla/5.0%20(X11)%E0%A4%A%zz')
      .concat(`${TODAY}\t12:00:00\tFRA56-P1\tbroken line\n`);
    await putLogText(TODAY, 9, text);
    await putLog(YESTERDAY, 23, [
      request(companyPage, { date: YESTERDAY }),
      request(companyPage, { date: YESTERDAY }),
      request(`/en/service/${company.service}/`, { date: YESTERDAY }),
    ]);
    // A log object of a day the run does not recount.
    await putLog(BEFORE, 12, [request(companyPage, { date: BEFORE })]);

    const first = await run();
    expect(first.days).toEqual([YESTERDAY, TODAY]);
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 4, services: { [company.service]: 2 } });
    expect(await pageViewsOn(company.id, YESTERDAY)).toEqual({ company: 2, services: { [company.service]: 1 } });
    expect(await pageViewsOn(company.id, BEFORE)).toEqual({ company: 0, services: {} });
    const statistics = await companyStatistics(company.id, '7', 'en', NOW);
    expect(statistics.days.map((day) => [day.day, day.page_views]).slice(-3)).toEqual([
      [BEFORE, 0],
      [YESTERDAY, 3],
      [TODAY, 6],
    ]);
    expect(statistics.services).toEqual([{ uuid: company.service, name: expect.any(String), page_views: 3 }]);

    // A run with no new log object reads none, asks the table nothing and keeps nothing: it lists and reads the counts.
    const second = await runRecorded();
    expect(second.result).toEqual({ days: [YESTERDAY, TODAY], views: 0, written: 0 });
    expect(second.s3.filter((request) => !request.startsWith('ListObjectsV2 '))).toEqual([
      `GetObject page-view-counts/${YESTERDAY}.json`,
      `GetObject page-view-counts/${TODAY}.json`,
    ]);
    expect(second.table).toEqual([]);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 4, services: { [company.service]: 2 } });

    // The days' counts name no client address as it was logged.
    const addresses = [...counted, ...notCounted].map((entry) => String(entry['c-ip']));
    for (const day of [YESTERDAY, TODAY]) {
      const kept = await dayCountText(day);
      expect(kept).toContain('"addresses":{"');
      for (const address of addresses) expect(kept).not.toContain(address);
    }
  });

  it(`counts the first ${PAGE_VIEWS_PER_ADDRESS_AND_DAY} views of one address on a day only, across log objects`, async () => {
    const company = await publicCompany();
    const page = `/en/company/${company.slug}/`;
    const busy = randomIp();
    await putLog(
      TODAY,
      10,
      Array.from({ length: 150 }, () => request(page, { 'c-ip': busy })),
    );
    await putLog(TODAY, 11, [
      ...Array.from({ length: 60 }, () => request(page, { 'c-ip': busy })),
      request(page),
      request(page),
    ]);
    // The same address on another day counts again.
    await putLog(YESTERDAY, 8, [request(page, { 'c-ip': busy, date: YESTERDAY })]);

    await run();
    expect((await pageViewsOn(company.id, TODAY)).company).toBe(PAGE_VIEWS_PER_ADDRESS_AND_DAY + 2);
    expect((await pageViewsOn(company.id, YESTERDAY)).company).toBe(1);
  });

  it('raises the counts to their new totals when a late log object comes, and writes only what changed', async () => {
    const company = await publicCompany();
    const other = await publicCompany();
    await putLog(TODAY, 13, [request(`/en/company/${company.slug}/`), request(`/en/company/${other.slug}/`)]);
    await run();
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 1, services: {} });

    // Delivered late, named by the earlier hour of its requests: only it is read, only its new page resolved.
    await putLog(TODAY, 2, [
      request(`/en/company/${company.slug}/`, { time: '02:10:00' }),
      request(`/en/service/${company.service}/`, { time: '02:11:00' }),
    ]);
    const late = await runRecorded();
    expect(late.result).toEqual({ days: [YESTERDAY, TODAY], views: 2, written: 1 });
    expect(late.logsRead).toEqual([
      expect.stringMatching(new RegExp(`^GetObject edge/E2TESTDISTRIB\\.${TODAY}-02\\.`)),
    ]);
    expect(late.s3.filter((request) => request.startsWith('PutObject '))).toEqual([
      `PutObject page-view-counts/${TODAY}.json`,
    ]);
    // The service's page: its company by the service, then the company's public row; and the one write.
    expect(late.table.filter((operation) => operation !== 'UpdateItem')).toHaveLength(2);
    expect(late.table.filter((operation) => operation === 'UpdateItem')).toHaveLength(1);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 2, services: { [company.service]: 1 } });
    expect(await pageViewsOn(other.id, TODAY)).toEqual({ company: 1, services: {} });
    expect((await run()).written).toBe(0);
  });

  it('sets the same totals again when a run failed before it kept the count, counting nothing twice', async () => {
    const company = await publicCompany();
    await putLog(TODAY, 19, [request(`/en/company/${company.slug}/`)]);
    await run();
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 1, services: {} });

    await putLog(TODAY, 20, [request(`/en/company/${company.slug}/`), request(`/en/service/${company.service}/`)]);
    s3Requests.failOnce = (request) => request === `PutObject page-view-counts/${TODAY}.json`;
    await expect(run()).rejects.toThrow(/as the test asked/);
    // The items were set before the count was to be kept.
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 2, services: { [company.service]: 1 } });

    const again = await runRecorded();
    expect(again.result).toEqual({ days: [YESTERDAY, TODAY], views: 2, written: 1 });
    expect(again.logsRead).toEqual([
      expect.stringMatching(new RegExp(`^GetObject edge/E2TESTDISTRIB\\.${TODAY}-20\\.`)),
    ]);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 2, services: { [company.service]: 1 } });
    expect((await runRecorded()).logsRead).toEqual([]);
  });

  it('resolves a page once a day: not public then, it counts nothing that day; public then, all its views', async () => {
    const hidden = companyProfileFixture();
    await putApprovedCompany(hidden, companyContentFixture());
    const company = await publicCompany();
    await putLog(TODAY, 14, [
      request(`/en/company/harbour-${hidden.id.slice(0, 8)}/`),
      request(`/en/company/?id=${hidden.id}`),
      request(`/en/service/${company.service}/`),
    ]);
    await run();
    expect(await pageViewsOn(hidden.id, TODAY)).toEqual({ company: 0, services: {} });
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 0, services: { [company.service]: 1 } });

    // The hidden company is made public, the service unpublished: the day's pages count as they were resolved.
    await reindexCompany(hidden.id);
    expect(await readPublicCompany(hidden.id)).toBeDefined();
    const unpublished = serviceMetaFixture(company.id, { id: company.service, published: false });
    await putApprovedService(unpublished, serviceContentFixture());
    await reindexCompany(company.id);
    await putLog(TODAY, 15, [
      request(`/en/company/?id=${hidden.id}`),
      request(`/en/service/${company.service}/`),
      request(`/en/company/${company.slug}/`),
    ]);
    const after = await run();
    expect(after).toEqual({ days: [YESTERDAY, TODAY], views: 3, written: 1 });
    expect(await pageViewsOn(hidden.id, TODAY)).toEqual({ company: 0, services: {} });
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 1, services: { [company.service]: 2 } });
  });

  it('takes no more log objects once out of time, writes and keeps what it counted, and the next run goes on', async () => {
    const company = await publicCompany();
    await putLog(TODAY, 16, [request(`/en/company/${company.slug}/`)]);
    await putLog(TODAY, 16, [request(`/en/company/${company.slug}/`), request(`/en/company/${company.slug}/`)]);
    const none = await runRecorded(() => run(() => true));
    expect(none.result).toEqual({ days: [YESTERDAY, TODAY], views: 0, written: 0 });
    expect(none.logsRead).toEqual([]);
    expect(none.s3.filter((request) => request.startsWith('PutObject '))).toEqual([]);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 0, services: {} });

    let objects = 0;
    const one = await runRecorded(() => run(() => objects++ >= 1));
    expect(one.logsRead).toHaveLength(1);
    expect(one.result.written).toBe(1);
    const first = (await pageViewsOn(company.id, TODAY)).company;
    expect([1, 2]).toContain(first);
    expect((await run()).views).toBe(3 - first);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 3, services: {} });
  });

  it('passes over a log object that is no gzip, counting the others', async () => {
    const company = await publicCompany();
    await putLogText(TODAY, 17, Buffer.from('not gzip'));
    await putLogText(TODAY, 17, gzipSync(formatEdgeLog([request(`/en/company/${company.slug}/`)])).subarray(0, 40));
    await putLog(TODAY, 18, [request(`/en/company/${company.slug}/`)]);
    await run();
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 1, services: {} });
  });

  it('counts a day again from all its logs when its count is broken, to the same totals', async () => {
    const company = await publicCompany();
    const page = `/en/company/${company.slug}/`;
    await putLog(TODAY, 21, [request(page), request(page)]);
    await run();
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 2, services: {} });

    const { sdk, client, name } = await edgeLogsBucket();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: name, Key: `page-view-counts/${TODAY}.json`, Body: '{"version":1,"day":' }),
    );
    const listed = await client.send(new sdk.ListObjectsV2Command({ Bucket: name, Prefix: 'edge/' }));
    const todays = (listed.Contents ?? []).filter(({ Key }) => Key?.includes(`.${TODAY}-`));
    const again = await runRecorded();
    expect(again.logsRead).toHaveLength(todays.length);
    expect(await pageViewsOn(company.id, TODAY)).toEqual({ company: 2, services: {} });
    expect(JSON.parse(await dayCountText(TODAY))).toMatchObject({ version: 1, day: TODAY });
    expect((await runRecorded()).logsRead).toEqual([]);
  });
});

describe('the scheduled job', () => {
  it("recounts yesterday's and today's views as of now", async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const company = await publicCompany();
    await putLog(today, now.getUTCHours(), [request(`/en/company/${company.slug}/`, { date: today })]);
    const result = await handler({}, { getRemainingTimeInMillis: () => 60_000 });
    expect(result.days).toEqual([yesterday, today]);
    expect(result.written).toBeGreaterThanOrEqual(1);
    expect(await pageViewsOn(company.id, today)).toEqual({ company: 1, services: {} });
  });
});
