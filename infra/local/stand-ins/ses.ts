import sesEmulator from 'aws-ses-v2-local';
import { LOOPBACK, loopbackUrl } from '../settings';
import type { RunningService } from './dynamodb-local';

// CommonJS compiled from ESM: under Node's ESM loader its whole `exports` object arrives as the default.
const startSesServer = (sesEmulator as unknown as { default?: typeof sesEmulator }).default ?? sesEmulator;

/** An SES emulator: the SES v1/v2 APIs, every mail kept in memory and shown by its web viewer at `/`. */
export async function startSes(port: number): Promise<RunningService> {
  const server = await startSesServer({ host: LOOPBACK, port });
  return {
    endpoint: loopbackUrl(port),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
