import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { synthApp, templateOf } from '../testing/synth';
import { namedResource } from '../testing/template';
import { EDGE_LOG_DAYS, EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX } from '@migralink/functions/statistics/edge-log';
import { TMP_PREFIX } from './storage-stack';

const site = 'https://www.example.org';
const PRIVATE_AND_ENCRYPTED = {
  PublicAccessBlockConfiguration: {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  },
  BucketEncryption: {
    ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
  },
};
const { storage } = synthApp({
  stage: 'prod',
  domainName: 'www.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
});
const template = templateOf(storage);
const bucketNamed = (name: string) => namedResource(template, 'AWS::S3::Bucket', name);

describe('the uploads bucket', () => {
  it('is private and encrypted', () => {
    expect(bucketNamed('Uploads').Properties).toMatchObject(PRIVATE_AND_ENCRYPTED);
  });

  it('refuses requests without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets the site upload and read across origins (POST, PUT, GET) and nobody else', () => {
    const bucket = bucketNamed('Uploads');
    const [rule] = bucket.Properties.CorsConfiguration.CorsRules;
    expect(rule.AllowedOrigins).toEqual([site]);
    expect([...rule.AllowedMethods].sort()).toEqual(['GET', 'POST', 'PUT']);
  });

  it('aborts incomplete multipart uploads and expires tmp/ objects after a day', () => {
    const bucket = bucketNamed('Uploads');
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: TMP_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
  });
});

describe("the distribution's access-log bucket", () => {
  it('is private and encrypted, and takes ACLs only so that CloudFront can deliver logs the account owns', () => {
    const bucket = bucketNamed('EdgeLogs');
    expect(bucket.Properties).toMatchObject(PRIVATE_AND_ENCRYPTED);
    expect(bucket.Properties.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] });
  });

  it(`keeps the logs and the page-view counts ${EDGE_LOG_DAYS} days`, () => {
    const rules = bucketNamed('EdgeLogs').Properties.LifecycleConfiguration.Rules;
    expect(rules).toEqual(
      [EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX].map((prefix) =>
        expect.objectContaining({ Prefix: prefix, ExpirationInDays: EDGE_LOG_DAYS, Status: 'Enabled' }),
      ),
    );
  });
});
