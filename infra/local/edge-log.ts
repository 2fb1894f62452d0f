import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { edgeLogKey, edgeLogTime, formatEdgeLog, type EdgeLogInput } from '@migralink/functions/statistics/edge-log';
import { LOCAL_CREDENTIALS } from './environment';

/**
 * The access log of the local site servers, which stand in for CloudFront: one line per request they answer,
 * in CloudFront's standard log format, shipped gzipped into the logs bucket of the S3 stand-in as
 * `edge/LOCAL.<YYYY-MM-DD-HH>.<unique>.gz`, where the page-view count reads them (`docs/product.md`,
 * "Page views and statistics"). Used by the dev server of `npm start` (`site-dev.ts`) and the browser tests'
 * built-site server (`test/built-site.ts`).
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

/** The distribution's name in the log objects' keys: CloudFront writes its id there. */
export const LOCAL_DISTRIBUTION = 'LOCAL';
/** The edge location a line names (CloudFront: `FRA56-P1` and the like). */
const LOCAL_EDGE_LOCATION = 'LOCAL';
/** Lines are shipped this long after the first one not shipped yet ("a few seconds"). */
export const SHIP_AFTER_MS = 3_000;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * A header of an answer as sent: `getHeader` knows only those set with `setHeader`, not those passed to
 * `writeHead` (a proxied answer's), so the head as written is read for them.
 */
export function sentHeader(response: ServerResponse, name: string): string | undefined {
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
  const socket = request.socket;
  const writtenBefore = socket.bytesWritten;
  response.once('close', () => {
    const head = request.rawHeaders.reduce((total, part, index) => total + part.length + (index % 2 ? 4 : 0), 0);
    const requestLine = `${request.method} ${request.url} HTTP/${request.httpVersion}\r\n`.length;
    done({
      at: Date.now(),
      ms: Date.now() - started,
      clientAddress: (socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
      clientPort: socket.remotePort ?? 0,
      method: request.method ?? 'GET',
      url: request.url ?? '/',
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

/** A request's log line, as CloudFront writes it: the query apart from the path, `-` for what is not known. */
export function edgeLogLine(answered: AnsweredRequest): EdgeLogInput {
  const queryAt = answered.url.indexOf('?');
  const result = answered.status >= 400 ? 'Error' : 'Miss';
  return {
    ...edgeLogTime(new Date(answered.at)),
    'x-edge-location': LOCAL_EDGE_LOCATION,
    'sc-bytes': answered.bytesOut,
    'c-ip': answered.clientAddress,
    'cs-method': answered.method,
    'cs(Host)': answered.headers.host,
    'cs-uri-stem': queryAt < 0 ? answered.url : answered.url.slice(0, queryAt),
    'sc-status': answered.status === 0 ? '000' : answered.status,
    'cs(Referer)': answered.headers.referer,
    'cs(User-Agent)': answered.headers.userAgent,
    'cs-uri-query': queryAt < 0 ? undefined : answered.url.slice(queryAt + 1),
    'x-edge-result-type': result,
    'x-edge-request-id': randomBytes(42).toString('base64url'),
    'x-host-header': answered.headers.host,
    'cs-protocol': 'http',
    'cs-bytes': answered.bytesIn,
    'time-taken': (answered.ms / 1000).toFixed(3),
    'x-forwarded-for': answered.headers.forwardedFor,
    'x-edge-response-result-type': result,
    'cs-protocol-version': `HTTP/${answered.httpVersion}`,
    'c-port': answered.clientPort,
    'x-edge-detailed-result-type': result,
    'sc-content-type': answered.contentType,
    'sc-content-len': answered.contentLength,
  };
}

/** Where the lines go: the S3 stand-in and its logs bucket. */
export interface EdgeLogTarget {
  /** The S3 stand-in's address. */
  readonly s3: string;
  readonly bucket: string;
}

export interface EdgeLog {
  /** Adds a request's line; it is shipped `SHIP_AFTER_MS` after the first line not shipped yet. */
  record(answered: AnsweredRequest): void;
  /** Ships the lines not shipped yet now; resolves once every line recorded so far is in the bucket. */
  ship(): Promise<void>;
  /** Ships what is left and records no more. */
  stop(): Promise<void>;
}

const gzipped = promisify(gzip);
const HOUR_MS = 60 * 60 * 1000;

/**
 * A local site server's access log: lines buffered and shipped as one object per hour of their time, a few
 * seconds after the first unshipped one, on `ship()` and on stop. Objects go one after the other, so one shipped
 * later is never in the bucket before one shipped earlier. A failed shipment is logged and its lines dropped
 * (the stand-in is gone: the platform is stopping).
 */
export function startEdgeLog(target: EdgeLogTarget, log: (line: string) => void = () => undefined): EdgeLog {
  const client = new S3Client({
    endpoint: target.s3,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  let pending: AnsweredRequest[] = [];
  let timer: NodeJS.Timeout | undefined;
  let shipping: Promise<void> = Promise.resolve();
  let stopped = false;

  const put = async (lines: AnsweredRequest[]) => {
    const byHour = new Map<number, AnsweredRequest[]>();
    for (const line of lines) {
      const hour = Math.floor(line.at / HOUR_MS) * HOUR_MS;
      const ofHour = byHour.get(hour) ?? [];
      ofHour.push(line);
      byHour.set(hour, ofHour);
    }
    for (const [hour, ofHour] of byHour) {
      const key = edgeLogKey(LOCAL_DISTRIBUTION, new Date(hour), randomUUID());
      const body = await gzipped(formatEdgeLog(ofHour.map(edgeLogLine)));
      await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: body }));
    }
  };
  const ship = () => {
    clearTimeout(timer);
    timer = undefined;
    const lines = pending;
    pending = [];
    if (lines.length > 0) {
      shipping = shipping.then(() =>
        put(lines).catch((error: unknown) =>
          log(`the site's access log: ${lines.length} lines lost: ${String(error)}`),
        ),
      );
    }
    return shipping;
  };
  return {
    record(answered) {
      if (stopped) return;
      pending.push(answered);
      timer ??= setTimeout(() => void ship(), SHIP_AFTER_MS);
    },
    ship,
    async stop() {
      stopped = true;
      await ship();
      client.destroy();
    },
  };
}
