import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { deployedRoutes as routes } from '@migralink/shared/routes';
import { decodesImages, sharpInstallArgs, sharpVersion } from './lambda-sharp-layer';
import { resourcesOf, routeFunction } from './testing/template';
import { synthApp } from './testing/synth';

const { api } = synthApp();
const templates = api.routeGroups.map((group) => Template.fromStack(group));
const functionOf = (route: (typeof routes)[number]) => {
  for (const template of templates) {
    try {
      return { template, fn: routeFunction(template, route)[1] };
    } catch {
      // In another route group.
    }
  }
  throw new Error(`No function for ${route.method} ${route.path}`);
};
const layerRefs = (fn: { Properties?: Record<string, unknown> }) => (fn.Properties?.Layers as unknown[]) ?? [];

describe('the sharp layer', () => {
  it('is given to the functions that accept uploads, and only to them', () => {
    expect(
      routes
        .filter(decodesImages)
        .map((route) => route.handler)
        .sort(),
    ).toEqual([
      'accounts/upload-avatar',
      'appeals/answer-appeal',
      'appeals/open-appeal',
      'appeals/reply-to-appeal',
      'articles/upload-cover',
      'certificates/upload-document',
      'company-account/upload-employee-avatar',
      'company-account/upload-logo',
      'company-account/upload-office-logo',
    ]);
    for (const route of routes) {
      const { template, fn } = functionOf(route);
      const layers = layerRefs(fn);
      if (!decodesImages(route)) {
        expect([route.handler, layers]).toEqual([route.handler, []]);
        continue;
      }
      const sharpLayers = resourcesOf(template, 'AWS::Lambda::LayerVersion');
      expect(sharpLayers).toHaveLength(1);
      expect(layers).toEqual([{ Ref: sharpLayers[0]![0] }]);
    }
  });

  it("is built for the functions' runtime and architecture", () => {
    const decoding = routes.filter(decodesImages).map(functionOf);
    for (const { template, fn } of decoding) {
      const [layer] = resourcesOf(template, 'AWS::Lambda::LayerVersion').map(([, resource]) => resource);
      expect(layer?.Properties).toMatchObject({
        CompatibleArchitectures: fn.Properties?.Architectures,
        CompatibleRuntimes: [fn.Properties?.Runtime],
        Description: expect.stringContaining(`sharp ${sharpVersion()} for linux-arm64`),
      });
    }
    expect(decoding[0]!.fn.Properties).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs24.x' });
  });

  it('installs the tested sharp for Linux on arm64 (glibc), with no install scripts and nothing saved', () => {
    const args = sharpInstallArgs('/out/nodejs');
    expect(args.slice(0, 4)).toEqual(['install', `sharp@${sharpVersion()}`, '--prefix', '/out/nodejs']);
    expect(args).toEqual(
      expect.arrayContaining(['--os=linux', '--cpu=arm64', '--libc=glibc', '--ignore-scripts', '--no-save']),
    );
  });

  it('adds no layer to a stack without such a function', () => {
    const without = templates.filter((template) =>
      resourcesOf(template, 'AWS::Lambda::Function').every(([, fn]) => layerRefs(fn).length === 0),
    );
    expect(without.length).toBeGreaterThan(0);
    for (const template of without) expect(resourcesOf(template, 'AWS::Lambda::LayerVersion')).toEqual([]);
  });
});
