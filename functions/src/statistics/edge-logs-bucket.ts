import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { edgeLogsBucket } from '#lib/s3';
import { EDGE_LOG_PREFIX, edgeLogDay, edgeLogReader, type EdgeLogEntry } from './edge-log';
import { dayCountJson, parseDayCount, type DayCount } from './page-view-state';

/**
 * The logs bucket as the page-view count reads and writes it: CloudFront's log
 * objects under `edge/`, and each day's count so far, `page-view-counts/<YYYY-MM-DD>.json`.
 */

/** The keys of the log objects of `days`, in key order (by distribution, then hour): one LIST per 1,000 objects. */
export async function listEdgeLogs(days: readonly string[]): Promise<string[]> {
  const { sdk, client, name } = await edgeLogsBucket();
  const wanted = new Set(days);
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: name, Prefix: EDGE_LOG_PREFIX, ContinuationToken: token }),
    );
    for (const { Key } of page.Contents ?? []) {
      const day = Key && edgeLogDay(Key);
      if (day && wanted.has(day)) found.push(Key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found.sort();
}

/**
 * Hands each request of a gzip log object to `onEntry`, streamed (one line in
 * memory at a time). Answers false, having read what it could, when the object
 * is no valid gzip; any other failure (the network's) throws.
 */
export async function readEdgeLog(key: string, onEntry: (entry: EdgeLogEntry) => void): Promise<boolean> {
  const { sdk, client, name } = await edgeLogsBucket();
  const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: name, Key: key }));
  if (!Body) return true;
  const body = Body as Readable;
  const gunzip = createGunzip();
  const input = body.on('error', (error) => gunzip.destroy(error)).pipe(gunzip);
  const read = edgeLogReader();
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      const entry = read(line);
      if (entry) onEntry(entry);
    }
    return true;
  } catch (error) {
    if (!isZlibError(error)) throw error;
    return false;
  } finally {
    // What a broken object left unread is let go, with its connection.
    body.destroy();
  }
}

const isZlibError = (error: unknown) => /^Z_/.test(String((error as { code?: unknown } | undefined)?.code));

const countKey = (day: string) => `page-view-counts/${day}.json`;

/**
 * A day's count so far (`page-view-state.ts`): undefined when there is none
 * (nothing counted yet, or expired), or it is broken (`broken`: the day is
 * then counted again from its logs).
 */
export async function readDayCount(day: string): Promise<{ counted?: DayCount; broken?: boolean }> {
  const { sdk, client, name } = await edgeLogsBucket();
  let text: string;
  try {
    const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: name, Key: countKey(day) }));
    text = (await Body?.transformToString()) ?? '';
  } catch (error) {
    if (isMissing(error)) return {};
    throw error;
  }
  const counted = parseDayCount(day, text);
  return counted ? { counted } : { broken: true };
}

/** Keeps a day's count so far. */
export async function saveDayCount(counted: DayCount): Promise<void> {
  const { sdk, client, name } = await edgeLogsBucket();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: name,
      Key: countKey(counted.day),
      Body: dayCountJson(counted),
      ContentType: 'application/json',
    }),
  );
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
