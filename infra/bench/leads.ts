import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LEAD_STATUSES } from '@migralink/shared/enums';
import { seededRandom } from '../local/demo/random';
import { countedCall, countingDynamoDb, withBenchDatabase } from './database';
import { mark, type Row } from './report';

export const LEADS = 20_000;
/** The larger inbox, over three years (~180 leads a day): seeded only where its measured pages read. */
export const LARGE_LEADS = 200_000;
/** What any page of an inbox may read. */
export const TARGET_INBOX_UNITS = 20;
const DAY_MS = 24 * 3_600_000;

/**
 * A company with 20,000 leads over a year in DynamoDB Local (statuses and
 * services mixed), then each inbox call as its handler makes it: the DynamoDB
 * requests it sends and the read units they would consume.
 */
export async function measureLeads(dynamodbPort: number): Promise<{ calls: Row[]; seedSeconds: number }> {
  return withBenchDatabase(dynamodbPort, 'leads', async () => {
    const started = performance.now();
    const inbox = await seedInbox();
    const seedSeconds = (performance.now() - started) / 1000;
    return { calls: [...(await measureCalls(inbox)), ...(await measureExports(inbox))], seedSeconds };
  });
}

interface Inbox {
  token: string;
  service: string;
  /** A lead in the middle of the inbox, unread. */
  leadId: string;
  /** The day 30 days before the newest lead, `YYYY-MM-DD`. */
  monthAgo: string;
}

async function seedInbox(): Promise<Inbox> {
  const { createUser } = await import('@migralink/functions/data/users');
  const { putLeadsForSeeding } = await import('@migralink/functions/data/leads');
  const { putApprovedCompany } = await import('@migralink/functions/data/companies');
  const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
  const { signToken } = await import('@migralink/functions/lib/tokens');
  // On `pro`: the export is a feature of the paid plans.
  const company = companyProfileFixture({ plan: 'pro' });
  const companyId = company.id;
  const owner = await createUser({
    email: 'leads-bench@example.com',
    password_hash: 'unused',
    role: 'company',
    first_name: 'Bench',
    last_name: 'Owner',
    company_id: companyId,
  });
  await putApprovedCompany({ ...company, owner_id: owner.id }, companyContentFixture());
  const services = Array.from({ length: 5 }, () => randomUUID());
  const newest = Date.UTC(2026, 10, 25, 12);
  const leads = benchLeads(companyId, services, LEADS, 365);
  await putLeadsForSeeding(leads);
  return {
    token: await signToken(owner),
    service: services[0]!,
    leadId: leads[LEADS - 250]!.id,
    monthAgo: new Date(newest - 30 * DAY_MS).toISOString().slice(0, 10),
  };
}

/** `count` leads of one company over `days` days, oldest first, the newest 500 unread. */
function benchLeads(companyId: string, services: readonly string[], count: number, days: number) {
  const { next, pick } = seededRandom('bench-leads');
  const newest = Date.UTC(2026, 10, 25, 12);
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(newest - ((count - 1 - index) * days * DAY_MS) / count).toISOString();
    return {
      id: randomUUID(),
      kind: 'company' as const,
      owner: companyId,
      company_id: companyId,
      ...(next() < 0.6 ? { service_id: pick(services) } : {}),
      name: `Visitor ${index}`,
      email: `visitor-${index}@example.com`,
      message: 'We want to move next year and need a residence permit. '.repeat(4),
      country: 'UA',
      locale: 'en' as const,
      attribution: { utm_source: 'google', utm_medium: 'cpc', referrer: 'https://www.google.com/' },
      status: index < count - 500 ? pick(LEAD_STATUSES) : ('new' as const),
      created_at: at,
      updated_at: at,
      ...(index < count - 500 ? { read_at: at } : {}),
    };
  });
}

/**
 * The inbox of 200,000 leads: its first, middle and last page. Seeding 200,000 leads whole (and their
 * 800,000 pointers) would take most of an hour, so only what these pages read is written: the inbox's
 * counters and its list's counts by day (of all 200,000), the pointers of every day a measured page falls on
 * and the leads of those pages. The figures are real reads of DynamoDB Local of items of full size.
 */
export async function measureLeadsAtScale(dynamodbPort: number): Promise<{ calls: Row[]; seedSeconds: number }> {
  return withBenchDatabase(dynamodbPort, 'leads-large', async () => {
    const started = performance.now();
    const { putAll } = await import('@migralink/functions/data/batch');
    const { createUser } = await import('@migralink/functions/data/users');
    const { putApprovedCompany } = await import('@migralink/functions/data/companies');
    const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
    const { countsItems } = await import('@migralink/functions/data/counted-list');
    const { DAYS, leadList } = await import('@migralink/functions/data/leads');
    const { keys } = await import('@migralink/functions/data/keys');
    const { signToken } = await import('@migralink/functions/lib/tokens');
    const company = companyProfileFixture({ plan: 'pro' });
    const owner = await createUser({
      email: 'leads-large-bench@example.com',
      password_hash: 'unused',
      role: 'company',
      first_name: 'Bench',
      last_name: 'Owner',
      company_id: company.id,
    });
    await putApprovedCompany({ ...company, owner_id: owner.id }, companyContentFixture());
    const leads = benchLeads(company.id, [randomUUID()], LARGE_LEADS, 3 * 365).reverse(); // newest first
    const pointer = (lead: (typeof leads)[number]) => keys.leads.pointer(company.id, 'all', lead.created_at, lead.id);
    const pages = [1, LARGE_LEADS / 40, LARGE_LEADS / 20];
    const onPages = pages.flatMap((page) => leads.slice((page - 1) * 20, page * 20));
    const days = new Set(onPages.map((lead) => lead.created_at.slice(0, 10)));
    await putAll([
      { ...keys.leads.counts(company.id), all: LARGE_LEADS, unread: 500 },
      ...countsItems(new Map([[leadList(company.id, 'all'), leads.map((lead) => pointer(lead).sk)]]), DAYS),
      ...leads.filter((lead) => days.has(lead.created_at.slice(0, 10))).map(pointer),
      ...onPages.map((lead) => ({ ...keys.leads.item(lead.id), ...lead })),
    ]);
    const seedSeconds = (performance.now() - started) / 1000;
    const tally = await countingDynamoDb();
    const { handler } = await import('@migralink/functions/handlers/leads/list-company-leads');
    const token = await signToken(owner);
    const rows: Row[] = [];
    for (const page of pages) {
      const url = `/v1/account/company/leads?page=${page}`;
      const {
        status,
        body,
        ms: _ms,
        ...counts
      } = await countedCall(tally, handler, { method: 'GET', url, token }, true);
      rows.push({
        leads: LARGE_LEADS,
        call: `inbox, page ${page}`,
        status,
        total: body?.meta?.total ?? '',
        ...counts,
        target: `≤ ${TARGET_INBOX_UNITS}`,
      });
    }
    return { calls: rows, seedSeconds };
  });
}

async function measureCalls(inbox: Inbox): Promise<Row[]> {
  const tally = await countingDynamoDb();
  const handlers = {
    list: (await import('@migralink/functions/handlers/leads/list-company-leads')).handler,
    get: (await import('@migralink/functions/handlers/leads/get-company-lead')).handler,
    status: (await import('@migralink/functions/handlers/leads/set-company-lead-status')).handler,
    remove: (await import('@migralink/functions/handlers/leads/delete-company-lead')).handler,
    statistics: (await import('@migralink/functions/handlers/statistics/get-company-statistics')).handler,
  };
  const lead = `/v1/account/company/lead/${inbox.leadId}`;
  const calls: [string, keyof typeof handlers, string, string, object?][] = [
    ['inbox, page 1', 'list', 'GET', '/v1/account/company/leads'],
    ['inbox, page 500 (the middle)', 'list', 'GET', '/v1/account/company/leads?page=500'],
    ['inbox, page 1000 (the last)', 'list', 'GET', '/v1/account/company/leads?page=1000'],
    ['status=done, page 1', 'list', 'GET', '/v1/account/company/leads?status=done'],
    ['status=done, page 120', 'list', 'GET', '/v1/account/company/leads?status=done&page=120'],
    ['kind=company, page 1', 'list', 'GET', '/v1/account/company/leads?kind=company'],
    ['one service, page 1', 'list', 'GET', `/v1/account/company/leads?service=${inbox.service}`],
    ['the last 30 days, page 1', 'list', 'GET', `/v1/account/company/leads?from=${inbox.monthAgo}`],
    ['the last 30 days, status=new', 'list', 'GET', `/v1/account/company/leads?from=${inbox.monthAgo}&status=new`],
    ['a lead, first opened (marked read)', 'get', 'GET', lead],
    ['a lead, opened again', 'get', 'GET', lead],
    ['status change', 'status', 'PATCH', `/v1/account/company/leads/${inbox.leadId}/status`, { status: 'done' }],
    ['taken out of the inbox', 'remove', 'DELETE', lead],
    ['statistics, the last 30 days', 'statistics', 'GET', '/v1/account/company/statistics?days=30'],
    ['statistics, the last 90 days', 'statistics', 'GET', '/v1/account/company/statistics?days=90'],
  ];
  const rows: Row[] = [];
  for (const [name, kind, method, url, body] of calls) {
    const id = url.match(/lead(?:s)?\/([0-9a-f-]{36})/)?.[1];
    const call = { method, url, pathParameters: id ? { id } : undefined, token: inbox.token, body };
    const {
      status,
      body: answer,
      ms: _ms,
      ...counts
    } = await countedCall(tally, handlers[kind], call, kind === 'list' || kind === 'statistics');
    rows.push({
      leads: LEADS,
      call: name,
      status,
      total: answer?.meta?.total ?? '',
      ...counts,
      // A range of days reads the range's pointers (ACCESS-PATTERNS L4): the target is the pages of a list.
      target: kind === 'list' && !url.includes('from=') ? `≤ ${TARGET_INBOX_UNITS}` : '',
    });
  }
  return rows;
}

/** API Gateway and Lambda answer at most 6 MB; a file is sent base64 (4/3 of its size). */
const ANSWER_LIMIT_MB = 6;
const MB = 1024 * 1024;

/**
 * The export (ACCESS-PATTERNS L11) of the whole inbox and of two filtered
 * lists, each called once warm: its DynamoDB requests and read units, its
 * time, the process's peak memory during the call (RSS sampled every 5 ms:
 * the function's memory, the bench's own data aside) and the file's size,
 * which must stay within an answer once base64 (else it is answered as a link).
 */
async function measureExports(inbox: Inbox): Promise<Row[]> {
  const tally = await countingDynamoDb();
  const { apiEvent, lambdaContext } = await import('@migralink/functions/testing/events');
  const { handler } = await import('@migralink/functions/handlers/leads/export-company-leads');
  const calls: [string, string][] = [
    ['export, the whole inbox', ''],
    ['export, status=new', 'status=new'],
    ['export, the last 30 days', `from=${inbox.monthAgo}`],
  ];
  const rows: Row[] = [];
  for (const [name, rawQueryString] of calls) {
    const event = () =>
      apiEvent({
        method: 'GET',
        rawPath: '/v1/account/company/leads/export',
        rawQueryString,
        queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)),
        headers: { authorization: `Bearer ${inbox.token}` },
      });
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    Object.assign(tally, { reads: 0, writes: 0, units: 0 });
    const started = performance.now();
    const result = (await handler(event(), lambdaContext())) as {
      statusCode: number;
      body?: string;
      isBase64Encoded?: boolean;
    };
    const ms = performance.now() - started;
    clearInterval(sampling);
    peak = Math.max(peak, process.memoryUsage().rss);
    const file = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : undefined;
    const answerMb = Buffer.byteLength(result.body ?? '') / MB;
    rows.push({
      call: name,
      status: result.statusCode,
      total: file ? await workbookRows(file) : 'link',
      'DynamoDB requests': tally.reads + tally.writes,
      'of them writes': tally.writes,
      'read units': tally.units.toFixed(1),
      ms: ms.toFixed(0),
      'peak RSS MB': (peak / MB).toFixed(0),
      'RSS growth MB': ((peak - before) / MB).toFixed(0),
      'file MB': file ? (file.byteLength / MB).toFixed(2) : '',
      [`answer ≤ ${ANSWER_LIMIT_MB} MB`]: mark(answerMb <= ANSWER_LIMIT_MB),
    });
  }
  return rows;
}

/** The leads in a file (its rows but the header), read back with exceljs: the export holds the whole list. */
async function workbookRows(file: Buffer): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!.rowCount - 1;
}
