import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { eachAtMost } from '@migralink/shared/each-at-most';
import { MANIFEST_KEY, planPublish, type Manifest, type PublishPlan } from './publish-plan';

/** Media types of the files a site build writes; anything else goes out as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';

/** How many uploads run at once. */
const UPLOADS_AT_ONCE = 16;

export interface PublishTarget {
  client: S3Client;
  bucket: string;
  /** Asks the CDN to forget these paths (CloudFront in AWS). */
  invalidate(paths: readonly string[]): Promise<void>;
}

/**
 * Publishes a built site: uploads only the files whose bytes changed since the last publication
 * (`planPublish`), removes those the build no longer has, records what it published, then invalidates
 * the changed pages' paths. A build that changed nothing uploads nothing and invalidates nothing.
 */
export async function publishSite(dir: string, target: PublishTarget): Promise<PublishPlan> {
  const sdk = await import('@aws-sdk/client-s3');
  const built = await hashFiles(dir);
  const [published, stored] = await Promise.all([readManifest(target, sdk), storedKeys(target, sdk)]);
  const plan = planPublish(built, published, stored);
  await eachAtMost(UPLOADS_AT_ONCE, plan.upload, async (key) =>
    target.client.send(
      new sdk.PutObjectCommand({
        Bucket: target.bucket,
        Key: key,
        Body: await readFile(path.join(dir, key)),
        ContentType: contentTypeOf(key),
      }),
    ),
  );
  for (let start = 0; start < plan.remove.length; start += 1000) {
    const batch = plan.remove.slice(start, start + 1000).map((Key) => ({ Key }));
    await target.client.send(new sdk.DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch } }));
  }
  await target.client.send(
    new sdk.PutObjectCommand({
      Bucket: target.bucket,
      Key: MANIFEST_KEY,
      Body: JSON.stringify(built),
      ContentType: 'application/json',
    }),
  );
  if (plan.invalidate.length) await target.invalidate(plan.invalidate);
  return plan;
}

/** Every file under `dir` by its bucket key (`en/about/index.html`) → the SHA-256 of its bytes. */
export async function hashFiles(dir: string): Promise<Manifest> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const keys = files.map((file) => path.relative(dir, path.join(file.parentPath, file.name)).split(path.sep).join('/'));
  const hashes: Record<string, string> = {};
  await eachAtMost(UPLOADS_AT_ONCE, keys, async (key) => {
    hashes[key] = createHash('sha256')
      .update(await readFile(path.join(dir, key)))
      .digest('base64url');
  });
  return hashes;
}

type Sdk = typeof S3Sdk;

/** The last publication's manifest; none (everything is uploaded) when it is missing or unreadable. */
async function readManifest({ client, bucket }: PublishTarget, sdk: Sdk): Promise<Manifest> {
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
    const manifest: unknown = JSON.parse((await object.Body?.transformToString()) ?? '');
    return isManifest(manifest) ? manifest : {};
  } catch (error) {
    if (error instanceof sdk.NoSuchKey || error instanceof SyntaxError) return {};
    throw error;
  }
}

const isManifest = (value: unknown): value is Manifest =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((hash) => typeof hash === 'string');

async function storedKeys({ client, bucket }: PublishTarget, sdk: Sdk): Promise<Set<string>> {
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}
