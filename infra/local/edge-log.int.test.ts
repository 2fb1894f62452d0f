import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { EDGE_LOG_PREFIX, edgeLogDay, parseEdgeLog } from '@migralink/functions/statistics/edge-log';
import type { AnsweredRequest } from '../../site/build/answered-request';
import { LOCAL_DISTRIBUTION, startEdgeLog } from './edge-log';
import { localS3Client } from './s3-client';

const target = { s3: process.env.S3_ENDPOINT!, bucket: process.env.EDGE_LOGS_BUCKET! };
const s3 = localS3Client(target.s3);

const answered = (url: string, at: Date): AnsweredRequest => ({
  at: at.getTime(),
  ms: 12,
  clientAddress: '127.0.0.1',
  clientPort: 50_000,
  method: 'GET',
  url,
  httpVersion: '1.1',
  headers: { host: '127.0.0.1:4321', userAgent: 'Mozilla/5.0 (test)' },
  status: 200,
  bytesIn: 120,
  bytesOut: 2_000,
});

/**
 * The local servers' log objects in the bucket and the paths of their lines, by key (other tests put the
 * objects of other distributions there, some of them broken on purpose).
 */
async function shipped(): Promise<Map<string, string[]>> {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({ Bucket: target.bucket, Prefix: `${EDGE_LOG_PREFIX}${LOCAL_DISTRIBUTION}.` }),
  );
  const objects = new Map<string, string[]>();
  for (const { Key } of Contents) {
    const object = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key }));
    const text = gunzipSync(await object.Body!.transformToByteArray()).toString();
    objects.set(
      Key!,
      parseEdgeLog(text).map((entry) => entry['cs-uri-stem']),
    );
  }
  return objects;
}

const objectsWith = (objects: Map<string, string[]>, path: string) =>
  [...objects].filter(([, paths]) => paths.includes(path));

describe("the local site servers' access log in the logs bucket", () => {
  it('ships the lines of each hour as a gzipped object named as CloudFront names them, on ship()', async () => {
    const edgeLog = startEdgeLog(target);
    const [first, second, nextHour] = [1, 2, 3].map(() => `/en/company/test-${randomUUID().slice(0, 8)}/`);
    edgeLog.record(answered(first!, new Date('2026-11-27T23:59:58Z')));
    edgeLog.record(answered(second!, new Date('2026-11-27T23:59:59Z')));
    edgeLog.record(answered(nextHour!, new Date('2026-11-28T00:00:01Z')));
    await edgeLog.ship();
    const objects = await shipped();
    const [[lastHourKey, lastHour]] = objectsWith(objects, first!) as [[string, string[]]];
    expect(lastHour).toEqual([first, second]);
    expect(lastHourKey).toMatch(/^edge\/LOCAL\.2026-11-27-23\.[0-9a-f-]{36}\.gz$/);
    const [[nextHourKey]] = objectsWith(objects, nextHour!) as [[string, string[]]];
    expect(edgeLogDay(nextHourKey)).toBe('2026-11-28');
    await edgeLog.stop();
  });

  it('ships by itself a few seconds after the first line not shipped yet, and what is left on stop', async () => {
    const edgeLog = startEdgeLog(target);
    const [early, late] = [1, 2].map(() => `/en/service/${randomUUID()}/`);
    edgeLog.record(answered(early!, new Date()));
    await expect.poll(async () => objectsWith(await shipped(), early!).length, { timeout: 15_000 }).toBe(1);
    edgeLog.record(answered(late!, new Date()));
    await edgeLog.stop();
    expect(objectsWith(await shipped(), late!)).toHaveLength(1);
  });
});
