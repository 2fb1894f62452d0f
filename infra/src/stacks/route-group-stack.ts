import { NestedStack } from 'aws-cdk-lib';
import { HttpRoute, HttpRouteKey, type HttpMethod, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { Route } from '@migralink/shared/route';
import { functionLimits } from '../auth-limits';
import type { HandlerCode } from '../handler-code';
import { decodesImages, sharpLayer } from '../lambda-sharp-layer';
import { grantRouteAccess, routeEnvironment, type RouteResources } from '../route-access';
import { routeConstructId } from '../route-groups';
import { RouteFunction } from '../route-function';
import type { StageConfig } from '../stage';

export interface RouteGroupStackProps {
  readonly config: StageConfig;
  readonly api: IHttpApi;
  readonly routes: readonly Route[];
  readonly resources: RouteResources;
  readonly environment: Record<string, string>;
  readonly code: HandlerCode;
}

/** One group of routes: per route a function with its own least-privilege role, an integration and a route. */
export class RouteGroupStack extends NestedStack {
  readonly functions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: RouteGroupStackProps) {
    super(scope, id, {
      description: `Routes: ${props.routes.map((route) => route.operationId).join(', ')}`.slice(0, 1024),
    });
    const { config, api, resources, environment, code } = props;
    for (const route of props.routes) {
      const id = routeConstructId(route);
      const fn = new RouteFunction(this, id, {
        handlerModule: route.handler,
        code,
        description: `${route.method} ${route.path}`,
        logRetention: config.logRetention,
        logRemovalPolicy: config.removalPolicy,
        environment: { ...environment, ...routeEnvironment(route, resources) },
        layers: decodesImages(route) ? [sharpLayer(this)] : undefined,
        ...functionLimits(route, config),
      });
      this.functions.push(fn);
      grantRouteAccess(fn, route, resources);
      new HttpRoute(this, `${id}Route`, {
        httpApi: api,
        routeKey: HttpRouteKey.with(route.path, route.method as HttpMethod),
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
      });
    }
  }
}
