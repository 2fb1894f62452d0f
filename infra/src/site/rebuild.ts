import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration, IgnoreMode } from 'aws-cdk-lib';
import {
  BuildSpec,
  Cache,
  ComputeType,
  LinuxArmBuildImage,
  LocalCacheMode,
  Project,
  Source,
} from 'aws-cdk-lib/aws-codebuild';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Construct } from 'constructs';
import { STACK_BUNDLES_DIR } from '../bundling';
import { HandlerCode } from '../handler-code';
import { REPO_ROOT } from '../paths';
import { RouteFunction } from '../route-function';

export interface SiteRebuildProps {
  readonly bucket: IBucket;
  readonly distribution: Distribution;
  /** The site's public address, as the API functions have it (`SITE_URL`: the articles' feed names its pages). */
  readonly siteUrl: string;
  /** Minutes between checks whether the public catalogue changed since the last build. */
  readonly everyMinutes: number;
  /**
   * The table: the check reads the catalogue's last change from it (`functions/src/data/site-build.ts`), and the
   * build reads the pages' data from it through its own API server (`build-run.ts`), which may only read it.
   */
  readonly table: ITableV2;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The build's machine: ARM (Graviton), small (2 vCPUs, 4 GB), Amazon Linux 2023. The cheapest CodeBuild compute the
 * build fits on with room to spare; measured and weighed in `infra/src/README.md`, "Site builds follow publications".
 * The lockfile must carry the linux-arm64 builds of the native packages the build loads (`rebuild.test.ts`).
 */
export const BUILD_ENVIRONMENT = {
  buildImage: LinuxArmBuildImage.AMAZON_LINUX_2023_STANDARD_3_0,
  computeType: ComputeType.SMALL,
} as const;

/**
 * The build's JavaScript heap limit, set rather than left to V8, which sizes it from the machine's memory: on
 * 4 GB its guess would sit near the build's peak. 2.5 GB leaves the rest to the processes beside it.
 */
export const BUILD_HEAP_MB = 2560;

/**
 * The build's own API server's functions log warnings and errors only: a line per request (~90,000 a build at
 * 10,000 companies) would tell nothing the build's own log does not.
 */
export const BUILD_API_ENVIRONMENT = { LOG_LEVEL: { value: 'warn' } } as const;

/**
 * npm's download cache, kept between builds on the build's host (CodeBuild's local custom cache: best effort, so a
 * build after a quiet spell may find it empty and downloads as before); `npm ci` then takes the packages from it.
 */
export const NPM_CACHE_PATH = '/root/.npm/**/*';

/** What never goes into the build's source: whatever git ignores, and git itself. */
function sourceExcludes(): string[] {
  const ignored = readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return ['.git', ...ignored];
}

/**
 * Rebuilds the site when the public catalogue changed, so that the pages of
 * what was published since the last build are pre-built within minutes (until
 * then the 404 page shows them live at their addresses). A CodeBuild project
 * builds the deployed source, reading its data from the table through an API server of its own
 * (`build-run.ts`: the public read routes' very handlers, never the deployed API), uploads the files that changed into
 * the site bucket and invalidates their paths on CloudFront; a scheduled check starts it when a reindex
 * marked the catalogue changed. One build runs at a time; a check during a
 * build starts the next one later.
 */
export class SiteRebuild extends Construct {
  readonly project: Project;

  constructor(scope: Construct, id: string, props: SiteRebuildProps) {
    super(scope, id);
    const source = new Asset(this, 'Source', {
      path: REPO_ROOT,
      ignoreMode: IgnoreMode.GIT,
      exclude: sourceExcludes(),
    });

    this.project = new Project(this, 'Project', {
      description: 'Builds the site from the table and publishes it',
      source: Source.s3({ bucket: source.bucket, path: source.s3ObjectKey }),
      environment: BUILD_ENVIRONMENT,
      concurrentBuildLimit: 1,
      cache: Cache.local(LocalCacheMode.CUSTOM),
      timeout: Duration.minutes(30),
      environmentVariables: {
        // What the public read routes' functions read (api-stack.ts gives them the same): the table, the site's
        // address; no secret, since nothing stands in front of the build's own server. The region is CodeBuild's.
        ...BUILD_API_ENVIRONMENT,
        TABLE_NAME: { value: props.table.tableName },
        SITE_URL: { value: props.siteUrl },
        SITE_BUCKET: { value: props.bucket.bucketName },
        DISTRIBUTION_ID: { value: props.distribution.distributionId },
        NODE_OPTIONS: { value: `--max-old-space-size=${BUILD_HEAP_MB}` },
      },
      logging: {
        cloudWatch: {
          logGroup: new LogGroup(this, 'Logs', {
            retention: props.logRetention,
            removalPolicy: props.removalPolicy,
          }),
        },
      },
      buildSpec: BuildSpec.fromObject({
        version: '0.2',
        phases: {
          install: { commands: ['npm ci --no-audit --no-fund --prefer-offline'] },
          // The build's own API on 127.0.0.1 in front of the table, `npm run build -w site` against it.
          build: { commands: ['npx tsx infra/src/site/build-run.ts'] },
          post_build: {
            // Only the files whose bytes changed, the files pages name before the pages, then the removal of
            // what is gone, then the changed paths' caches (`publish.ts`).
            commands: ['npx tsx infra/src/site/publish-run.ts site/dist'],
          },
        },
        cache: { paths: [NPM_CACHE_PATH] },
      }),
    });
    source.grantRead(this.project);
    // The build reads the catalogue (GetItem, BatchGetItem, Query on the table and its indexes), never writes it.
    props.table.grantReadData(this.project);
    props.bucket.grantReadWrite(this.project);
    props.bucket.grantDelete(this.project);
    props.distribution.grantCreateInvalidation(this.project);

    // The check: a small function reads when the catalogue last changed and starts a build if it did since the
    // last one started. A burst of publications costs one build; a quiet catalogue costs no build at all.
    const code = new HandlerCode(this, [SITE_REBUILD_HANDLER], path.join(STACK_BUNDLES_DIR, '..', 'site-jobs'));
    const check = new RouteFunction(this, 'Check', {
      handlerModule: SITE_REBUILD_HANDLER,
      code,
      description: 'Starts a site build when the public catalogue changed since the last one',
      timeout: Duration.seconds(30),
      environment: { TABLE_NAME: props.table.tableName, SITE_BUILD_PROJECT: this.project.projectName },
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
    });
    check.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [props.table.tableArn] }),
    );
    check.addToRolePolicy(
      new PolicyStatement({ actions: ['codebuild:StartBuild'], resources: [this.project.projectArn] }),
    );

    new Rule(this, 'Schedule', {
      description: 'Checks whether the site needs a build, so newly published pages follow within minutes',
      schedule: Schedule.rate(Duration.minutes(props.everyMinutes)),
      targets: [new LambdaFunction(check)],
    });
  }
}

/** The function that checks and starts (functions/src/handlers/system/site-rebuild.ts). */
export const SITE_REBUILD_HANDLER = 'system/site-rebuild';
