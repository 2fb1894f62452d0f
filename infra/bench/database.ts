import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { functionsEnvironment } from '../local/environment';
import { readLocalSettings } from '../local/settings';
import { startDynamoDbLocal } from '../local/stand-ins/dynamodb-local';
import { ensureTable } from '../local/table';

/**
 * Runs `work` against a DynamoDB Local of its own on `port`, with the functions' environment pointing
 * at it (this process then runs the data layer as a handler would); stops it and removes its data after.
 * The benches share one port: the functions' client keeps the endpoint of its first use.
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
    return await work();
  } finally {
    await dynamodb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
