import { createServer } from 'node:net';
import { LOOPBACK } from './settings';

/** Resolves when nothing listens on `port` on loopback; the error names the variable that moves it. */
export function assertPortFree(port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is already in use. Stop what uses it, or start with ${variable}=<another port>.`)),
    );
    probe.listen(port, LOOPBACK, () => probe.close(() => resolve()));
  });
}

/** A port nothing listens on right now (tests start their own stand-ins on these). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
