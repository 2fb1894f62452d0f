import type { AstroIntegration } from 'astro';

/**
 * The dev server's part in the local stand-in for CloudFront, whose access logs count page views
 * (`docs/product.md`, "Page views and statistics"). Only when the local platform runs the dev server with an IPC
 * channel and `EDGE_LOG=ipc` (`infra/local/site-dev.ts`): each request the server answers is handed to it as
 * a message `{ edgeLog: <facts> }` once its answer is finished (or its client gone), and it writes and ships the log
 * (`infra/local/edge-log.ts`; the facts are its `AnsweredRequest`, read as its `onAnswered` reads them).
 * `npm run dev` alone and builds are not touched.
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
          const started = Date.now();
          // As requested: the certificate pages' middleware (astro.config.ts) rewrites `request.url` later.
          const url = request.url ?? '/';
          const socket = request.socket;
          const writtenBefore = socket.bytesWritten;
          response.once('close', () => {
            if (!process.connected) return;
            const single = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value?.toString());
            // `getHeader` knows only the headers set with `setHeader`; those passed to `writeHead` (the proxied
            // API's) are read from the head as written.
            const head = (response as unknown as { _header?: string | null })._header ?? '';
            const sent = (name: string) =>
              single(response.getHeader(name)) ?? new RegExp(`^${name}:[ \\t]*(.*?)\\r?$`, 'im').exec(head)?.[1];
            const requestHead = request.rawHeaders.reduce(
              (total, part, index) => total + part.length + (index % 2 ? 4 : 0),
              0,
            );
            const requestLine = `${request.method} ${url} HTTP/${request.httpVersion}\r\n`.length;
            send({
              edgeLog: {
                at: Date.now(),
                ms: Date.now() - started,
                clientAddress: (socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
                clientPort: socket.remotePort ?? 0,
                method: request.method ?? 'GET',
                url,
                httpVersion: request.httpVersion,
                headers: {
                  host: request.headers.host,
                  userAgent: request.headers['user-agent'],
                  referer: request.headers.referer,
                  forwardedFor: single(request.headers['x-forwarded-for']),
                },
                status: response.writableFinished ? response.statusCode : 0,
                contentType: sent('content-type'),
                contentLength: sent('content-length'),
                bytesIn: requestLine + requestHead + 2 + (Number(request.headers['content-length']) || 0),
                bytesOut: socket.bytesWritten - writtenBefore,
              },
            });
          });
          next();
        });
      },
    },
  };
}
