import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { Route } from '@migralink/shared/route';
import { REPO_ROOT } from './paths';

/**
 * sharp (libvips) re-encodes every uploaded image when its upload is accepted
 * (`functions/src/uploads/reencode.ts`). Its code is native, built per
 * platform: the bundles leave it out (`bundling.ts`), and the functions that
 * accept uploads get it as a Lambda layer built for theirs, Linux on arm64
 * (`RouteFunction`). No other function carries it.
 */

/** The functions' platform, as npm names it (`--os`, `--cpu`, `--libc`); Lambda's Amazon Linux uses glibc. */
export const SHARP_PLATFORM = { os: 'linux', cpu: 'arm64', libc: 'glibc' } as const;
export const SHARP_ARCHITECTURE = Architecture.ARM_64;

/** Whether a route's function decodes images: it accepts uploads, and the check re-encodes images with sharp. */
export const decodesImages = (route: Pick<Route, 'access'>) =>
  typeof route.access.uploads === 'object' && 'accept' in route.access.uploads;

/** The sharp the functions are tested with (from the lockfile): the layer carries that version. */
export function sharpVersion(): string {
  const manifest = readFileSync(path.join(REPO_ROOT, 'node_modules/sharp/package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** npm's arguments that install sharp and its binaries for the functions' platform into `prefix/node_modules`. */
export function sharpInstallArgs(prefix: string, version = sharpVersion()): string[] {
  const { os, cpu, libc } = SHARP_PLATFORM;
  return [
    'install',
    `sharp@${version}`,
    '--prefix',
    prefix,
    `--os=${os}`,
    `--cpu=${cpu}`,
    `--libc=${libc}`,
    '--omit=dev',
    '--ignore-scripts',
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
  ];
}

/**
 * The layer, one per stack that needs it: `nodejs/node_modules/sharp` with
 * `@img/sharp-linux-arm64` and its libvips (~20 MB unpacked, one asset
 * whatever the number of stacks). Built at synth by `npm install` for the
 * target platform, without Docker (the image is only CDK's fallback); an
 * asset named by sharp's version, so it is built once per version, and not at
 * all when a stack's bundling is skipped (as in tests).
 */
export function sharpLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('SharpLayer');
  if (existing) return existing as LayerVersion;
  const version = sharpVersion();
  const { os, cpu, libc } = SHARP_PLATFORM;
  return new LayerVersion(stack, 'SharpLayer', {
    description: `sharp ${version} for ${os}-${cpu} (${libc}): re-encodes uploaded images`,
    compatibleArchitectures: [SHARP_ARCHITECTURE],
    compatibleRuntimes: [Runtime.NODEJS_24_X],
    license: 'Apache-2.0 (sharp), LGPL-3.0-or-later (libvips)',
    code: Code.fromAsset(path.join(REPO_ROOT, 'node_modules/sharp'), {
      assetHashType: AssetHashType.CUSTOM,
      assetHash: `sharp-${version}-${os}-${cpu}-${libc}`,
      bundling: {
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
        command: ['npm', ...sharpInstallArgs('/asset-output/nodejs', version)],
        local: {
          tryBundle(outputDir) {
            execFileSync('npm', sharpInstallArgs(path.join(outputDir, 'nodejs'), version), {
              stdio: ['ignore', 'ignore', 'inherit'],
            });
            return true;
          },
        },
      },
    }),
  });
}
