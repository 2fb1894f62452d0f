import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductProcess } from '../product-process';

/**
 * Browser tests run against the whole product started exactly as `npm start`
 * starts it, on free ports and with a fresh data folder of its own, so a
 * developer's running instance and data are left alone. Its payment simulator
 * (`product.payments`) delivers signed webhooks to that product's own API, as
 * Stripe would; tests drive it with `LOCAL_STRIPE_SECRET_KEY`.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-e2e-'));
  // Starting takes ~25 s on a quiet machine; on two cores shared with other jobs it has taken over two
  // minutes and once more than the 170 s default (DynamoDB Local, the seed, the dev server's first page).
  const product = await startProductProcess(dataDir, 300_000);
  project.provide('product', product.urls);
  project.provide('productTable', product.table);
  project.provide('productEdgeLogs', product.edgeLogs);
  project.provide('siteBuild', path.join(dataDir, 'site-build'));
  return async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
