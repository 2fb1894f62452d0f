import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a local site server knows of a request once it has answered it: the local stand-in for CloudFront writes
 * its access-log line from it (`infra/local/edge-log.ts`). Here, beside the dev server's hook
 * (`dev-access-log.ts`), so that the dev server and the browser tests' built-site server read a request the same way.
 */

/** What a site server knows of a request once it has answered it; a log line is written from it. */
export interface AnsweredRequest {
  /** When the answer was finished, or the client went away (ms since the epoch). */
  readonly at: number;
  /** From the request's arrival to the answer's end. */
  readonly ms: number;
  readonly clientAddress: string;
  readonly clientPort: number;
  readonly method: string;
  /** As requested: path and query. */
  readonly url: string;
  readonly httpVersion: string;
  readonly headers: {
    readonly host?: string;
    readonly userAgent?: string;
    readonly referer?: string;
    readonly forwardedFor?: string;
  };
  /** The answer's status; 0 when the client went away before the whole answer was sent. */
  readonly status: number;
  readonly contentType?: string;
  readonly contentLength?: string;
  /** The request's bytes (its head as written, and its body's declared length). */
  readonly bytesIn: number;
  /** The bytes sent for the answer, head included. */
  readonly bytesOut: number;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * A header of an answer as sent: `getHeader` knows only those set with `setHeader`, not those passed to
 * `writeHead` (a proxied answer's), so the head as written is read for them.
 */
function sentHeader(response: ServerResponse, name: string): string | undefined {
  const set = response.getHeader(name);
  if (set !== undefined) return Array.isArray(set) ? set.join(', ') : String(set);
  const head = (response as unknown as { _header?: string | null })._header ?? '';
  return new RegExp(`^${name}:[ \\t]*(.*?)\\r?$`, 'im').exec(head)?.[1];
}

/**
 * Calls `done` with the request's facts once `response` is done with: finished, or its client gone before the
 * whole answer was sent (status 0, which CloudFront writes `000`).
 */
export function onAnswered(
  request: IncomingMessage,
  response: ServerResponse,
  done: (answered: AnsweredRequest) => void,
): void {
  const started = Date.now();
  // As requested: a server may rewrite `request.url` on its way (the dev server's certificate pages do).
  const url = request.url ?? '/';
  const socket = request.socket;
  const writtenBefore = socket.bytesWritten;
  response.once('close', () => {
    const head = request.rawHeaders.reduce((total, part, index) => total + part.length + (index % 2 ? 4 : 0), 0);
    const requestLine = `${request.method} ${url} HTTP/${request.httpVersion}\r\n`.length;
    done({
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
      contentType: sentHeader(response, 'content-type'),
      contentLength: sentHeader(response, 'content-length'),
      bytesIn: requestLine + head + 2 + (Number(request.headers['content-length']) || 0),
      bytesOut: socket.bytesWritten - writtenBefore,
    });
  });
}
