import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration, IgnoreMode } from 'aws-cdk-lib';
import { BuildSpec, ComputeType, LinuxBuildImage, Project, Source } from 'aws-cdk-lib/aws-codebuild';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { CodeBuildProject } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths';

export interface SiteRebuildProps {
  readonly bucket: IBucket;
  readonly distribution: Distribution;
  /** Base URL of the API the build reads the landing pages and companies from. */
  readonly apiUrl: string;
  /** Minutes between rebuilds. */
  readonly everyMinutes: number;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** What never goes into the build's source: whatever git ignores, and git itself. */
function sourceExcludes(): string[] {
  const ignored = readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return ['.git', ...ignored];
}

/**
 * Rebuilds the site on a schedule, so that SEO landing pages and company
 * pages of companies published after a deployment appear without one (until
 * then the search finds them and the 404 page forwards to their live page).
 * A CodeBuild project builds the deployed source against the API, syncs the
 * pages into the site bucket and invalidates CloudFront. One build runs at a
 * time; a schedule tick during a build is dropped.
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
      description: 'Builds the site against the API and publishes it',
      source: Source.s3({ bucket: source.bucket, path: source.s3ObjectKey }),
      environment: { buildImage: LinuxBuildImage.STANDARD_7_0, computeType: ComputeType.MEDIUM },
      concurrentBuildLimit: 1,
      timeout: Duration.minutes(30),
      environmentVariables: {
        API_URL: { value: props.apiUrl },
        SITE_BUCKET: { value: props.bucket.bucketName },
        DISTRIBUTION_ID: { value: props.distribution.distributionId },
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
          install: { commands: ['npm ci --no-audit --no-fund'] },
          build: { commands: ['npm run build -w site'] },
          post_build: {
            commands: [
              // Pages first, then the removal of pages that are gone, then the caches.
              'aws s3 sync site/dist "s3://$SITE_BUCKET" --delete',
              'aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/*"',
            ],
          },
        },
      }),
    });
    source.grantRead(this.project);
    props.bucket.grantReadWrite(this.project);
    props.bucket.grantDelete(this.project);
    props.distribution.grantCreateInvalidation(this.project);

    new Rule(this, 'Schedule', {
      description: 'Rebuilds the site so newly published companies get their pages',
      schedule: Schedule.rate(Duration.minutes(props.everyMinutes)),
      targets: [new CodeBuildProject(this.project)],
    });
  }
}
