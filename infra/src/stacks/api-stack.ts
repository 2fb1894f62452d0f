import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { isDeployed, type Route } from '@migralink/shared/route';
import { NOT_FOUND_HANDLER } from '@migralink/shared/routes';
import { throttleStage } from '../auth-limits';
import { HandlerCode } from '../handler-code';
import { MAIL_HANDLERS, MailPath } from '../mail-path';
import { Monitoring } from '../monitoring';
import { groupRoutes } from '../route-groups';
import type { RouteResources } from '../route-access';
import { RouteFunction } from '../route-function';
import {
  AUTHOR_BLOCKS,
  CERTIFICATE_REMINDERS,
  NEWSLETTER_SENDS,
  PAGE_VIEW_COUNTS,
  ScheduledJob,
} from '../scheduled-job';
import { APP_NAME, type StageConfig } from '../stage';
import { RouteGroupStack } from './route-group-stack';

export interface ApiStackProps extends StackProps {
  readonly routes: readonly Route[];
  readonly table: ITableV2;
  readonly uploads: IBucket;
  /** The distribution's access logs (storage stack): the page-view count reads them. */
  readonly edgeLogs: IBucket;
}

/** The origin secret's name: the site stack resolves its value by name at deployment. */
export const originSecretName = (config: Pick<StageConfig, 'stage'>) => `${config.stage}-${APP_NAME}-origin-verify`;

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
  /** What CloudFront sends in `x-origin-verify`; named, so the site stack reads it without a reference. */
  readonly originSecret: Secret;
  /** Stripe's secret key and webhook signing secret, put in by DevOps. */
  readonly stripeSecret: Secret;
  /** Signs certificates' credentials (ES256); its public half is published by the functions that sign. */
  readonly signingKey: Key;
  readonly routeGroups: readonly RouteGroupStack[];

  constructor(scope: Construct, id: string, config: StageConfig, props: ApiStackProps) {
    const { table, uploads, edgeLogs, ...stackProps } = props;
    super(scope, id, stackProps);
    // A build-only route is answered by the build's own API, never deployed (`Route.buildOnly`).
    const routes = props.routes.filter(isDeployed);

    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: `Signs the ${APP_NAME} ${config.stage} access tokens`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    this.originSecret = new Secret(this, 'OriginVerifySecret', {
      secretName: originSecretName(config),
      description: `CloudFront sends it to the ${APP_NAME} ${config.stage} API in x-origin-verify; rotate, then deploy the site stack`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });

    // DevOps puts the live keys in after the first deploy (README "Payments"); the generated value is no key.
    this.stripeSecret = new Secret(this, 'StripeSecret', {
      description: `Stripe keys of ${APP_NAME} ${config.stage}: JSON {"secret_key": "sk_…", "webhook_secret": "whsec_…"}`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secret_key: 'unset' }),
        generateStringKey: 'webhook_secret',
        excludePunctuation: true,
      },
      removalPolicy: config.removalPolicy,
    });

    // Asymmetric KMS keys do not rotate by themselves: a rotation is a new key here, the old one kept
    // (functions/src/certificates/README.md, "Keys and their rotation"). Kept when the stack goes, whatever
    // the stage: what it signed stays verifiable through the published public key either way.
    this.signingKey = new Key(this, 'CertificateSigningKey', {
      description: `Signs the ${APP_NAME} ${config.stage} certificates' credentials (ES256)`,
      keySpec: KeySpec.ECC_NIST_P256,
      keyUsage: KeyUsage.SIGN_VERIFY,
      alias: `alias/${config.stage}-${APP_NAME}-certificate-signing`,
      removalPolicy: RemovalPolicy.RETAIN,
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
      ORIGIN_VERIFY_SECRET_ARN: this.originSecret.secretArn,
      STRIPE_SECRET_ARN: this.stripeSecret.secretArn,
      JWT_ISSUER: APP_NAME,
      JWT_AUDIENCE: `${APP_NAME}-api`,
      CORS_ORIGINS: config.corsOrigins.join(','),
      LOG_LEVEL: config.logLevel,
      ...(config.googleClientId ? { GOOGLE_CLIENT_ID: config.googleClientId } : {}),
    };
    const resources: RouteResources = {
      table,
      uploads,
      jwtSecret: this.jwtSecret,
      originSecret: this.originSecret,
      stripeSecret: this.stripeSecret,
      mailFrom: config.mailFrom,
      signingKey: this.signingKey,
      edgeLogs,
    };

    const jobs = [CERTIFICATE_REMINDERS, NEWSLETTER_SENDS, AUTHOR_BLOCKS, PAGE_VIEW_COUNTS];
    const code = new HandlerCode(this, [
      NOT_FOUND_HANDLER,
      ...jobs.map((job) => job.handler),
      ...MAIL_HANDLERS,
      ...routes.map((route) => route.handler),
    ]);
    const notFound = new RouteFunction(this, 'NotFound', {
      handlerModule: NOT_FOUND_HANDLER,
      code,
      logRetention: config.logRetention,
      logRemovalPolicy: config.removalPolicy,
      environment,
    });
    this.originSecret.grantRead(notFound);
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

    // Functions no route calls: a schedule runs them.
    const scheduled = jobs.map(
      (job) =>
        new ScheduledJob(this, job.id, {
          job,
          code,
          resources,
          environment,
          logRetention: config.logRetention,
          removalPolicy: config.removalPolicy,
        }).function,
    );

    const mail = new MailPath(this, 'Mail', {
      config,
      table,
      code,
      environment,
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });

    throttleStage(this.api, routes, this.routeGroups);
    const monitoring = new Monitoring(this, 'Monitoring', {
      config,
      api: this.api,
      background: [...scheduled, ...mail.functions],
      table,
    });
    mail.alarmTo(monitoring.topic, config);

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}
