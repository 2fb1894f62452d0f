import type { Server } from 'node:http';
import { once } from 'node:events';
import { functionsEnvironment, localSecret, localStripeWebhookSecret } from './environment';
import { assertPortFree } from './ports';
import { LOOPBACK, localUrl, loopbackUrl, portVariable, type LocalPorts, type LocalSettings } from './settings';
import { spawnSiteDev } from './site-dev';
import type { RunningService } from './stand-ins';
import type { routes as routeTable } from '@migralink/shared/routes';
import { timedPhases } from './timed-phases';

export interface Platform {
  urls: { site: string; api: string; mail: string; payments: string };
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * The whole product on this machine: the stand-ins, the table with reference
 * and demo data, the local API and the site. Whatever started is stopped again
 * when a later step fails.
 */
export async function startPlatform(settings: LocalSettings, log: (line: string) => void): Promise<Platform> {
  await Promise.all(
    (Object.keys(settings.ports) as (keyof LocalPorts)[]).map((name) =>
      assertPortFree(settings.ports[name], portVariable(name)),
    ),
  );
  // The functions read their configuration when first imported: set it before anything imports them.
  const originSecret = localSecret(settings.dataDir, 'origin-verify-secret');
  const webhookSecret = localStripeWebhookSecret(settings.dataDir);
  Object.assign(
    process.env,
    functionsEnvironment(settings, localSecret(settings.dataDir, 'jwt-secret'), webhookSecret),
    {
      ORIGIN_VERIFY_SECRET: originSecret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // DynamoDB Local on disk commits a transaction's items at once and a batch's one by one: the seed writes so.
      BULK_WRITES: 'transactions',
    },
  );

  // The site's dev server starts while the rest does: it needs the API only for its first page. It stops
  // first, so no page it is still rendering asks an API that has gone.
  const site = spawnSiteDev(settings, log);
  const running: Pick<RunningService, 'stop'>[] = [];
  const stop = async () => {
    for (const service of [site, ...[...running].reverse()]) await service.stop().catch(() => undefined);
  };
  try {
    const phase = timedPhases(log);
    // What the later steps run (the AWS SDK, every route's schemas: ~3 s of loading on a busy machine) is loaded
    // after the dev server and DynamoDB Local are spawned, while they start: a kept start waits for them.
    const [{ startStandIns }, { receiveStripeEvent }] = await Promise.all([
      import('./stand-ins'),
      import('@migralink/shared/api/billing'),
    ]);
    const standInsStarted = phase('stand-ins', () =>
      startStandIns(settings, {
        phase,
        persist: true,
        stripeWebhookSecret: webhookSecret,
        // Stripe calls the product's webhook route; locally the simulator calls the local API.
        stripeWebhookUrl: `${loopbackUrl(settings.ports.api)}${receiveStripeEvent.path}`,
        log,
      }),
    );
    const later = Promise.all([import('./table'), import('@migralink/shared/routes'), import('./seed-local')]);
    later.catch(() => undefined);
    const standIns = await standInsStarted;
    running.push(standIns);
    const [{ ensureTable, switchOnStream }, { routes }, { seedLocalData }] = await later;
    const table = [standIns.dynamodb.endpoint, settings.region, settings.tableName] as const;
    // A fresh table is seeded before its stream is on (`ensureTable`): the mail path reads from then on.
    await phase('table', () => ensureTable(...table, { streamAfterSeeding: true }));
    const { admin } = await phase('seed', () => seedLocalData(phase));
    await switchOnStream(...table);
    running.push(await phase('API', () => startApi(settings, originSecret, routes)));
    const { startMailDelivery } = await import('./mail-delivery');
    running.push(await phase('mail delivery', () => startMailDelivery(log)));
    const { startLocalJobs } = await import('./jobs');
    running.push(await phase('scheduled jobs', () => startLocalJobs(log)));
    await phase('site (its first page)', () => site.firstPage());
    return {
      urls: {
        site: `${localUrl(settings.ports.site)}/en/`,
        api: `${localUrl(settings.ports.api)}/v1/`,
        mail: localUrl(settings.ports.ses),
        payments: localUrl(settings.ports.payments),
      },
      admin,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startApi(
  settings: LocalSettings,
  originSecret: string,
  routes: typeof routeTable,
): Promise<RunningService> {
  const { createLocalApi } = await import('../src/api-server/api-server');
  const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',');
  const server: Server = createLocalApi({ routes, corsOrigins, originSecret });
  server.listen(settings.ports.api, LOOPBACK);
  await once(server, 'listening');
  return {
    endpoint: localUrl(settings.ports.api),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
