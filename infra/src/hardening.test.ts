import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { routes } from '@migralink/shared/routes';
import { AUTH_THROTTLE, DEFAULT_THROTTLE, PASSWORD_HASHING_MEMORY_MB, functionLimits } from './auth-limits';
import { EDGE_REGION } from './stacks/edge-stack';
import { EDGE_HEADERS } from '@migralink/functions/http/edge';
import { DASHBOARD_METRICS, FUNCTION_ERRORS } from './monitoring';
import { onlyResource, resourcesOf } from './testing/template';
import { synthApp, templateOf } from './testing/synth';

// One synthesized app for every assertion here.
const built = synthApp();
const edge = templateOf(built.edge);
const site = templateOf(built.site);
const api = templateOf(built.api);
const storage = templateOf(built.storage);

describe('only CloudFront reaches the API', () => {
  it(`adds ${EDGE_HEADERS.originVerify} from the origin secret, resolved at deployment, to API origin requests`, () => {
    const distribution = JSON.stringify(site.toJSON());
    expect(distribution).toContain(`"HeaderName":"${EDGE_HEADERS.originVerify}"`);
    expect(distribution).toMatch(/\{\{resolve:secretsmanager:dev-migralink-origin-verify:SecretString:::\}\}/);
  });

  it('pins the version CloudFront sends when one is given, so a rotation changes the template', () => {
    const pinned = synthApp({ originVerifyVersion: 'v-2' }, { routes: [routes[0]!] });
    expect(JSON.stringify(templateOf(pinned.site).toJSON())).toContain(
      '{{resolve:secretsmanager:dev-migralink-origin-verify:SecretString:::v-2}}',
    );
  });

  it('keeps the secret in Secrets Manager under the name the site stack resolves', () => {
    api.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'dev-migralink-origin-verify' });
  });
});

describe('bounded cost', () => {
  it('puts the web ACL in us-east-1 (scope CLOUDFRONT) and attaches it to the distribution', () => {
    expect(built.edge.region).toBe(EDGE_REGION);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  it("runs AWS's managed rules: common, known bad inputs, IP reputation", () => {
    const groups = JSON.stringify(resourcesOf(edge, 'AWS::WAFv2::WebACL')[0]![1].Properties?.Rules);
    for (const name of [
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]) {
      expect(groups).toContain(`"Name":"${name}"`);
    }
  });

  it('limits requests per IP to the account routes, /v1/auth/ and the older /auth/', () => {
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'AuthRoutesPerIp',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                OrStatement: {
                  Statements: ['/v1/auth/', '/auth/'].map((prefix) =>
                    Match.objectLike({
                      ByteMatchStatement: Match.objectLike({
                        SearchString: prefix,
                        PositionalConstraint: 'STARTS_WITH',
                      }),
                    }),
                  ),
                },
              },
            }),
          },
        }),
      ]),
    });
  });

  it('throttles the API stage, the account routes tighter than the rest', () => {
    const auth = { ThrottlingRateLimit: AUTH_THROTTLE.rateLimit, ThrottlingBurstLimit: AUTH_THROTTLE.burstLimit };
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: {
        ThrottlingRateLimit: DEFAULT_THROTTLE.rateLimit,
        ThrottlingBurstLimit: DEFAULT_THROTTLE.burstLimit,
      },
      RouteSettings: Match.objectLike({ 'POST /v1/auth/signin': auth, 'POST /auth/reset': auth }),
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      RouteSettings: Match.not(Match.objectLike({ 'GET /v1/auth/profile': Match.anyValue() })),
    });
    expect(AUTH_THROTTLE.rateLimit).toBeLessThan(DEFAULT_THROTTLE.rateLimit);
  });

  it("logs every API request by the route's template, never the path sent, with no address", () => {
    const [stage] = resourcesOf(api, 'AWS::ApiGatewayV2::Stage');
    const settings = stage![1].Properties?.AccessLogSettings as { DestinationArn: unknown; Format: string };
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(format).toMatchObject({ route: '$context.routeKey', status: '$context.status' });
    expect(settings.Format).not.toMatch(/\$context\.(path|http\.path|identity\.sourceIp)/);
    expect(JSON.stringify(settings.DestinationArn)).toContain('ApiAccessLog');
  });

  it('sizes the password-hashing functions for scrypt and reserves their concurrency where configured', () => {
    const signin = routes.find((route) => route.handler === 'accounts/signin')!;
    const search = routes.find((route) => route.handler === 'catalogue/search')!;
    expect(functionLimits(signin, { authConcurrency: 10 })).toEqual({
      memorySize: PASSWORD_HASHING_MEMORY_MB,
      reservedConcurrentExecutions: 10,
    });
    expect(functionLimits(signin, { authConcurrency: 0 })).toEqual({ memorySize: PASSWORD_HASHING_MEMORY_MB });
    expect(functionLimits(search, { authConcurrency: 10 })).toEqual({});
  });
});

/** What the API region's alarms may read in all: ~$2 a month at $0.10 an alarm metric. */
const ALARM_METRICS = 20;

describe('operations', () => {
  it("alarms on API 5xx, background functions' errors, DynamoDB throttles, SES bounces and complaints", () => {
    const alarms = JSON.stringify(resourcesOf(api, 'AWS::CloudWatch::Alarm'));
    for (const metric of [
      '5xx',
      'Errors',
      'ReadThrottleEvents',
      'WriteThrottleEvents',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ]) {
      expect(alarms).toContain(`"${metric}"`);
    }
    const everyAlarm = resourcesOf(api, 'AWS::CloudWatch::Alarm');
    expect(everyAlarm.every(([, alarm]) => JSON.stringify(alarm.Properties?.AlarmActions).includes('Alarms'))).toBe(
      true,
    );
  });

  it("watches the background functions by their own metrics, the routes by the API's 5xx answers", () => {
    const alarms = JSON.stringify(resourcesOf(api, 'AWS::CloudWatch::Alarm'));
    // The scheduled certificate reminders, newsletter sends, author blocks and page-view counts, and the mail
    // path's sender, feedback and pause functions; no route's function.
    expect(alarms.match(/"MetricName":"Errors"/g)).toHaveLength(7);
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Namespace: 'AWS/ApiGateway',
      Threshold: FUNCTION_ERRORS,
    });
  });

  it(`keeps the alarms to ${ALARM_METRICS} metrics (CloudWatch bills an alarm by the metrics it reads)`, () => {
    const metricsOf = (alarm: Record<string, unknown>) =>
      Array.isArray(alarm.Metrics) ? alarm.Metrics.filter((query) => 'MetricStat' in query).length : 1;
    const read = resourcesOf(api, 'AWS::CloudWatch::Alarm').map(([, alarm]) => metricsOf(alarm.Properties ?? {}));
    expect(read.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(ALARM_METRICS);
  });

  it(`reads at most ${DASHBOARD_METRICS} metrics on the dashboard, within CloudWatch's free dashboards`, () => {
    const body = JSON.stringify(onlyResource(api, 'AWS::CloudWatch::Dashboard').Properties);
    // Each metric a widget reads is a row naming its namespace, shown or read by an expression.
    expect(body.match(/\[\\"AWS\//g)?.length).toBeLessThanOrEqual(DASHBOARD_METRICS);
  });

  it('alarms on WAF blocks in us-east-1, one dashboard in the API region', () => {
    edge.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'BlockedRequests', Namespace: 'AWS/WAFV2' });
    expect(resourcesOf(api, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });

  it('keeps versions of uploads and expires the old ones', () => {
    storage.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: Match.anyValue() })]),
      },
    });
  });

  it('gives every log group a retention', () => {
    const stacks = [built.data, built.storage, built.api, built.edge, built.site, ...built.api.routeGroups];
    for (const stack of stacks) {
      for (const [id, group] of resourcesOf(templateOf(stack), 'AWS::Logs::LogGroup')) {
        expect([id, group.Properties?.RetentionInDays]).toEqual([id, expect.any(Number)]);
      }
    }
  });
});
