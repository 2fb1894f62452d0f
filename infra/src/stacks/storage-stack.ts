import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { PUBLIC_PREFIX, TMP_PREFIX } from '@migralink/functions/uploads/purposes';
import { EDGE_LOG_DAYS, EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX } from '@migralink/functions/statistics/edge-log';
import type { StageConfig } from '../stage';

/**
 * `tmp/`: short-lived objects (exports, unchecked uploads), deleted by S3 after a day.
 * `media/`: checked files the public may see, served by CloudFront at `/media/*`.
 */
export { PUBLIC_PREFIX, TMP_PREFIX };

/** Days a replaced or deleted upload stays restorable. */
export const NONCURRENT_VERSION_DAYS = 30;

/**
 * The private uploads bucket: browsers upload with presigned requests, functions check and serve. And the private
 * bucket of the distribution's access logs, which the page-view count reads.
 */
export class StorageStack extends Stack {
  readonly uploads: Bucket;
  readonly edgeLogs: Bucket;

  constructor(scope: Construct, id: string, config: StageConfig, props: StackProps = {}) {
    super(scope, id, props);
    const destroy = !config.deletionProtection;
    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // A replaced or deleted file can be restored for a while; old versions expire (below).
      versioned: true,
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
        {
          id: 'expire-tmp',
          prefix: TMP_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroy,
    });

    // CloudFront's standard logs are delivered with an ACL that gives the bucket's owner the object: the bucket
    // must accept ACLs (CloudFront grants its log-delivery account write access when the distribution names it),
    // and with "owner preferred" each log object is the account's own, which the page-view count may read.
    this.edgeLogs = new Bucket(this, 'EdgeLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      lifecycleRules: [EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX].map((prefix) => ({
        id: `expire-${prefix.replace(/\/$/, '')}`,
        prefix,
        expiration: Duration.days(EDGE_LOG_DAYS),
      })),
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroy,
    });

    // CloudFront (Origin Access Control) may read checked files under media/, nothing else: not tmp/, not
    // documents. The condition names the account's distributions rather than the site's one: naming it would
    // make this stack depend on the site stack, which already depends on this one for the bucket.
    this.uploads.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploads.arnForObjects(`${PUBLIC_PREFIX}*`)],
        conditions: {
          ArnLike: {
            'AWS:SourceArn': this.formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: '*',
            }),
          },
        },
      }),
    );
  }
}
