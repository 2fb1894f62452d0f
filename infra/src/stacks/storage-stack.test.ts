import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { synthApp, templateOf } from '../testing/synth';
import { onlyResource } from '../testing/template';
import { TMP_PREFIX } from './storage-stack';

const site = 'https://www.example.org';
const { storage } = synthApp({
  stage: 'prod',
  domainName: 'www.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
});
const template = templateOf(storage);

describe('the uploads bucket', () => {
  it('is private and encrypted', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
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
    const bucket = onlyResource(template, 'AWS::S3::Bucket');
    const [rule] = bucket.Properties.CorsConfiguration.CorsRules;
    expect(rule.AllowedOrigins).toEqual([site]);
    expect([...rule.AllowedMethods].sort()).toEqual(['GET', 'POST', 'PUT']);
  });

  it('aborts incomplete multipart uploads and expires tmp/ objects after a day', () => {
    const bucket = onlyResource(template, 'AWS::S3::Bucket');
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: TMP_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
  });
});
