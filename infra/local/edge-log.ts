import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { edgeLogKey, edgeLogTime, formatEdgeLog, type EdgeLogInput } from '@migralink/functions/statistics/edge-log';
import type { AnsweredRequest } from '../../site/build/answered-request';
import { localS3Client } from './s3-client';

/**
 * The access log of the local site servers, which stand in for CloudFront: one line per request they answer,
 * in CloudFront's standard log format, shipped gzipped into the logs bucket of the S3 stand-in as
 * `edge/LOCAL.<YYYY-MM-DD-HH>.<unique>.gz`, where the page-view count reads them (`docs/product.md`,
 * "Page views and statistics"). Used by the dev server of `npm start` (`site-dev.ts`) and the browser tests'
 * built-site server (`test/built-site.ts`).
 */

/** The distribution's name in the log objects' keys: CloudFront writes its id there. */
export const LOCAL_DISTRIBUTION = 'LOCAL';
/** The edge location a line names (CloudFront: `FRA56-P1` and the like). */
const LOCAL_EDGE_LOCATION = 'LOCAL';
/** Lines are shipped this long after the first one not shipped yet ("a few seconds"). */
const SHIP_AFTER_MS = 3_000;

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
  const client = localS3Client(target.s3);
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
