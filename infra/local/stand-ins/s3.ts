import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { LOCAL_CREDENTIALS } from '../environment';
import { LOOPBACK, loopbackUrl } from '../settings';
import type { RunningService } from './dynamodb-local';

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
  return { endpoint: loopbackUrl(port), stop: () => server.close() };
}
