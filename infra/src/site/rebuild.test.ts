import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { BUILD_HEAP_MB, NPM_CACHE_PATH } from './rebuild';
import { onlyResource, resourcesOf } from '../testing/template';
import { synthApp, templateOf } from '../testing/synth';

const lockfile = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { optional?: boolean }>;
};

describe('the site build', () => {
  it('runs on the small ARM machine with the Amazon Linux 2023 image for arm64, its heap limit set', () => {
    const project = onlyResource(templateOf(synthApp().site), 'AWS::CodeBuild::Project').Properties;
    expect(project.Environment).toMatchObject({
      Type: 'ARM_CONTAINER',
      ComputeType: 'BUILD_GENERAL1_SMALL',
      Image: 'aws/codebuild/amazonlinux-aarch64-standard:3.0',
      EnvironmentVariables: expect.arrayContaining([
        { Name: 'NODE_OPTIONS', Type: 'PLAINTEXT', Value: `--max-old-space-size=${BUILD_HEAP_MB}` },
      ]),
    });
  });

  it('reads its data from the table through its own API server, never the deployed API', () => {
    const project = onlyResource(templateOf(synthApp().site), 'AWS::CodeBuild::Project').Properties;
    const names = (project.Environment.EnvironmentVariables as { Name: string }[]).map(({ Name }) => Name);
    expect(names).toEqual(expect.arrayContaining(['TABLE_NAME', 'SITE_URL']));
    expect(names).not.toContain('API_URL');
    expect(names.filter((name) => /SECRET|API_REQUESTS/.test(name))).toEqual([]);
    const spec = JSON.parse(project.Source.BuildSpec) as { phases: { build: { commands: string[] } } };
    expect(spec.phases.build.commands).toEqual(['npx tsx infra/src/site/build-run.ts']);
  });

  it('has a role that reads the table and cannot write it', () => {
    const template = templateOf(synthApp().site);
    const project = onlyResource(template, 'AWS::CodeBuild::Project').Properties;
    const role = (project.ServiceRole as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const actions = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(role))
      .flatMap(
        ([, policy]) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
      )
      .flatMap(({ Action }) => [Action].flat())
      .filter((action) => action.startsWith('dynamodb:'));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']));
    expect(actions.filter((action) => /Put|Update|Delete|Write/.test(action))).toEqual([]);
  });

  it("keeps npm's cache between builds on the build's host, and installs from it first", () => {
    const project = onlyResource(templateOf(synthApp().site), 'AWS::CodeBuild::Project').Properties;
    expect(project.Cache).toEqual({ Type: 'LOCAL', Modes: ['LOCAL_CUSTOM_CACHE'] });
    const spec = JSON.parse(project.Source.BuildSpec) as {
      cache: { paths: string[] };
      phases: { install: { commands: string[] } };
    };
    expect(spec.cache.paths).toEqual([NPM_CACHE_PATH]);
    expect(spec.phases.install.commands).toEqual(['npm ci --no-audit --no-fund --prefer-offline']);
  });

  // `npm ci` installs only the platform packages the lockfile names: without the arm64 one, the build's
  // compiler, bundler or image tool would not load on the build's machine.
  const x64 = Object.keys(lockfile.packages).filter((name) => /-linux-x64(-gnu)?$|\/linux-x64$/.test(name));

  it('finds the native packages the build loads on x64 (esbuild, the Astro compiler, sharp, …)', () => {
    expect(x64).toEqual(
      expect.arrayContaining([
        'node_modules/@esbuild/linux-x64',
        'node_modules/@astrojs/compiler-binding-linux-x64-gnu',
        'node_modules/@img/sharp-linux-x64',
      ]),
    );
  });

  it.each(x64)('has the linux-arm64 build of %s in the lockfile', (name) => {
    expect(lockfile.packages).toHaveProperty([name.replace(/linux-x64/, 'linux-arm64')]);
  });
});
