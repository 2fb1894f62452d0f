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
import type { ListEntry } from '@migralink/functions/data/search-lists';
import { buildSite } from '../local/test/built-site';

export const COMPANIES = 10_000;
/** The catalogue the search's reads must stay flat at: seeded only where the measured calls read (`seedTouched`). */
export const LARGE_COMPANIES = 100_000;
/** What any search page may read, whatever the filters, the page and the catalogue's size. */
export const TARGET_SEARCH_UNITS = 20;
const CONCURRENCY = 50;
const ADVERTISEMENTS = 20;
const ADVERTISED_COUNTRY = 'AD';
const MEASURED_SOURCE = 'UA';
const LOAD_REQUESTS = 2_000;
const WARM_UP_REQUESTS = 500;

/**
 * The search at catalogue scale: 10,000 public companies in DynamoDB Local,
 * then for each call the DynamoDB requests it makes and the capacity they
 * consume, and (unless `readsOnly`, to measure the reads alone) search latency
 * under 50 concurrent connections through the local API server and the site's build.
 */
export async function measureSearch(
  dynamodbPort: number,
  { readsOnly = false } = {},
): Promise<{
  calls: Row[];
  load: Row[];
  seedSeconds: number;
  build?: BuildFigures;
}> {
  return withBenchDatabase(dynamodbPort, 'search', async () => {
    const started = performance.now();
    await seedCompanies();
    const seedSeconds = (performance.now() - started) / 1000;
    const calls = await measureCalls(COMPANIES);
    if (readsOnly) return { calls, load: [], seedSeconds };
    const api = await startApi();
    let load: Row[];
    try {
      load = await measureLoad(api.url);
    } finally {
      api.close();
    }
    return { calls, load, seedSeconds, build: await measureBuild() };
  });
}

/**
 * The search at 100,000 companies, in a DynamoDB Local of its own. Seeding 100,000 companies whole (their
 * items and some 2.5 million list entries) would take most of an hour, so only what the measured calls read
 * is written: the lists they name (`*`, the advertised country, all four filters), with those lists' items
 * for the source country asked (UA), the cards of the companies on the measured pages and the running
 * advertisements. Every figure is still a real read of DynamoDB Local, of lists of the full catalogue's size.
 */
export async function measureSearchAtScale(dynamodbPort: number): Promise<{ calls: Row[]; seedSeconds: number }> {
  return withBenchDatabase(dynamodbPort, 'search-large', async () => {
    const started = performance.now();
    await seedTouched(LARGE_COMPANIES);
    const seedSeconds = (performance.now() - started) / 1000;
    return { calls: await measureCalls(LARGE_COMPANIES), seedSeconds };
  });
}

/** The catalogue of `count` companies the benches search, the same for the same count. */
function benchCatalogue(count: number) {
  const { next, int, pick } = seededRandom('bench-search');
  const targets = REFERENCE_DATA.country.slice(0, 60).map((country) => country.code);
  const sources = ['UA', 'RU', 'BY', 'KZ', 'IN', 'TR', 'US', 'GE', 'AM', 'UZ'];
  const children = REFERENCE_DATA.category.filter((category) => category.parent_id !== null);
  return Array.from({ length: count }, () => {
    const plan = pick(SUBSCRIPTION_PACKAGES);
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
    return { plan, services };
  });
}

async function seedCompanies(): Promise<void> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { approvedCompanyItems } = await import('@migralink/functions/data/companies');
  const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
  const { indexAll, PLAN_RANK } = await import('@migralink/functions/search/reindex');
  const companies = benchCatalogue(COMPANIES).map(({ plan, services }) => ({
    profile: companyProfileFixture({ plan }),
    services,
  }));
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

/** The lists the measured calls read (`SEARCHES`). */
const MEASURED_LISTS = [{}, { to: ADVERTISED_COUNTRY }, { to: ADVERTISED_COUNTRY, purpose: 1, category: 100 }];

/** What the measured calls read of a catalogue of `count` companies, and nothing else (see `measureSearchAtScale`). */
async function seedTouched(count: number): Promise<void> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { approvedCompanyItems } = await import('@migralink/functions/data/companies');
  const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
  const { putLists } = await import('@migralink/functions/data/search-lists');
  const { PLAN_RANK } = await import('@migralink/functions/search/reindex');
  const { companyEntries, compareEntries, listId, takesFrom } = await import('@migralink/functions/search/lists');
  const profiles = benchCatalogue(count).map(({ plan, services }) => ({
    profile: companyProfileFixture({ plan }),
    services,
  }));
  const measured = new Set(MEASURED_LISTS.map(listId));
  const lists = new Map<string, ListEntry[]>([...measured].map((id) => [id, []]));
  for (const { profile, services } of profiles)
    for (const [id, entry] of companyEntries(profile.id, PLAN_RANK[profile.plan], services))
      if (measured.has(id)) lists.get(id)!.push(entry);
  for (const list of lists.values()) list.sort(compareEntries);
  await putLists(lists, [MEASURED_SOURCE]);
  // The cards of every page measured, and of the advertised companies.
  const shown = new Set(profiles.slice(0, ADVERTISEMENTS).map(({ profile }) => profile.id));
  for (const { query, page } of SEARCHES) {
    const filters = new URLSearchParams(query);
    const to = filters.get('country_destination_id[]') ?? undefined;
    const purpose = filters.get('immigration_purpose_id[]');
    const category = filters.get('parent_category_id[]');
    const from = filters.get('country_id[]') ?? undefined;
    const list = lists.get(
      listId({ to, purpose: purpose ? Number(purpose) : undefined, category: category ? Number(category) : undefined }),
    )!;
    const matching = list.filter((entry) => takesFrom(entry, from));
    const offset = (pageOf(page, matching.length) - 1) * 12;
    for (const entry of [...matching.slice(offset, offset + 12), ...list.slice(0, 24)]) shown.add(entry.id);
  }
  await putAll(
    profiles
      .filter(({ profile }) => shown.has(profile.id))
      .flatMap(({ profile }) => approvedCompanyItems(profile, companyContentFixture())),
  );
  await seedAdvertisements(profiles.slice(0, ADVERTISEMENTS).map(({ profile }) => profile.id));
}

/** Paid advertisements running for the benched target country, half of them for one purpose only. */

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

/** A page measured: a number, or the middle or last page of what the search finds. */
type MeasuredPage = number | 'middle' | 'last';
const pageOf = (page: MeasuredPage, total: number) => {
  const last = Math.max(1, Math.ceil(total / 12));
  return page === 'last' ? last : page === 'middle' ? Math.ceil(last / 2) : page;
};

const ALL_FOUR = `country_destination_id[]=${ADVERTISED_COUNTRY}&immigration_purpose_id[]=1&country_id[]=${MEASURED_SOURCE}&parent_category_id[]=100`;
/** The searches measured at both scales (the lists they read are `MEASURED_LISTS`). */
const SEARCHES: { name: string; query: string; page: MeasuredPage }[] = [
  { name: 'search, no filter, page 1', query: '', page: 1 },
  { name: 'search, no filter, page 500', query: '', page: 500 },
  {
    name: `search, target country (${ADVERTISEMENTS} advertisements running)`,
    query: `country_destination_id[]=${ADVERTISED_COUNTRY}`,
    page: 1,
  },
  { name: 'search, source country, page 1', query: `country_id[]=${MEASURED_SOURCE}`, page: 1 },
  { name: 'search, source country, middle page', query: `country_id[]=${MEASURED_SOURCE}`, page: 'middle' },
  { name: 'search, source country, last page', query: `country_id[]=${MEASURED_SOURCE}`, page: 'last' },
  {
    name: 'search, source and target country, middle page',
    query: `country_destination_id[]=${ADVERTISED_COUNTRY}&country_id[]=${MEASURED_SOURCE}`,
    page: 'middle',
  },
  { name: 'search, all four filters', query: ALL_FOUR, page: 1 },
];

async function measureCalls(companies: number): Promise<Row[]> {
  const tally = await countingDynamoDb();
  const { handler: search } = await import('@migralink/functions/handlers/catalogue/search');
  const { handler: count } = await import('@migralink/functions/handlers/catalogue/search-count');
  const { apiEvent, invoke } = await import('@migralink/functions/testing/events');
  const calls: [string, typeof search, string, MeasuredPage][] = [
    ...SEARCHES.map(({ name, query, page }): [string, typeof search, string, MeasuredPage] => [
      name,
      search,
      query,
      page,
    ]),
    ['count, no filter', count, '', 1],
    [
      'count, target country and purpose',
      count,
      `country_destination_id[]=${ADVERTISED_COUNTRY}&immigration_purpose_id[]=1`,
      1,
    ],
  ];
  const rows: Row[] = [];
  for (const [name, handler, filters, page] of calls) {
    const call = (query: string) => invoke(handler, apiEvent({ rawPath: '/v1/search', rawQueryString: query }));
    const first = await call(filters); // warms the container, and tells how many pages there are
    const number = pageOf(page, Number(first.body.meta?.total ?? 0));
    const query = [filters, number > 1 ? `page=${number}` : ''].filter(Boolean).join('&');
    Object.assign(tally, { reads: 0, writes: 0, units: 0 });
    const { status, body } = await call(query);
    rows.push({
      companies,
      call: handler === search && number > 1 && typeof page === 'string' ? `${name} (${number})` : name,
      status,
      total: body.meta?.total ?? body.data?.total ?? '',
      advertisements: body.data?.advertisement?.length ?? '',
      'DynamoDB requests': tally.reads,
      'read units': tally.units.toFixed(1),
      target: handler === search ? `≤ ${TARGET_SEARCH_UNITS}` : '',
    });
  }
  // The load after measures the API alone, not this process sizing every item it reads.
  tally.stop();
  return rows;
}

/** The local API server (the route table in one process) on a free port. */
async function startApi(): Promise<{ url: string; close: () => void }> {
  const { createLocalApi } = await import('../src/api-server/api-server');
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

/** What the site's build at catalogue scale took, and what it asked of DynamoDB. */
export interface BuildFigures {
  seconds: number;
  pages: number;
  /** DynamoDB requests the build's reads sent to the table, and their read units as DynamoDB bills them. */
  reads: number;
  units: number;
  /** Reads the build's read cache answered from memory, and the bytes it kept at the end. */
  cacheHits: number;
  cacheBytes: number;
  /** What the handlers asked before the cache, so what the build would send without it: requests, read units. */
  asked: { reads: number; units: number };
}

/**
 * The site built against the whole catalogue as in AWS: its own API server (the public read routes' handlers,
 * `startBuildApi`) in front of the table, here the bench's DynamoDB Local, identical reads answered from memory;
 * every company page and landing page in three languages.
 */
async function measureBuild(): Promise<BuildFigures> {
  const { startBuildApi } = await import('../src/site/build-api');
  // Counted twice: below the cache what reaches the table, above it what the handlers ask.
  const tally = await countingDynamoDb();
  const api = await startBuildApi();
  const asked = await countingDynamoDb();
  try {
    const { outDir, seconds, pages } = await buildSite(api.url);
    rmSync(outDir, { recursive: true, force: true });
    const { hits, bytes } = api.cache.stats();
    return {
      seconds,
      pages,
      reads: tally.reads,
      units: tally.units,
      cacheHits: hits,
      cacheBytes: bytes,
      asked: { reads: asked.reads, units: asked.units },
    };
  } finally {
    asked.stop();
    await api.close();
    tally.stop();
  }
}

async function measureLoad(base: string): Promise<Row[]> {
  const queries = [
    '',
    'country_destination_id[]=AD',
    'country_destination_id[]=AD&immigration_purpose_id[]=1',
    'page=3',
  ];
  const run = async (requests: number) => {
    const latencies: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < requests) {
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
    return { latencies, seconds: (performance.now() - started) / 1000 };
  };
  // Untimed first: V8 compiles the server's code and the JVM DynamoDB Local's as they run hot, which a
  // function serving steady traffic has long done (its cold start is the Lambda section's figure).
  await run(WARM_UP_REQUESTS);
  const { latencies, seconds } = await run(LOAD_REQUESTS);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return [
    {
      'warm-up requests': WARM_UP_REQUESTS,
      requests: latencies.length,
      concurrency: CONCURRENCY,
      'p50 ms': median(latencies).toFixed(0),
      'p99 ms': percentile(99).toFixed(0),
      'requests/s': (latencies.length / seconds).toFixed(0),
    },
  ];
}
