import { existsSync } from 'node:fs';
import { Annotations, Aws, CfnOutput, Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { PUBLIC_PREFIX } from '@migralink/functions/uploads/purposes';
import { EDGE_HEADERS } from '@migralink/functions/http/edge';
import { EDGE_LOG_PREFIX } from '@migralink/functions/statistics/edge-log';
import { API_PATH_PREFIXES } from '@migralink/shared/routes';
import { SITE_DIST } from '../paths';
import { HASHED_ASSET_CACHE_CONTROL, HASHED_ASSET_FOLDERS } from '../site/hashed-assets';
import { errorPageResponses } from '../site/error-page';
import { SiteOrigin } from '../site/not-found-page';
import { SiteRebuild } from '../site/rebuild';
import { viewerRequestSource } from '../site/viewer-request';
import type { StageConfig } from '../stage';
import { originSecretName } from './api-stack';

export interface SiteStackProps extends StackProps {
  readonly api: IHttpApi;
  /** The uploads bucket (storage stack): its `media/` folder is served at `/media/*`. */
  readonly uploads: IBucket;
  /** Where the distribution writes its access logs (storage stack), under `edge/`: page views are counted from them. */
  readonly edgeLogs: IBucket;
  /** The table (data stack): the site rebuild check reads when the public catalogue last changed, the build its pages' data. */
  readonly table: ITableV2;
  /** Where the built site is; deployed only when it exists, so synth works without a build. */
  readonly siteDist?: string;
  /** The web ACL (edge stack, us-east-1) in front of the distribution. */
  readonly webAclArn?: string;
}

/**
 * The site bucket and the CloudFront distribution in front of it and of the API.
 * The bucket lives here, beside the distribution: its policy names the
 * distribution, which a bucket in another stack could not do without a cycle.
 */
export class SiteStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, config: StageConfig, props: SiteStackProps) {
    const { api, uploads, edgeLogs, table, siteDist = SITE_DIST, webAclArn, ...stackProps } = props;
    super(scope, id, stackProps);
    const prod = config.stage === 'prod';

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: !config.deletionProtection,
    });

    const securityHeadersBehavior = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365 * 2),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    };
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', { securityHeadersBehavior });

    // Files whose names change with their content (`../site/hashed-assets.ts`): kept for a year.
    const hashedAssetHeaders = new ResponseHeadersPolicy(this, 'HashedAssetHeaders', {
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: HASHED_ASSET_CACHE_CONTROL, override: true }],
      },
    });

    // The API decides what may be cached (Cache-Control); without a max-age nothing is.
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: 'Honours the API Cache-Control; keys on locale, currency, token and query',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      // Authorization must be in the key for CloudFront to forward it; it also keeps answers per user apart.
      headerBehavior: CacheHeaderBehavior.allowList('X-Localization', 'X-Currency', 'Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const cleanUrls = new CloudFrontFunction(this, 'CleanUrls', {
      comment: 'Redirects / to a locale; serves /path and /path/ from index.html',
      code: FunctionCode.fromInline(viewerRequestSource()),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiDomain = `${api.apiId}.execute-api.${this.region}.${Aws.URL_SUFFIX}`;
    const apiOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // Replaces any viewer header of that name; the functions refuse requests without it (only CloudFront may call).
      customHeaders: { [EDGE_HEADERS.originVerify]: originVerifyValue(config).unsafeUnwrap() },
    });
    const siteOrigin = new SiteOrigin(this, 'SiteOrigin', {
      bucket: this.bucket,
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });

    const mediaOrigin = mediaOriginOf(this, uploads);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.stage} site and API`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: prod ? PriceClass.PRICE_CLASS_ALL : PriceClass.PRICE_CLASS_100,
      webAclId: webAclArn,
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate: config.certificateArn
        ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
        : undefined,
      // Standard logs, without cookies (they would carry the session token): the page-view count reads them.
      enableLogging: true,
      logBucket: edgeLogs,
      logFilePrefix: EDGE_LOG_PREFIX,
      logIncludesCookies: false,
      // A 5xx of any origin, the API's included, shows the site's error page (`../site/error-page.ts`).
      errorResponses: errorPageResponses(),
      defaultBehavior: {
        origin: siteOrigin.origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: cleanUrls, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // `/v1/*` and the older `/auth/*` go to the HTTP API.
      additionalBehaviors: Object.fromEntries(
        API_PATH_PREFIXES.map((prefix) => [
          `${prefix}*`,
          {
            origin: apiOrigin,
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            allowedMethods: AllowedMethods.ALLOW_ALL,
            cachePolicy: apiCache,
            // All viewer headers but Host (API Gateway routes on its own host), plus CloudFront-Viewer-Country.
            originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
            responseHeadersPolicy: securityHeaders,
          },
        ]),
      ),
    });
    // Checked uploads (avatars, logos) from the uploads bucket; its policy lets CloudFront read `media/*` only.
    this.distribution.addBehavior(`/${PUBLIC_PREFIX}*`, mediaOrigin, {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
    });

    for (const folder of HASHED_ASSET_FOLDERS) {
      this.distribution.addBehavior(`/${folder}/*`, siteOrigin.origin, {
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: hashedAssetHeaders,
      });
    }

    if (existsSync(siteDist)) {
      new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(siteDist)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }

    if (config.siteRebuildMinutes > 0) {
      new SiteRebuild(this, 'Rebuild', {
        bucket: this.bucket,
        distribution: this.distribution,
        siteUrl: config.siteUrl,
        everyMinutes: config.siteRebuildMinutes,
        table,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
      });
    }

    new CfnOutput(this, 'DistributionDomain', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'SiteUrl', {
      value: `https://${config.domainName ?? this.distribution.distributionDomainName}`,
    });
  }
}

/**
 * The origin secret's value as a dynamic reference, resolved by CloudFormation
 * when the distribution is deployed. `originVerifyVersion` (context) pins the
 * version: passing the new version id after a rotation changes the template, so
 * the deployment updates the header (see README, "Only CloudFront reaches the API").
 */
function originVerifyValue(config: StageConfig): SecretValue {
  return SecretValue.secretsManager(originSecretName(config), { versionId: config.originVerifyVersion });
}

/** CDK's id of the warning that it cannot add the distribution to an imported bucket's policy. */
const IMPORTED_BUCKET_POLICY_WARNING = '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac';

/**
 * The uploads bucket as an origin, read through Origin Access Control.
 *
 * The bucket is re-imported here by its attributes on purpose: given the
 * bucket itself, CDK would add a statement naming this distribution to the
 * bucket's policy in the storage stack, and the two stacks would reference
 * each other (storage → distribution id, site → bucket name): a cycle. The
 * storage stack instead lets the CloudFront service read `media/*` for the
 * account's distributions (see its `CloudFrontReadsMedia` statement), so the
 * reference runs one way only, site → storage.
 */
function mediaOriginOf(scope: Stack, uploads: IBucket) {
  const imported = Bucket.fromBucketAttributes(scope, 'UploadsBucket', {
    bucketArn: uploads.bucketArn,
    bucketName: uploads.bucketName,
    bucketRegionalDomainName: uploads.bucketRegionalDomainName,
  });
  Annotations.of(scope).acknowledgeWarning(
    IMPORTED_BUCKET_POLICY_WARNING,
    'The storage stack grants CloudFront s3:GetObject on media/* of the uploads bucket',
  );
  return S3BucketOrigin.withOriginAccessControl(imported, { originAccessLevels: [AccessLevel.READ] });
}
