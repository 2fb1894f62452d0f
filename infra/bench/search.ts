import { rmSync } from 'node:fs';

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SUBSCRIPTION_PACKAGES } from '@migralink/shared/enums';
import { routes } from '@migralink/shared/routes';
import { seededRandom } from '../local/demo/random';
import { REFERENCE_DATA } from '../seed/reference/index';
import { countingDynamoDb, withBenchDatabase } from './database';
import { median, type Row } from './report';
import { buildSite } from '../local/test/built-site';

export const COMPANIES = 10_000;
const CONCURRENCY = 50;
const LOAD_REQUESTS = 2_000;

/**
 * The search at catalogue scale: 10,000 public companies in DynamoDB Local,
 * then for each call the DynamoDB requests it makes and the capacity they
 * consume, and search latency under 50 concurrent connections through the
 * local API server.
 */
export async function measureSearch(dynamodbPort: number): Promise<{
  calls: Row[];
  load: Row[];
  seedSeconds: number;
  build: { seconds: number; pages: number };
}> {
  return withBenchDatabase(dynamodbPort, 'search', async () => {
    const started = performance.now();
    await seedCompanies();
    const seedSeconds = (performance.now() - started) / 1000;
    const calls = await measureCalls();
    const api = await startApi();
    try {
      return { calls, load: await measureLoad(api.url), seedSeconds, build: await measureBuild(api.url) };
    } finally {
      api.close();
    }
  });
}

async function seedCompanies(): Promise<void> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { approvedCompanyItems } = await import('@migralink/functions/data/companies');
  const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
  const { indexAll, PLAN_RANK } = await import('@migralink/functions/search/reindex');
  const { next, int, pick } = seededRandom('bench-search');
  const targets = REFERENCE_DATA.country.slice(0, 60).map((country) => country.code);
  const sources = ['UA', 'RU', 'BY', 'KZ', 'IN', 'TR', 'US', 'GE', 'AM', 'UZ'];
  const children = REFERENCE_DATA.category.filter((category) => category.parent_id !== null);
  const companies = Array.from({ length: COMPANIES }, () => {
    const profile = companyProfileFixture({ plan: pick(SUBSCRIPTION_PACKAGES) });
    const services = Array.from({ length: int(1, 3) }, () => {
      const category = pick(children);
      return {
        country: pick(targets),
        countries: next() < 0.4 ? [] : [pick(sources), pick(sources)],
        immigration_purposes: [pick(REFERENCE_DATA.purpose).id],
        categories: [category.id],
        main_category: category.parent_id!,
      };
    });
    return { profile, services };
  });
  await putAll(companies.flatMap(({ profile }) => approvedCompanyItems(profile, companyContentFixture())));
  await indexAll(
    companies.map(({ profile, services }) => ({
      id: profile.id,
      slug: profile.slug,
      rank: PLAN_RANK[profile.plan],
      services,
      serviceIds: [],
    })),
  );
  await seedAdvertisements(companies.slice(0, ADVERTISEMENTS).map(({ profile }) => profile.id));
}

/** Paid advertisements running for the benched target country, half of them for one purpose only. */
const ADVERTISEMENTS = 20;
const ADVERTISED_COUNTRY = 'AD';

async function seedAdvertisements(companyIds: readonly string[]): Promise<void> {
  const { newAdvertisement } = await import('@migralink/functions/billing/advertising');
  const { markAdvertisementPaid, putAdvertisement } = await import('@migralink/functions/data/advertisements');
  const today = new Date().toISOString().slice(0, 10);
  for (const [index, companyId] of companyIds.entries()) {
    const slot = { country: ADVERTISED_COUNTRY, purpose: index % 2 ? 1 : null, category: null };
    const ad = newAdvertisement(companyId, [slot], { slots: [slot], starts_on: today, ends_on: today });
    await putAdvertisement(ad);
    await markAdvertisementPaid(ad, new Date().toISOString());
  }
}

async function measureCalls(): Promise<Row[]> {
  const tally = await countingDynamoDb();
  const { handler: search } = await import('@migralink/functions/handlers/catalogue/search');
  const { handler: count } = await import('@migralink/functions/handlers/catalogue/search-count');
  const { apiEvent, invoke } = await import('@migralink/functions/testing/events');
  const calls: [string, typeof search, string][] = [
    ['search, no filter, page 1', search, ''],
    ['search, no filter, page 500', search, 'page=500'],
    [
      `search, target country (${ADVERTISEMENTS} advertisements running)`,
      search,
      `country_destination_id[]=${ADVERTISED_COUNTRY}`,
    ],
    ['search, source country (reads its list whole)', search, 'country_id[]=UA'],
    [
      'search, all four filters',
      search,
      'country_destination_id[]=AD&immigration_purpose_id[]=1&country_id[]=UA&parent_category_id[]=100',
    ],
    ['count, no filter', count, ''],
    ['count, target country and purpose', count, 'country_destination_id[]=AD&immigration_purpose_id[]=1'],
  ];
  const rows: Row[] = [];
  for (const [name, handler, query] of calls) {
    await invoke(handler, apiEvent({ rawPath: '/v1/search', rawQueryString: query })); // warm the container
    Object.assign(tally, { reads: 0, writes: 0, units: 0 });
    const { status, body } = await invoke(handler, apiEvent({ rawPath: '/v1/search', rawQueryString: query }));
    rows.push({
      call: name,
      status,
      total: body.meta?.total ?? body.data?.total ?? '',
      advertisements: body.data?.advertisement?.length ?? '',
      'DynamoDB requests': tally.reads,
      'read units': tally.units.toFixed(1),
    });
  }
  return rows;
}

/** The local API server (the route table in one process) on a free port. */
async function startApi(): Promise<{ url: string; close: () => void }> {
  const { createLocalApi } = await import('../local/api-server');
  const server = createLocalApi({ routes, corsOrigins: [] });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The site built against the whole catalogue: every company page and landing page in three languages. */
async function measureBuild(apiUrl: string): Promise<{ seconds: number; pages: number }> {
  const { outDir, seconds, pages } = await buildSite(apiUrl);
  rmSync(outDir, { recursive: true, force: true });
  return { seconds, pages };
}

async function measureLoad(base: string): Promise<Row[]> {
  const queries = [
    '',
    'country_destination_id[]=AD',
    'country_destination_id[]=AD&immigration_purpose_id[]=1',
    'page=3',
  ];
  const latencies: number[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < LOAD_REQUESTS) {
      const query = queries[sent++ % queries.length];
      const started = performance.now();
      const response = await fetch(`${base}/v1/search?${query}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return [
    {
      requests: latencies.length,
      concurrency: CONCURRENCY,
      'p50 ms': median(latencies).toFixed(0),
      'p99 ms': percentile(99).toFixed(0),
      'requests/s': (latencies.length / seconds).toFixed(0),
    },
  ];
}
