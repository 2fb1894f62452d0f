import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage';

/** Prefix for short-lived objects (exports, unchecked uploads); S3 deletes them after a day. */
export const TMP_PREFIX = 'tmp/';

/** The private uploads bucket: browsers upload with presigned requests, functions check and serve. */
export class StorageStack extends Stack {
  readonly uploads: Bucket;

  constructor(scope: Construct, id: string, config: StageConfig, props: StackProps = {}) {
    super(scope, id, props);
    const destroy = !config.deletionProtection;
    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      cors: config.corsOrigins.length
        ? [
            {
              allowedOrigins: [...config.corsOrigins],
              allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET],
              allowedHeaders: ['*'],
              exposedHeaders: ['ETag'],
              maxAge: 3000,
            },
          ]
        : undefined,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-tmp', prefix: TMP_PREFIX, expiration: Duration.days(1) },
      ],
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroy,
    });
  }
}
