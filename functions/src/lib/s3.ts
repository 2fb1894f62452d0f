import type * as S3Sdk from '@aws-sdk/client-s3';
import { config } from './config';
import { onFirstUse } from './first-use';

/** A bucket with the S3 client and the SDK's commands. */
export interface Bucket {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
  name: string;
}

/**
 * The S3 client, created on first use and kept for the container's life. The
 * SDK is imported here, lazily: only the functions that touch a bucket load it,
 * and only when they do, so it adds nothing to the cold start of the rest.
 *
 * Locally the endpoint is the S3 stand-in, addressed by path (`host/bucket/key`);
 * in AWS there is none and the SDK addresses the bucket by its own host name.
 * Checksums only where S3 requires them: presigned requests would otherwise
 * carry an empty-body checksum the browser's upload cannot match.
 */
const s3: () => Promise<Omit<Bucket, 'name'>> = /* @__PURE__ */ onFirstUse(async () => {
  const sdk = await import('@aws-sdk/client-s3');
  const local = config.endpoints.s3;
  const client = new sdk.S3Client({
    region: config.region,
    ...(local ? { endpoint: local, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client };
});

/** A bucket named by a setting, which must be set (its variable's name in the error). */
async function bucket(name: string | undefined, variable: string): Promise<Bucket> {
  if (!name) throw new Error(`Environment variable ${variable} is required`);
  return { ...(await s3()), name };
}

/** The uploads bucket: logos, avatars, documents, exports. */
export const uploadsBucket = (): Promise<Bucket> => bucket(config.uploadsBucket, 'UPLOADS_BUCKET');

/** CloudFront's access logs, and the page-view counts last written from them (`src/statistics/README.md`). */
export const edgeLogsBucket = (): Promise<Bucket> => bucket(config.edgeLogsBucket, 'EDGE_LOGS_BUCKET');
