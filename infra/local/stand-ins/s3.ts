import { mkdirSync } from 'node:fs';
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { EDGE_LOG_DAYS, EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX } from '@migralink/functions/statistics/edge-log';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { LOCAL_CREDENTIALS } from '../environment';
import { LOOPBACK, loopbackUrl } from '../settings';
import type { RunningService } from './dynamodb-local';
import { localS3Client } from '../s3-client';

/** The browser uploads straight to the bucket from the site's origins, as the storage stack allows in AWS. */
function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * An S3-compatible server (s3rver) with the uploads bucket and the bucket of the site's access logs
 * (`edge-log.ts`), its objects kept as files in `dataDir`.
 */
export async function startS3(
  port: number,
  dataDir: string,
  buckets: { uploads: string; edgeLogs: string },
  corsOrigins: readonly string[],
): Promise<RunningService> {
  mkdirSync(dataDir, { recursive: true });
  // s3rver knows only its own access key and refuses others (403) before it looks at anything else;
  // it checks no V4 signature, so the key the functions sign with only has to be known.
  DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const server = new S3rver({
    address: LOOPBACK,
    port,
    directory: dataDir,
    silent: true,
    configureBuckets: [
      { name: buckets.uploads, configs: [corsConfiguration(corsOrigins)] },
      { name: buckets.edgeLogs, configs: [] },
    ],
  });
  await server.run();
  const endpoint = loopbackUrl(port);
  await expireEdgeLogs(endpoint, buckets.edgeLogs);
  return { endpoint, stop: () => server.close() };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The logs bucket's lifecycle (the storage stack's: logs and counts kept `EDGE_LOG_DAYS` days), which s3rver has
 * not: applied at each start, so that a data folder kept for weeks does not make every count's listing longer.
 * Answers how many objects went.
 */
export async function expireEdgeLogs(endpoint: string, bucket: string, now = new Date()): Promise<number> {
  const client = localS3Client(endpoint);
  const before = now.getTime() - EDGE_LOG_DAYS * DAY_MS;
  let expired = 0;
  try {
    for (const prefix of [EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX]) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const old = (page.Contents ?? []).filter(({ LastModified }) => (LastModified?.getTime() ?? 0) < before);
        if (old.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: old.map(({ Key }) => ({ Key })) } }),
          );
          expired += old.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  } finally {
    client.destroy();
  }
  return expired;
}
