import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { functionsEnvironment, LOCAL_STRIPE_WEBHOOK_SECRET } from '../environment';
import { freePort } from '../ports';
import { readLocalSettings } from '../settings';
import { startStandIns } from '../stand-ins';
import { ensureTable } from '../table';

/**
 * Integration tests talk to real stand-ins started for this run only, on free
 * ports: DynamoDB Local in memory with the table and the reference data, S3,
 * SES and the payment simulator. Test files share them, so each test makes its
 * own ids. The simulator delivers no webhooks here (there is no API server):
 * tests fetch its signed events (`GET /_simulator/events`) and hand them to
 * the webhook handler themselves.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-integration-'));
  const base = readLocalSettings({ LOCAL_DATA_DIR: dataDir });
  const [dynamodb, s3, ses, payments, site] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const settings = { ...base, ports: { ...base.ports, dynamodb, s3, ses, payments, site } };
  const env = {
    ...functionsEnvironment(settings, 'integration-test-secret-integration-test-secret', LOCAL_STRIPE_WEBHOOK_SECRET),
    LOG_LEVEL: 'warn',
    // Tests queue a thousand mails at once: the sender's pace is for SES, not for the SES stand-in.
    MAIL_SEND_RATE: '1000',
  };
  const standIns = await startStandIns(settings, { persist: false, stripeWebhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET });
  // The data layer reads its configuration once, on import; the variables are set
  // only for that, so they cannot leak into the workers of the other test projects.
  const saved = { ...process.env };
  try {
    await ensureTable(standIns.dynamodb.endpoint, settings.region, settings.tableName);
    Object.assign(process.env, env);
    const { seedReference } = await import('../../seed/reference/index');
    await seedReference();
  } catch (error) {
    await standIns.stop();
    throw error;
  } finally {
    process.env = saved;
  }
  project.provide('functionsEnv', env);
  return async () => {
    await standIns.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
