import type { Server } from 'node:http';
import { once } from 'node:events';
import { receiveStripeEvent } from '@migralink/shared/api/billing';
import { routes } from '@migralink/shared/routes';
import { functionsEnvironment, localSecret, localStripeWebhookSecret } from './environment';
import { assertPortFree } from './ports';
import { LOOPBACK, localUrl, loopbackUrl, portVariable, type LocalPorts, type LocalSettings } from './settings';
import { spawnSiteDev } from './site-dev';
import { startStandIns, type RunningService } from './stand-ins';
import { ensureTable } from './table';
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
    },
  );

  // The site's dev server starts while the rest does: it needs the API only for its first page. It stops
  // first, so no page it is still rendering asks an API that has gone.
  const site = spawnSiteDev(settings);
  const running: Pick<RunningService, 'stop'>[] = [];
  const stop = async () => {
    for (const service of [site, ...[...running].reverse()]) await service.stop().catch(() => undefined);
  };
  try {
    const phase = timedPhases(log);
    const standIns = await phase('stand-ins', () =>
      startStandIns(settings, {
        phase,
        persist: true,
        stripeWebhookSecret: webhookSecret,
        // Stripe calls the product's webhook route; locally the simulator calls the local API.
        stripeWebhookUrl: `${loopbackUrl(settings.ports.api)}${receiveStripeEvent.path}`,
        log,
      }),
    );
    running.push(standIns);
    await phase('table', () => ensureTable(standIns.dynamodb.endpoint, settings.region, settings.tableName));
    const { seedLocalData } = await import('./seed-local');
    const { admin } = await phase('seed', () => seedLocalData(phase));
    running.push(await phase('API', () => startApi(settings, originSecret)));
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

async function startApi(settings: LocalSettings, originSecret: string): Promise<RunningService> {
  const { createLocalApi } = await import('./api-server');
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
