import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '@migralink/shared/routes';
import { functionsEnvironment } from '../local/environment';
import { freePort } from '../local/ports';
import { readLocalSettings } from '../local/settings';
import { startDynamoDbLocal, type RunningService } from '../local/stand-ins/dynamodb-local';
import { ensureTable } from '../local/table';

/**
 * The load run: 50 connections for 60 s of mixed traffic against the local API
 * server (the functions on DynamoDB Local): searches, company pages, sign-ins,
 * profile edits, service creations and publishes, each connection editing its
 * own company owner's data. Then a check that nothing was lost or written
 * twice: each profile holds its last acknowledged edit, each company as many
 * services as were acknowledged (every one readable whole), each company
 * published as last acknowledged.
 *
 * With `--fault`, DynamoDB Local is stopped a third of the way in and started
 * again (same data) a quarter of the run later: while it is down every answer that needs the
 * table must be 503 `service_unavailable` in the error shape, and the API must
 * serve again afterwards without a restart.
 *
 *     npm run load -- [--seconds 60] [--connections 50] [--fault]
 */

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    fault: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);

type Kind = 'search' | 'company page' | 'sign-in' | 'edit' | 'create service' | 'publish';
interface Outcome {
  kind: Kind;
  status: number;
  ms: number;
  phase: 'before' | 'down' | 'after';
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-load-'));
const base = readLocalSettings({ LOCAL_DATA_DIR: dataDir });
const settings = { ...base, ports: { ...base.ports, dynamodb: await freePort() } };
const dbDir = path.join(dataDir, 'dynamodb');
let dynamodb: RunningService = await startDynamoDbLocal(settings.ports.dynamodb, dbDir);
let phase: Outcome['phase'] = 'before';

try {
  await ensureTable(dynamodb.endpoint, settings.region, settings.tableName);
  Object.assign(process.env, functionsEnvironment(settings, 'load-run-secret-load-run-secret-load'), {
    LOG_LEVEL: 'error',
  });
  const { seedReference } = await import('../seed/reference/index');
  await seedReference();
  const { companyOwner } = await import('@migralink/functions/testing/accounts');
  const { serviceFormFixture } = await import('@migralink/functions/testing/forms');
  const owners: Awaited<ReturnType<typeof companyOwner>>[] = [];
  for (let i = 0; i < CONNECTIONS; i++) owners.push(await companyOwner('premium'));

  const { createLocalApi } = await import('../src/api-server/api-server');
  const server = createLocalApi({ routes, corsOrigins: [] });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const outcomes: Outcome[] = [];
  const badShapes: string[] = [];
  const request = async (kind: Kind, method: string, url: string, token?: string, body?: unknown) => {
    const started = performance.now();
    const at = phase;
    const response = await fetch(api + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => undefined);
    const text = response ? await response.text() : '';
    const status = response?.status ?? 0;
    outcomes.push({ kind, status, ms: performance.now() - started, phase: at });
    if (status >= 500) {
      const parsed = (() => {
        try {
          return JSON.parse(text) as { code?: number; error_code?: string; message?: string };
        } catch {
          return undefined;
        }
      })();
      if (status !== 503 || parsed?.code !== 503 || parsed.error_code !== 'service_unavailable' || !parsed.message)
        badShapes.push(`${kind} ${status} ${text.slice(0, 200)}`);
    }
    return { status, body: text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : undefined };
  };

  /** What each connection's owner should hold at the end; `maybe` counts writes whose answer was lost. */
  const ledger = owners.map(() => ({
    name: 'Ada',
    maybeNames: new Set<string>(),
    services: 0,
    maybeServices: 0,
    published: true,
    maybePublished: false,
  }));
  const until = performance.now() + SECONDS * 1000;

  const connection = async (index: number) => {
    const owner = owners[index]!;
    const mine = ledger[index]!;
    let step = 0;
    while (performance.now() < until) {
      step++;
      const other = owners[(index + step) % owners.length]!;
      const roll = Math.random();
      if (roll < 0.35) await request('search', 'GET', `/v1/search?page=${1 + (step % 3)}`);
      else if (roll < 0.6) await request('company page', 'GET', `/v1/company/${other.companyId}`);
      else if (roll < 0.67)
        await request('sign-in', 'POST', '/v1/auth/signin', undefined, {
          email: other.user.email,
          password: 'not-the-password-1',
        });
      else if (roll < 0.82) {
        const name = `Ada${index}x${step}`;
        const { status } = await request('edit', 'PUT', '/v1/auth/profile', owner.token, {
          first_name: name,
          last_name: 'Lovelace',
        });
        if (status === 200) {
          mine.name = name;
          mine.maybeNames.clear();
        } else if (status === 0 || status >= 500) mine.maybeNames.add(name);
      } else if (roll < 0.92) {
        const { status } = await request(
          'create service',
          'POST',
          '/v1/account/service',
          owner.token,
          serviceFormFixture({ name: `Service ${index}-${step}` }),
        );
        if (status === 201) mine.services++;
        else if (status === 0 || status >= 500) mine.maybeServices++;
      } else {
        const action = mine.published ? 'unpublish' : 'publish';
        const { status } = await request(
          'publish',
          'POST',
          `/v1/account/company/${action}/${owner.companyId}`,
          owner.token,
        );
        if (status === 200) {
          mine.published = !mine.published;
          mine.maybePublished = false;
        } else if (status === 0 || status >= 500) mine.maybePublished = true;
      }
    }
  };

  const started = performance.now();
  const fault = options.fault
    ? (async () => {
        await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
        await dynamodb.stop();
        phase = 'down';
        console.log(`DynamoDB Local stopped at ${(SECONDS / 3).toFixed(0)} s`);
        await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 4));
        dynamodb = await startDynamoDbLocal(settings.ports.dynamodb, dbDir);
        phase = 'after';
        console.log(`DynamoDB Local serving again at ${((performance.now() - started) / 1000).toFixed(0)} s`);
      })()
    : Promise.resolve();
  await Promise.all([...owners.map((_, index) => connection(index)), fault]);
  const elapsed = (performance.now() - started) / 1000;
  const load = outcomes.slice();

  // What was acknowledged is there, once; what was written is whole.
  const problems: string[] = [...badShapes.slice(0, 10)];
  if (badShapes.length) problems.push(`${badShapes.length} answers of 500 or above not a clean 503`);
  for (const [index, owner] of owners.entries()) {
    const mine = ledger[index]!;
    const profile = await request('edit', 'GET', '/v1/auth/profile', owner.token);
    const name = (profile.body?.data as { first_name?: string } | undefined)?.first_name ?? '';
    if (name !== mine.name && !mine.maybeNames.has(name))
      problems.push(`owner ${index}: profile "${name}", acknowledged "${mine.name}"`);
    const list = await request('create service', 'GET', '/v1/account/services', owner.token);
    const services = ((list.body?.data as unknown as { uuid: string }[] | undefined) ?? []).map(
      (service) => service.uuid,
    );
    if (services.length < mine.services || services.length > mine.services + mine.maybeServices)
      problems.push(
        `owner ${index}: ${services.length} services, ${mine.services} acknowledged (+${mine.maybeServices} unanswered)`,
      );
    for (const id of services) {
      const read = await request('create service', 'GET', `/v1/account/service/${id}`, owner.token);
      if (read.status !== 200) problems.push(`owner ${index}: service ${id} unreadable (${read.status})`);
    }
    const page = await request('company page', 'GET', `/v1/company/${owner.companyId}`);
    const published = page.status === 200;
    if (published !== mine.published && !mine.maybePublished)
      problems.push(
        `owner ${index}: ${published ? 'published' : 'unpublished'}, acknowledged ${mine.published ? 'published' : 'unpublished'}`,
      );
  }

  report(load, elapsed);
  if (options.fault) {
    const down = load.filter((outcome) => outcome.phase === 'down');
    // The load's last requests and the checks above, all made after DynamoDB Local came back.
    const after = outcomes.filter((outcome) => outcome.phase === 'after');
    console.log(
      `while down: ${down.length} requests, ${down.filter((o) => o.status === 503).length} answered 503; after: ${after.filter((o) => o.status < 500).length} of ${after.length} served`,
    );
    if (!after.some((outcome) => outcome.status === 200))
      problems.push('the API did not serve again after DynamoDB Local came back');
    if (!down.some((outcome) => outcome.status === 503)) problems.push('no 503 while DynamoDB Local was down');
  }
  console.log(
    problems.length
      ? `FAILED:\n  ${problems.join('\n  ')}`
      : 'Nothing lost, nothing written twice, every 5xx a clean 503.',
  );
  server.closeAllConnections();
  server.close();
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await dynamodb.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function report(outcomes: Outcome[], seconds: number) {
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const rows = [...new Set(outcomes.map((outcome) => outcome.kind))].map((kind) => {
    const mine = outcomes.filter((outcome) => outcome.kind === kind);
    const ms = mine.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const { status } of mine) statuses[status] = (statuses[status] ?? 0) + 1;
    return {
      kind,
      requests: mine.length,
      'errors (5xx or none)': mine.filter((outcome) => outcome.status === 0 || outcome.status >= 500).length,
      statuses: JSON.stringify(statuses),
      'p50 ms': percentile(ms, 50).toFixed(0),
      'p95 ms': percentile(ms, 95).toFixed(0),
      'p99 ms': percentile(ms, 99).toFixed(0),
    };
  });
  console.log(
    `${outcomes.length} requests in ${seconds.toFixed(1)} s (${(outcomes.length / seconds).toFixed(0)}/s), ${CONNECTIONS} connections`,
  );
  console.table(rows);
}
