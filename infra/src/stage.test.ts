import { describe, expect, it } from 'vitest';
import { App, RemovalPolicy } from 'aws-cdk-lib';
import { readStageConfig, stackName } from './stage';

const configFor = (context: Record<string, string> = {}) => readStageConfig(new App({ context }).node);

describe('the stage configuration', () => {
  it('defaults to dev, which may be torn down and allows the local site', () => {
    const dev = configFor();
    expect(dev.stage).toBe('dev');
    expect(dev.removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(dev.deletionProtection).toBe(false);
    expect(dev.corsOrigins).toContain('http://localhost:4321');
  });

  it('keeps prod data: retained and protected, and only its own origins', () => {
    const prod = configFor({ stage: 'prod', domainName: 'www.example.org', certificateArn: 'arn:cert' });
    expect(prod.removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(prod.deletionProtection).toBe(true);
    expect(prod.corsOrigins).toEqual(['https://www.example.org']);
    expect(prod.siteUrl).toBe('https://www.example.org');
    expect(prod.mailFrom).toBe('no-reply@www.example.org');
  });

  it('prefixes stack names with the stage', () => {
    expect(stackName(configFor({ stage: 'prod' }), 'api')).toBe('prod-migralink-api');
  });

  it('refuses an unknown stage and a domain without its certificate', () => {
    expect(() => configFor({ stage: 'staging' })).toThrow(/Unknown stage "staging"/);
    expect(() => configFor({ domainName: 'www.example.org' })).toThrow(/certificateArn/);
  });
});
