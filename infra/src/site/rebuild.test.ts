import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { DEFAULT_THROTTLE } from '../auth-limits';
import { GLOBAL_RATE_LIMIT, RATE_WINDOW_SECONDS } from '../stacks/edge-stack';
import { BUILD_API_REQUESTS_PER_SECOND, BUILD_HEAP_MB, NPM_CACHE_PATH } from './rebuild';
import { onlyResource } from '../testing/template';
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

  it("asks the API below the web ACL's per-address limit and half the stage throttle, the rest left to the visitors", () => {
    const project = onlyResource(templateOf(synthApp().site), 'AWS::CodeBuild::Project').Properties;
    expect(BUILD_API_REQUESTS_PER_SECOND * RATE_WINDOW_SECONDS).toBeLessThanOrEqual(0.9 * GLOBAL_RATE_LIMIT);
    expect(BUILD_API_REQUESTS_PER_SECOND).toBeLessThanOrEqual(DEFAULT_THROTTLE.rateLimit / 2);
    expect(project.Environment.EnvironmentVariables).toContainEqual({
      Name: 'API_REQUESTS_PER_SECOND',
      Type: 'PLAINTEXT',
      Value: String(BUILD_API_REQUESTS_PER_SECOND),
    });
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
