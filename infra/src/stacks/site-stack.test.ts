import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { synthApp, templateOf } from '../testing/synth';
import { onlyResource } from '../testing/template';
import { EDGE_LOG_PREFIX } from '@migralink/functions/statistics/edge-log';

const template = templateOf(synthApp().site);
const distribution = onlyResource(template, 'AWS::CloudFront::Distribution');
const config = distribution.Properties.DistributionConfig;
const apiBehaviour = config.CacheBehaviors.find(
  (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/v1/*',
);

describe('the site distribution', () => {
  it('reads the private site bucket through Origin Access Control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const s3Origin = config.Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it("writes its access logs, without cookies, under edge/ of the storage stack's log bucket", () => {
    expect(config.Logging).toEqual({
      Bucket: expect.anything(),
      Prefix: EDGE_LOG_PREFIX,
      IncludeCookies: false,
    });
    expect(JSON.stringify(config.Logging.Bucket)).toContain('EdgeLogs');
  });

  it('sends the older /auth/* paths to the same API origin with the same settings', () => {
    const legacy = config.CacheBehaviors.find(
      (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/auth/*',
    );
    expect(legacy).toEqual({ ...apiBehaviour, PathPattern: '/auth/*' });
  });

  it('sends /v1/* to the HTTP API with every method and the viewer headers but Host', () => {
    expect(apiBehaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
      // The managed AllViewerExceptHostHeader policy.
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehaviour.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('execute-api');
  });

  it('caches API answers only as their Cache-Control says, keyed on locale, currency and query', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: {
            HeaderBehavior: 'whitelist',
            Headers: Match.arrayWith(['X-Localization', 'X-Currency']),
          },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
        }),
      }),
    });
  });

  it('rewrites clean URLs with a viewer-request function on the site behaviour', () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(apiBehaviour.FunctionAssociations).toBeUndefined();
  });

  it("serves missing pages as 404.html on the site behaviour only, leaving the API's 4xx untouched", () => {
    const answered = config.CustomErrorResponses.map((response: { ErrorCode: number }) => response.ErrorCode);
    expect(answered.filter((code: number) => code < 500)).toEqual([]);
    const [group] = config.OriginGroups.Items;
    expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(group.Id);
  });

  it('answers 500, 502, 503 and 504 with the English error page under the same status, cached 10 seconds', () => {
    expect(config.CustomErrorResponses).toEqual(
      [500, 502, 503, 504].map((code) => ({
        ErrorCode: code,
        ResponseCode: code,
        ResponsePagePath: '/en/error/index.html',
        ErrorCachingMinTTL: 10,
      })),
    );
  });

  it('lets browsers keep the files named after their content for a year, with the security headers', () => {
    for (const pattern of ['/_astro/*', '/geo/*']) {
      const behaviour = config.CacheBehaviors.find(
        (candidate: { PathPattern: string }) => candidate.PathPattern === pattern,
      );
      expect(behaviour, pattern).toMatchObject({
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      expect(behaviour.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    }
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        CustomHeadersConfig: {
          Items: [{ Header: 'Cache-Control', Value: 'public, max-age=31536000, immutable', Override: true }],
        },
        SecurityHeadersConfig: Match.objectLike({ FrameOptions: Match.objectLike({ FrameOption: 'DENY' }) }),
      }),
    });
  });

  it('adds security headers to every answer', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
        }),
      }),
    });
    expect(apiBehaviour.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('deploys the site only when it has been built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const built = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
    writeFileSync(path.join(built, 'index.html'), '<!doctype html>');
    templateOf(synthApp({}, { siteDist: built }).site).resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it('serves the stage domain with its certificate when configured', () => {
    const withDomain = templateOf(
      synthApp({ domainName: 'www.example.org', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' }).site,
    );
    withDomain.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.example.org'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' }),
      }),
    });
  });

  it("rebuilds the site from the table through the build's own API and publishes it with an invalidation", () => {
    const project = onlyResource(template, 'AWS::CodeBuild::Project').Properties;
    const variables = Object.fromEntries(
      project.Environment.EnvironmentVariables.map((variable: { Name: string; Value: unknown }) => [
        variable.Name,
        variable.Value,
      ]),
    );
    // The build's own API server reads the table (build-run.ts); the deployed API is not called.
    expect(JSON.stringify(variables.TABLE_NAME)).toContain('Table');
    expect(variables).not.toHaveProperty('API_URL');
    expect(JSON.stringify(variables.SITE_BUCKET)).toContain('SiteBucket');
    const spec = JSON.parse(project.Source.BuildSpec) as { phases: Record<string, { commands: string[] }> };
    expect(spec.phases.build!.commands).toEqual(['npx tsx infra/src/site/build-run.ts']);
    // Only what changed goes up (publish.ts), with the distribution to invalidate.
    expect(spec.phases.post_build!.commands).toEqual(['npx tsx infra/src/site/publish-run.ts site/dist']);
    expect(JSON.stringify(variables.DISTRIBUTION_ID)).toContain('Distribution');
  });

  it('checks every 5 minutes whether the catalogue changed, and only that check may start a build', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('RebuildCheck'), 'Arn'] } })],
    });
    const [, check] = Object.entries(
      template.toJSON().Resources as Record<
        string,
        { Type: string; Properties: { Handler?: string; Environment?: { Variables: Record<string, unknown> } } }
      >,
    ).find(([id, resource]) => resource.Type === 'AWS::Lambda::Function' && id.startsWith('RebuildCheck'))!;
    expect(Object.keys(check.Properties.Environment!.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'SITE_BUILD_PROJECT']),
    );
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('codebuild:StartBuild');
    expect(policies.match(/codebuild:StartBuild/g)).toHaveLength(1);
  });

  it('turns the scheduled rebuild off with siteRebuildMinutes=0', () => {
    const off = templateOf(synthApp({ siteRebuildMinutes: 0 }).site);
    off.resourceCountIs('AWS::CodeBuild::Project', 0);
    off.resourceCountIs('AWS::Events::Rule', 0);
  });
});
