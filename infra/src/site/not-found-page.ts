import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Architecture, Code, Function, FunctionUrlAuthType, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LOCALES } from '@migralink/shared/locales';

/** The page the site build writes for unknown paths without a language. */
export const NOT_FOUND_PAGE = '404.html';

/** The not-found page of an address: its language's (`/ru/…` → `ru/404/index.html`), else the one without. */
export function notFoundPageKey(pathname: string): string {
  const locale = pathname.split('/')[1];
  return LOCALES.some((code) => code === locale) ? `${locale}/404/index.html` : NOT_FOUND_PAGE;
}

/**
 * Answers every request with the not-found page of its address's language
 * (`notFoundPageKey`, inlined) and status 404; each page is read once per container.
 */
export const SOURCE = `const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
const s3 = new S3Client({});
const LOCALES = ${JSON.stringify(LOCALES)};
const pages = new Map();
const pageKey = (pathname) => {
  const locale = pathname.split('/')[1];
  return LOCALES.includes(locale) ? locale + '/404/index.html' : process.env.PAGE;
};
exports.handler = async (event) => {
  const key = pageKey(event.rawPath || '/');
  if (!pages.has(key)) {
    pages.set(key, s3.send(new GetObjectCommand({ Bucket: process.env.BUCKET, Key: key }))
      .then((object) => object.Body.transformToString())
      .catch(() => { pages.delete(key); return 'Not found'; }));
  }
  return { statusCode: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' }, body: await pages.get(key) };
};
`;

export interface SiteOriginProps {
  readonly bucket: IBucket;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The site's origin: the private bucket through Origin Access Control, failing
 * over to a tiny function that serves the not-found page of the address's
 * language with status 404 when the bucket has no such object (S3 answers 403
 * or 404).
 *
 * Why not the distribution's custom error responses: CloudFront applies them to
 * every behaviour, so the API's own 403 and 404 answers under `/v1/*` would be
 * replaced by the HTML page and lose the API's error shape. The failover lives
 * on the site behaviour only.
 */
export class SiteOrigin extends Construct {
  readonly origin: IOrigin;

  constructor(scope: Construct, id: string, props: SiteOriginProps) {
    super(scope, id);
    const page = new Function(this, 'NotFoundPage', {
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(SOURCE),
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { BUCKET: props.bucket.bucketName, PAGE: NOT_FOUND_PAGE },
      logGroup: new LogGroup(this, 'NotFoundPageLogs', {
        retention: props.logRetention,
        removalPolicy: props.removalPolicy,
      }),
    });
    page.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [NOT_FOUND_PAGE, ...LOCALES.map((locale) => notFoundPageKey(`/${locale}/`))].map((key) =>
          props.bucket.arnForObjects(key),
        ),
      }),
    );
    const url = page.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    this.origin = new OriginGroup({
      primaryOrigin: S3BucketOrigin.withOriginAccessControl(props.bucket),
      fallbackOrigin: FunctionUrlOrigin.withOriginAccessControl(url),
      fallbackStatusCodes: [403, 404],
    });
  }
}
