import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import type { Route } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { resourceCount, synthApp, templateOf } from './testing/synth';

const CLOUDFORMATION_LIMIT = 500;
const ROUTE_COUNT = 130;
const TAGS = ['accounts', 'companies', 'services', 'reviews', 'leads', 'admin', 'blog'];

/** A route table the size the finished product will have, every row pointing at a real handler file. */
const generated: Route[] = Array.from({ length: ROUTE_COUNT }, (_, index) => ({
  ...routes[0]!,
  operationId: `generated${index}`,
  path: `/v1/generated/${index}`,
  // Uneven tags, as in the real table: one tag large enough to be split.
  tag: TAGS[index < 50 ? 0 : index % TAGS.length]!,
  access:
    index % 3 === 0
      ? { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], uploads: 'ticket', mail: true }
      : { table: ['GetItem', 'Query'] },
  auth: index % 2 === 0 ? 'bearer' : 'public',
}));

const built = synthApp({}, { routes: generated });
const topLevel = [built.data, built.storage, built.api, built.site].map((stack) => templateOf(stack));
const nested = built.api.routeGroups.map((group) => Template.fromStack(group));

describe(`a route table of ${ROUTE_COUNT} routes`, () => {
  it('synthesizes every stack, nested ones included, under the 500-resource limit', () => {
    const counts = [...topLevel, ...nested].map(resourceCount);
    expect(counts.length).toBeGreaterThan(4);
    for (const count of counts) expect(count).toBeLessThan(CLOUDFORMATION_LIMIT);
    // Well under, not just under: room for a route group to grow before the next split.
    for (const count of nested.map(resourceCount)) expect(count).toBeLessThanOrEqual(built.config.routesPerStack * 8);
  });

  it('deploys one function and one route key per route', () => {
    const functions = nested.flatMap((template) => Object.keys(template.findResources('AWS::Lambda::Function')));
    const routeKeys = nested.flatMap((template) =>
      Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey),
    );
    expect(functions).toHaveLength(ROUTE_COUNT);
    expect(new Set(routeKeys)).toEqual(new Set(generated.map((route) => `${route.method} ${route.path}`)));
  });

  it('splits a large tag into several stacks of at most routesPerStack routes', () => {
    const sizes = built.api.routeGroups.map(
      (group) => Object.keys(Template.fromStack(group).findResources('AWS::Lambda::Function')).length,
    );
    for (const size of sizes) expect(size).toBeLessThanOrEqual(built.config.routesPerStack);
    expect(built.api.routeGroups.map((group) => group.node.id)).toEqual(
      expect.arrayContaining(['RoutesAccounts', 'RoutesAccounts2']),
    );
  });
});
