import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductProcess } from '../local/product-process';
import type { Row } from './report';

/**
 * Time from `npm start` to its ready line: once on an empty data folder
 * (table created, reference and demo data seeded) and once more on the kept data.
 */
export async function measureStartUp(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-start-'));
  try {
    const rows: Row[] = [];
    for (const run of ['first start (fresh data)', 'second start (kept data)']) {
      const product = await startProductProcess(dataDir);
      await product.stop();
      rows.push({ run, 'ready in s': (product.readyMs / 1000).toFixed(1) });
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
