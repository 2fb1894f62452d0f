import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Route } from '@migralink/shared/route';
import { NOT_FOUND_HANDLER } from '@migralink/shared/routes';
import { HandlerCode } from '../handler-code';
import { groupRoutes } from '../route-groups';
import type { RouteResources } from '../route-access';
import { RouteFunction } from '../route-function';
import { APP_NAME, type StageConfig } from '../stage';
import { RouteGroupStack } from './route-group-stack';

export interface ApiStackProps extends StackProps {
  readonly routes: readonly Route[];
  readonly table: ITableV2;
  readonly uploads: IBucket;
}

/** Headers browsers may send to the API (the contract's request headers). */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'X-Localization', 'X-Currency', 'X-Fingerprint'];

/**
 * The HTTP API and the JWT signing secret. The routes live in nested stacks of
 * at most `routesPerStack` routes each, so the API grows without reaching
 * CloudFormation's 500 resources per stack.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly jwtSecret: Secret;
  readonly routeGroups: readonly RouteGroupStack[];

  constructor(scope: Construct, id: string, config: StageConfig, props: ApiStackProps) {
    const { routes, table, uploads, ...stackProps } = props;
    super(scope, id, stackProps);

    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: `Signs the ${APP_NAME} ${config.stage} access tokens`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${config.stage}-${APP_NAME}`,
      corsPreflight: config.corsOrigins.length
        ? {
            allowOrigins: [...config.corsOrigins],
            allowMethods: [CorsHttpMethod.ANY],
            allowHeaders: REQUEST_HEADERS,
            allowCredentials: true,
            maxAge: Duration.minutes(10),
          }
        : undefined,
    });

    const environment: Record<string, string> = {
      TABLE_NAME: table.tableName,
      UPLOADS_BUCKET: uploads.bucketName,
      MAIL_FROM: config.mailFrom,
      SITE_URL: config.siteUrl,
      JWT_SECRET_ARN: this.jwtSecret.secretArn,
      JWT_ISSUER: APP_NAME,
      JWT_AUDIENCE: `${APP_NAME}-api`,
      CORS_ORIGINS: config.corsOrigins.join(','),
      LOG_LEVEL: config.logLevel,
      ...(config.googleClientId ? { GOOGLE_CLIENT_ID: config.googleClientId } : {}),
    };
    const resources: RouteResources = { table, uploads, jwtSecret: this.jwtSecret, mailFrom: config.mailFrom };

    const code = new HandlerCode(this, [NOT_FOUND_HANDLER, ...routes.map((route) => route.handler)]);
    const notFound = new RouteFunction(this, 'NotFound', {
      handlerModule: NOT_FOUND_HANDLER,
      code,
      logRetention: config.logRetention,
      logRemovalPolicy: config.removalPolicy,
      environment,
    });
    new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('NotFoundIntegration', notFound),
    });

    this.routeGroups = groupRoutes(routes, config.routesPerStack).map(
      (group) =>
        new RouteGroupStack(this, `Routes${group.id}`, {
          config,
          api: this.api,
          routes: group.routes,
          resources,
          environment,
          code,
        }),
    );

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}
