import { describe, expect, it } from 'vitest';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { synthApp, templateOf } from '../testing/synth';
import { namedResource, onlyResource, resourcesOf } from '../testing/template';

/** CloudFront's managed CachingOptimized policy. */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

const app = synthApp();
const site = templateOf(app.site);
const storage = templateOf(app.storage);
const distribution = onlyResource(site, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
type Behaviour = { PathPattern: string; TargetOriginId: string; [key: string]: unknown };
type Origin = { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown };
const behaviours: Behaviour[] = distribution.CacheBehaviors;
const origins: Origin[] = distribution.Origins;
const media = behaviours.find((behaviour) => behaviour.PathPattern === '/media/*');
const mediaOrigin = origins.find((origin) => origin.Id === media?.TargetOriginId);

type Statement = { Effect: string; Principal: unknown; Resource: unknown };
const uploadsPolicy = namedResource(storage, 'AWS::S3::BucketPolicy', 'Uploads').Properties.PolicyDocument
  .Statement as Statement[];
const readByCloudFront = uploadsPolicy.filter(
  (statement) => statement.Effect === 'Allow' && JSON.stringify(statement.Principal).includes('cloudfront'),
);

describe('/media/* on the site distribution', () => {
  it('is served read-only from the uploads bucket through Origin Access Control, cached as static files', () => {
    expect(media).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: distribution.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    expect(mediaOrigin?.S3OriginConfig).toBeDefined();
    expect(mediaOrigin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(mediaOrigin?.DomainName)).toMatch(/migralink-storage.*Uploads.*RegionalDomainName/);
  });

  it('is the only way into the uploads bucket: no behaviour for tmp/ or any other folder, not the default', () => {
    const intoUploads = behaviours.filter((behaviour) => behaviour.TargetOriginId === mediaOrigin?.Id);
    expect(intoUploads.map((behaviour) => behaviour.PathPattern)).toEqual(['/media/*']);
    expect(distribution.DefaultCacheBehavior.TargetOriginId).not.toBe(mediaOrigin?.Id);
    expect(behaviours.some((behaviour) => behaviour.PathPattern.startsWith('/tmp'))).toBe(false);
  });

  it('lets CloudFront only s3:GetObject on media/* of the uploads bucket, for distributions of this account', () => {
    expect(readByCloudFront).toHaveLength(1);
    const [statement] = readByCloudFront;
    expect(statement).toMatchObject({
      Sid: 'CloudFrontReadsMedia',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
      Condition: { ArnLike: { 'AWS:SourceArn': `arn:aws:cloudfront::${app.config.env.account}:distribution/*` } },
    });
    expect(JSON.stringify(statement!.Resource)).toMatch(/Uploads[^"]*","Arn"\]\},"\/media\/\*"\]/);
    expect(JSON.stringify(uploadsPolicy)).not.toContain('tmp/');
    expect(JSON.stringify(uploadsPolicy)).not.toContain('"Principal":"*"');
  });

  it('adds no policy to the uploads bucket from the site stack, so the stacks reference each other one way only', () => {
    const sitePolicies = resourcesOf(site, 'AWS::S3::BucketPolicy').map(([, policy]) => policy);
    for (const policy of sitePolicies) expect(JSON.stringify(policy.Properties?.Bucket)).toContain('SiteBucket');
    expect(app.site.dependencies).toContain(app.storage);
    expect(app.storage.dependencies).toEqual([]);
    expect(JSON.stringify(storage.toJSON())).not.toMatch(/migralink-site|Distribution/);
    // A whole synthesis fails on a reference cycle between stacks; this one completes.
    expect(() => app.app.synth()).not.toThrow();
  });

  it('says why the imported bucket needs no policy from CloudFront instead of warning about it', () => {
    Annotations.fromStack(app.site).hasNoWarning(
      '*',
      Match.stringLikeRegexp('Cannot update bucket policy of an imported bucket'),
    );
  });
});
