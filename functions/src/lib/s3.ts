import type * as S3Sdk from '@aws-sdk/client-s3';
import { config } from './config';
import { onFirstUse } from './first-use';

/** The uploads bucket with its client and the SDK's commands. */
export interface UploadsBucket {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
  name: string;
}

/**
 * The S3 client for the uploads bucket, created on first use and kept for the
 * container's life. The SDK is imported here, lazily: only the routes that
 * touch the bucket load it, and only when they do, so it adds nothing to the
 * cold start of the rest.
 *
 * Locally the endpoint is the S3 stand-in, addressed by path (`host/bucket/key`);
 * in AWS there is none and the SDK addresses the bucket by its own host name.
 * Checksums only where S3 requires them: presigned requests would otherwise
 * carry an empty-body checksum the browser's upload cannot match.
 */
export const uploadsBucket: () => Promise<UploadsBucket> = /* @__PURE__ */ onFirstUse(load);

async function load(): Promise<UploadsBucket> {
  if (!config.uploadsBucket) throw new Error('Environment variable UPLOADS_BUCKET is required');
  const sdk = await import('@aws-sdk/client-s3');
  const local = config.endpoints.s3;
  const client = new sdk.S3Client({
    region: config.region,
    ...(local ? { endpoint: local, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client, name: config.uploadsBucket };
}
