import type { AstroIntegration } from 'astro';
import { onAnswered } from './answered-request';

/**
 * The dev server's part in the local stand-in for CloudFront, whose access logs count page views
 * (`docs/product.md`, "Page views and statistics"). Only when the local platform runs the dev server with an IPC
 * channel and `EDGE_LOG=ipc` (`infra/local/site-dev.ts`): each request the server answers is handed to it as
 * a message `{ edgeLog: <AnsweredRequest> }` once its answer is finished (or its client gone), and it writes and
 * ships the log (`infra/local/edge-log.ts`). `npm run dev` alone and builds are not touched.
 */
export function devAccessLog(): AstroIntegration {
  return {
    name: 'dev-access-log',
    hooks: {
      'astro:server:setup': ({ server }) => {
        if (process.env.EDGE_LOG !== 'ipc' || !process.send) return;
        const send = process.send.bind(process);
        // Added in the setup, so before Vite's own middlewares: the proxied API paths and modules are seen too.
        server.middlewares.use((request, response, next) => {
          onAnswered(request, response, (answered) => process.connected && send({ edgeLog: answered }));
          next();
        });
      },
    },
  };
}
