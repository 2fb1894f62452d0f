import { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS } from './environment';

/** A client of the local S3 stand-in at `endpoint`: path-style addresses, the local credentials. */
export const localS3Client = (endpoint: string): S3Client =>
  new S3Client({ endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
