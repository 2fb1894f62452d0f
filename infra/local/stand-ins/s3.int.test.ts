import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { EDGE_LOG_DAYS, EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX } from '@migralink/functions/statistics/edge-log';
import { localS3Client } from '../s3-client';
import { expireEdgeLogs } from './s3';

const endpoint = process.env.S3_ENDPOINT!;
const s3 = localS3Client(endpoint);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the S3 stand-in's lifecycle of the logs bucket", () => {
  it(`removes logs and counts older than ${EDGE_LOG_DAYS} days, and nothing else`, async () => {
    // A bucket of its own: the other tests' logs are in the platform's.
    const bucket = `expire-${randomUUID()}`;
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const keys = [
      `${EDGE_LOG_PREFIX}LOCAL.2026-11-28-10.a.gz`,
      `${PAGE_VIEW_COUNTS_PREFIX}2026-11-28.json`,
      'other/kept',
    ];
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'x' }));
    const left = async () =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(({ Key }) => Key).sort();

    expect(await expireEdgeLogs(endpoint, bucket)).toBe(0);
    expect(await left()).toEqual([...keys].sort());

    const later = new Date(Date.now() + (EDGE_LOG_DAYS + 1) * DAY_MS);
    expect(await expireEdgeLogs(endpoint, bucket, later)).toBe(2);
    expect(await left()).toEqual(['other/kept']);
  });
});
