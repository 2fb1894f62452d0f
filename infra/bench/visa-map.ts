import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REFERENCE_DATA } from '../seed/reference/index';
import { visaDataFile } from '../seed/visa-map/dataset';
import { countedCall, countingDynamoDb, withBenchDatabase } from './database';
import type { Row } from './report';

/** Target countries given public companies in the list registry, so the map's counts read rows that exist. */
const SERVED = ['DE', 'PL', 'ES', 'PT', 'FR', 'CZ', 'CA', 'US', 'AE', 'GE', 'RS', 'CY', 'NL', 'SK', 'BE', 'AM', 'OM'];

/**
 * The visa data in DynamoDB Local: the import of the real file into an empty
 * table, again unchanged, and again with 3 pairs changed (its time, requests
 * and passports written); then each visa route as its handler makes it, with
 * the DynamoDB requests it sends and the read units.
 */
export async function measureVisaMap(dynamodbPort: number): Promise<{ imports: Row[]; calls: Row[]; file: string }> {
  const file = visaDataFile();
  if (!existsSync(file)) return { imports: [], calls: [], file };
  return withBenchDatabase(dynamodbPort, 'visa-map', async () => {
    const { putReference } = await import('@migralink/functions/data/reference');
    const { putAll } = await import('@migralink/functions/data/batch');
    const { keys } = await import('@migralink/functions/data/keys');
    const { listId } = await import('@migralink/functions/search/lists');
    for (const kind of Object.keys(REFERENCE_DATA) as (keyof typeof REFERENCE_DATA)[])
      await putReference(kind, REFERENCE_DATA[kind] as never);
    await putAll(
      SERVED.map((to, index) => ({ ...keys.search.registry(listId({ to })), list: listId({ to }), total: index + 1 })),
    );
    const tally = await countingDynamoDb();
    return { imports: await measureImports(tally, file), calls: await measureCalls(tally), file };
  });
}

type Tally = Awaited<ReturnType<typeof countingDynamoDb>>;

async function measureImports(tally: Tally, file: string): Promise<Row[]> {
  const { importVisaData } = await import('../seed/visa-map/index');
  const dir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-visa-'));
  try {
    const changed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, { status: string }>>;
    for (const destination of ['DE', 'FR', 'US']) changed.UA![destination] = { status: 'no admission' };
    const changedFile = path.join(dir, 'changed.json');
    writeFileSync(changedFile, JSON.stringify(changed));
    const runs: [string, string][] = [
      ['into an empty table', file],
      ['again, the same file', file],
      ['a file with 3 pairs changed', changedFile],
    ];
    const rows: Row[] = [];
    for (const [name, from] of runs) {
      Object.assign(tally, { reads: 0, writes: 0, units: 0 });
      const started = performance.now();
      const report = await importVisaData({ file: from });
      rows.push({
        import: name,
        ms: (performance.now() - started).toFixed(0),
        'pairs changed/added/removed': `${report.changed}/${report.added}/${report.removed}`,
        'passports written': report.written,
        'DynamoDB requests': tally.reads + tally.writes,
        'of them writes': tally.writes,
        'read units': tally.units.toFixed(1),
      });
    }
    await importVisaData({ file });
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureCalls(tally: Tally): Promise<Row[]> {
  const handlers = {
    countries: (await import('@migralink/functions/handlers/visa-map/list-visa-map-countries')).handler,
    map: (await import('@migralink/functions/handlers/visa-map/get-visa-map')).handler,
    compare: (await import('@migralink/functions/handlers/visa-map/compare-visa-maps')).handler,
  };
  const compare = '/v1/countries/visa-map-list?countries[]=DE&countries[]=UA&countries[]=US&countries[]=IN';
  const calls: [string, keyof typeof handlers, string, Record<string, string>?, boolean?][] = [
    ['passports for the selectors, cold container', 'countries', '/v1/visa-map/countries', undefined, false],
    ['passports for the selectors', 'countries', '/v1/visa-map/countries', undefined, true],
    ["one passport's map (DE)", 'map', '/v1/countries/DE/visa-map', { id: 'DE' }, true],
    ['4 passports compared', 'compare', compare, undefined, true],
    ['an unknown passport (404)', 'map', '/v1/countries/ZZ/visa-map', { id: 'ZZ' }, true],
  ];
  const rows: Row[] = [];
  for (const [name, kind, url, pathParameters, warm] of calls) {
    const call = { method: 'GET', url, pathParameters };
    const { status, body, ms, ...counts } = await countedCall(tally, handlers[kind], call, warm);
    const data = body?.data;
    const size = data?.visa_map?.length ?? data?.destinations?.length ?? data?.countries?.length ?? '';
    rows.push({ call: name, status, 'countries answered': size, ...counts, ms: ms.toFixed(0) });
  }
  return rows;
}
