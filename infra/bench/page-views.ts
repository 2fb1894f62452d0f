import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { freePort } from '../local/ports';
import { seededRandom } from '../local/demo/random';
import { startS3 } from '../local/stand-ins/s3';
import { countingDynamoDb, withBenchDatabase } from './database';
import { median, type Row } from './report';

/** The catalogue whose pages are viewed, as the cost model's (infra/COST-MODEL.md). */
export const VIEWED_COMPANIES = 10_000;
/** A million page views a month: the edge's requests of a day (~4.45 M a month) and the counted views among them. */
export const DAY_REQUESTS = Math.round(4_450_000 / 30);
export const DAY_COUNTED_VIEWS = Math.round(400_000 / 30);
/** Log objects CloudFront delivers an hour (one or more per edge location that served requests): assumed. */
export const LOG_OBJECTS_AN_HOUR = 40;
/** Views per visitor's address in a day (a visit sees a few company and service pages). */
const VIEWS_PER_ADDRESS = 3;
const HOURS = 24;

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OTHER_PATHS = [
  '/en/',
  '/en/companies/',
  '/ru/companies/germany/',
  '/_astro/page.Cx1f.js',
  '/v1/search',
  '/media/logo.webp',
];

/**
 * The page-view count (functions/src/statistics/README.md) over a day of access logs at a million page views a month:
 * the hourly runs as AWS makes them, each after that hour's log objects arrived, then a run with nothing new.
 * Every S3 request the job sends is counted at its client, every DynamoDB request at the data layer.
 */
export async function measurePageViewCount(dynamodbPort: number): Promise<{ runs: Row[]; day: Row[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-edge-logs-'));
  const buckets = { uploads: 'migralink-bench-uploads', edgeLogs: 'migralink-bench-edge-logs' };
  const s3 = await startS3(await freePort(), dataDir, buckets, ['http://127.0.0.1']);
  try {
    return await withBenchDatabase(dynamodbPort, 'page-views', async () => {
      const { config } = await import('@migralink/functions/lib/config');
      // The functions' configuration was read when a bench first loaded them: point it at this stand-in.
      config.endpoints.s3 = s3.endpoint;
      config.edgeLogsBucket = buckets.edgeLogs;
      const bucket = await countingBucket();
      const companies = await seedViewedCompanies();
      return await measureDay(bucket, companies);
    });
  } finally {
    await s3.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type CountingBucket = Awaited<ReturnType<typeof countingBucket>>;

/** The job's logs bucket, its S3 requests counted by command. */
async function countingBucket() {
  const { edgeLogsBucket } = await import('@migralink/functions/lib/s3');
  const bucket = await edgeLogsBucket();
  const { EDGE_LOG_PREFIX } = await import('@migralink/functions/statistics/edge-log');
  const sent = new Map<string, number>();
  bucket.client.middlewareStack.add(
    (next, context) => (args) => {
      const key = (args.input as { Key?: string }).Key;
      const name = `${context.commandName}${key?.startsWith(EDGE_LOG_PREFIX) ? ' log' : ''}`;
      sent.set(name, (sent.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'benchCountRequests' },
  );
  return { ...bucket, sent };
}

interface ViewedCompany {
  readonly slug: string;
  readonly services: readonly string[];
}

/** 10,000 public companies with 1–3 services each, as the page-view count resolves them. */
async function seedViewedCompanies(): Promise<ViewedCompany[]> {
  const { putAll } = await import('@migralink/functions/data/batch');
  const { putPublicCompanies } = await import('@migralink/functions/data/search-lists');
  const { approvedServiceItems } = await import('@migralink/functions/data/services');
  const { serviceContentFixture, serviceMetaFixture } = await import('@migralink/functions/data/fixtures');
  const { int } = seededRandom('bench-page-views-catalogue');
  const companies = Array.from({ length: VIEWED_COMPANIES }, (_, index) => {
    const id = crypto.randomUUID();
    const services = Array.from({ length: int(1, 3) }, () => serviceMetaFixture(id));
    return { id, slug: `bench-company-${index}-${id.slice(0, 8)}`, services };
  });
  await putPublicCompanies(
    companies.map(({ id, slug, services }) => ({ id, slug, services: services.map((service) => service.id) })),
  );
  const content = serviceContentFixture();
  await putAll(companies.flatMap(({ services }) => services.flatMap((meta) => approvedServiceItems(meta, content))));
  return companies.map(({ slug, services }) => ({ slug, services: services.map((service) => service.id) }));
}

/** One day: 24 hourly runs, each after its hour's log objects, then a run with nothing new. */
async function measureDay(
  bucket: CountingBucket,
  companies: readonly ViewedCompany[],
): Promise<{ runs: Row[]; day: Row[] }> {
  const { countPageViews } = await import('@migralink/functions/statistics/page-view-count');
  const { edgeLogKey, formatEdgeLog } = await import('@migralink/functions/statistics/edge-log');
  const tally = await countingDynamoDb();
  const random = seededRandom('bench-page-views-traffic');
  // A company's share of the views falls with its rank, as popularity does on the web (Zipf, s = 1).
  const weights = companies.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let share = 0;
  const cumulative = weights.map((weight) => (share += weight / total));
  // Company pages are 25 % of the views and service pages 15 % (COST-MODEL.md's mix).
  const pickPage = () => {
    const target = random.next();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    const { slug, services } = companies[low]!;
    return random.chance(25 / 40) ? `/en/company/${slug}/` : `/ru/service/${random.pick(services)}/`;
  };
  const addresses = Math.ceil(DAY_COUNTED_VIEWS / VIEWS_PER_ADDRESS);
  const address = () => {
    const index = random.int(0, addresses - 1);
    return `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`;
  };
  const day = new Date(Date.UTC(2031, 4, 20));
  const runs: Row[] = [];
  const perRun: Record<string, number>[] = [];
  for (let hour = 0; hour <= HOURS; hour++) {
    const at = new Date(day.getTime() + hour * 3_600_000);
    if (hour < HOURS) {
      for (let object = 0; object < LOG_OBJECTS_AN_HOUR; object++) {
        const lines = Math.round(DAY_REQUESTS / HOURS / LOG_OBJECTS_AN_HOUR);
        const counted = Math.round(DAY_COUNTED_VIEWS / HOURS / LOG_OBJECTS_AN_HOUR);
        const entries = Array.from({ length: lines }, (_, index) => ({
          date: at.toISOString().slice(0, 10),
          time: at.toISOString().slice(11, 19),
          'c-ip': address(),
          'cs-method': 'GET',
          'cs-uri-stem': index < counted ? pickPage() : random.pick(OTHER_PATHS),
          'sc-status': 200,
          'cs(User-Agent)': BROWSER,
        }));
        const key = edgeLogKey('EBENCH', at, `${hour}-${object}`);
        await bucket.client.send(
          new bucket.sdk.PutObjectCommand({ Bucket: bucket.name, Key: key, Body: gzipSync(formatEdgeLog(entries)) }),
        );
      }
    }
    bucket.sent.clear();
    Object.assign(tally, { reads: 0, writes: 0, units: 0 });
    const started = performance.now();
    // The run an hour after its logs: the hour's end, or (the last) the next day's first minutes.
    const result = await countPageViews({ now: new Date(at.getTime() + 3_599_000) });
    const seconds = (performance.now() - started) / 1000;
    const figures = {
      'log objects read': bucket.sent.get('GetObjectCommand log') ?? 0,
      'S3 LIST': bucket.sent.get('ListObjectsV2Command') ?? 0,
      'S3 GET': (bucket.sent.get('GetObjectCommand log') ?? 0) + (bucket.sent.get('GetObjectCommand') ?? 0),
      'S3 PUT': bucket.sent.get('PutObjectCommand') ?? 0,
      'DynamoDB reads': tally.reads,
      'read units': tally.units,
      'UpdateItems (1 write unit each)': result.written,
      seconds,
    };
    if (hour < HOURS) perRun.push(figures);
    if (hour === 0 || hour === HOURS - 1 || hour === HOURS) {
      runs.push({
        run: hour === HOURS ? 'nothing new (the next hour, none arrived)' : `after hour ${hour + 1} of 24`,
        ...Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, format(value)])),
      });
    }
  }
  tally.stop();
  const sum = (name: string) => perRun.reduce((all, figures) => all + (figures[name] ?? 0), 0);
  const dayRow: Row = {
    'requests logged': DAY_REQUESTS.toLocaleString('en'),
    'counted views': DAY_COUNTED_VIEWS.toLocaleString('en'),
    'log objects': (LOG_OBJECTS_AN_HOUR * HOURS).toLocaleString('en'),
    'S3 GET': sum('S3 GET'),
    'S3 LIST': sum('S3 LIST'),
    'S3 PUT': sum('S3 PUT'),
    'read units': sum('read units').toFixed(0),
    'write units': sum('UpdateItems (1 write unit each)'),
    'run seconds, median': median(perRun.map((figures) => figures.seconds!)).toFixed(2),
    'run seconds, max': Math.max(...perRun.map((figures) => figures.seconds!)).toFixed(2),
    'as the beacon: API calls': DAY_COUNTED_VIEWS.toLocaleString('en'),
    'as the beacon: write units': (2 * DAY_COUNTED_VIEWS).toLocaleString('en'),
  };
  return { runs, day: [dayRow] };
}

const format = (value: number) => (Number.isInteger(value) ? value : value.toFixed(2));
