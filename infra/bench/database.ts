import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { invoke } from '@migralink/functions/testing/events';
import { functionsEnvironment } from '../local/environment';
import { readLocalSettings } from '../local/settings';
import { startDynamoDbLocal } from '../local/stand-ins/dynamodb-local';
import { ensureTable } from '../local/table';

/**
 * Runs `work` against a DynamoDB Local of its own on `port`, with the functions' environment pointing
 * at it (this process then runs the data layer as a handler would); stops it and removes its data after.
 * The benches share one port: the functions' client keeps the endpoint of its first use. Each starts as a
 * new container would, with nothing cached from the database before.
 */
export async function withBenchDatabase<T>(port: number, name: string, work: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `migralink-bench-${name}-`));
  const base = readLocalSettings({ LOCAL_DATA_DIR: dataDir });
  const settings = { ...base, ports: { ...base.ports, dynamodb: port } };
  const dynamodb = await startDynamoDbLocal(port);
  try {
    await ensureTable(dynamodb.endpoint, settings.region, settings.tableName);
    Object.assign(process.env, functionsEnvironment(settings, 'bench-secret-bench-secret-bench-secret'), {
      LOG_LEVEL: 'error',
    });
    // The functions' per-container caches hold the reference data of the last bench's database.
    const { forgetContainerCaches } = await import('@migralink/functions/reference/lists');
    forgetContainerCaches();
    return await work();
  } finally {
    await dynamodb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const UNIT = 4096;
const itemBytes = (item: unknown) => Buffer.byteLength(JSON.stringify(item));

/**
 * Read units a call would consume in DynamoDB, from what it read (DynamoDB Local
 * does not report them for queries): a Query pays for the total size of what it
 * read, rounded up to 4 KB; GetItem and BatchGetItem per item; half as much when
 * eventually consistent.
 */
export function readUnits(name: string, input: Record<string, unknown>, output: Record<string, unknown>): number {
  const factor = input.ConsistentRead ? 1 : 0.5;
  if (name === 'Query') {
    const bytes = ((output.Items as unknown[]) ?? []).reduce<number>((sum, item) => sum + itemBytes(item), 0);
    return Math.max(1, Math.ceil(bytes / UNIT)) * factor;
  }
  const items =
    name === 'GetItem' ? [output.Item].filter(Boolean) : Object.values((output.Responses as object) ?? {}).flat();
  return items.reduce<number>((sum, item) => sum + Math.ceil(itemBytes(item) / UNIT) * 0.5, 0) || factor;
}

/**
 * Counts every DynamoDB request the data layer sends, and the read units of the reads, until `stop`:
 * sizing what was read costs CPU (each item written out as JSON), which a bench that times calls
 * afterwards in this process (the search's load) must not pay.
 */
export async function countingDynamoDb() {
  const { db } = await import('@migralink/functions/lib/clients');
  const table = db as unknown as Record<string, (input: Record<string, unknown>) => Promise<Record<string, unknown>>>;
  const originals = new Map<string, (typeof table)[string]>();
  const tally = {
    reads: 0,
    writes: 0,
    units: 0,
    /** Puts the data layer's methods back as they were. */
    stop: () => {
      for (const [name, original] of originals) table[name] = original;
      originals.clear();
    },
  };
  for (const name of [
    'GetItem',
    'BatchGetItem',
    'Query',
    'TransactWriteItems',
    'UpdateItem',
    'PutItem',
    'BatchWriteItem',
  ]) {
    originals.set(name, table[name]!);
    const original = table[name]!.bind(db);
    table[name] = async (input) => {
      const output = await original(input);
      if (['GetItem', 'BatchGetItem', 'Query'].includes(name)) {
        tally.reads++;
        tally.units += readUnits(name, input, output);
      } else tally.writes++;
      return output;
    };
  }
  return tally;
}

type Tally = Awaited<ReturnType<typeof countingDynamoDb>>;
type Handler = Parameters<typeof invoke>[0];

/** A call as the benches make it: the route's address (`path?query`), its path parameters, a token, a JSON body. */
export interface BenchCall {
  method: string;
  url: string;
  pathParameters?: Record<string, string>;
  token?: string;
  body?: object;
}

/**
 * Calls a handler once as API Gateway would (once before, unmeasured, when `warm`: a container's
 * first call loads what it caches) and answers its status and body with what it asked of DynamoDB.
 */
export async function countedCall(tally: Tally, handler: Handler, call: BenchCall, warm = false) {
  const { apiEvent, invoke } = await import('@migralink/functions/testing/events');
  const [rawPath = '', rawQueryString = ''] = call.url.split('?');
  const event = () =>
    apiEvent({
      method: call.method,
      rawPath,
      rawQueryString,
      queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)),
      pathParameters: call.pathParameters,
      headers: {
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
  if (warm) await invoke(handler, event());
  Object.assign(tally, { reads: 0, writes: 0, units: 0 });
  const started = performance.now();
  const { status, body } = await invoke(handler, event());
  return {
    status,
    body,
    ms: performance.now() - started,
    'DynamoDB requests': tally.reads + tally.writes,
    'of them writes': tally.writes,
    'read units': tally.units.toFixed(1),
  };
}
