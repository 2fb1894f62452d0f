import { Duration } from 'aws-cdk-lib';
import type { CfnStage, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { webAclMetric, webAclNameOf } from './stacks/edge-stack';
import type { StageConfig } from './stage';

export interface MonitoringProps {
  readonly config: StageConfig;
  readonly api: HttpApi;
  /**
   * The functions no API request runs (scheduled jobs, the mail path): their failures show in no API answer, so
   * they are watched one by one. A route's function that fails, times out or is throttled is answered with a 5xx,
   * which the API's alarms count.
   */
  readonly background: readonly IFunction[];
  readonly table: ITableV2;
}

const PERIOD = Duration.minutes(5);
/** A metric math alarm may name at most 10 metrics: functions are watched in chunks of 10. */
const METRICS_PER_ALARM = 10;
/** Share of API answers that are 5xx, in percent, over 5 minutes. */
export const API_5XX_PERCENT = 1;
/** Failures in 5 minutes: API 5xx answers (whatever the share), or errors of a background function. */
export const FUNCTION_ERRORS = 5;
/**
 * What the dashboard may read to stay within CloudWatch's always-free dashboards (3 per account, each of at most 50
 * metrics): a metric math series counts each metric it reads.
 */
export const DASHBOARD_METRICS = 50;
/** SES reputation: AWS reviews an account at 5% bounces and 0.1% complaints; warn at half. */
export const SES_BOUNCE_RATE = 0.025;
export const SES_COMPLAINT_RATE = 0.0005;

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The sum of one metric over several functions, as one series. */
function summed(functions: readonly IFunction[], metric: (fn: IFunction) => Metric, label: string, prefix: string) {
  // Ids unique across the series of one graph.
  const usingMetrics = Object.fromEntries(functions.map((fn, index) => [`${prefix}_${index}`, metric(fn)]));
  return new MathExpression({
    expression: Object.keys(usingMetrics)
      .map((id) => `FILL(${id}, 0)`)
      .join(' + '),
    usingMetrics,
    label,
    period: PERIOD,
  });
}

/**
 * One JSON line per API request in a log group of its own: the route's
 * template (`routeKey`), never the path sent (mailed codes are path
 * parameters), status, sizes and latencies; no address or other personal data.
 */
function logApiAccess(scope: Construct, api: HttpApi, config: StageConfig) {
  const stage = api.defaultStage?.node.defaultChild as CfnStage | undefined;
  if (!stage) throw new Error('The HTTP API has no default stage to log');
  const log = new LogGroup(scope, 'ApiAccessLog', {
    retention: config.logRetention,
    removalPolicy: config.removalPolicy,
  });
  stage.accessLogSettings = {
    destinationArn: log.logGroupArn,
    format: JSON.stringify({
      request_id: '$context.requestId',
      time: '$context.requestTime',
      route: '$context.routeKey',
      status: '$context.status',
      response_bytes: '$context.responseLength',
      latency_ms: '$context.responseLatency',
      integration_latency_ms: '$context.integrationLatency',
      integration_error: '$context.integrationErrorMessage',
    }),
  };
}

/**
 * The alarms of the API's region and the one dashboard: API 5xx rate and count,
 * background functions' errors, DynamoDB throttles, SES bounce and complaint
 * rates, all to one SNS topic (`alarmEmail` subscribes). WAF blocks alarm in the
 * edge stack (its metrics are in us-east-1) and show here. CloudWatch bills an
 * alarm by the metrics it reads: the routes' functions are watched through the
 * API's 5xx answers (3 metrics for all of them), not by their own metrics (2 per
 * function, ~380 for the route table).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { config, api, background, table } = props;
    logApiAccess(this, api, config);
    const webAclName = webAclNameOf(config);
    this.topic = new Topic(this, 'Alarms', { displayName: `${config.stage} migralink alarms`, enforceSSL: true });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (name: string, description: string, metric: IMetric, threshold: number) =>
      new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);

    const requests = api.metricCount({ period: PERIOD });
    const serverErrors = api.metricServerError({ period: PERIOD });
    const serverErrorPercent = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx %',
      period: PERIOD,
    });
    alarm('Api5xxRate', `More than ${API_5XX_PERCENT}% of API answers are 5xx`, serverErrorPercent, API_5XX_PERCENT);
    // A route that fails on every call can stay under the rate when the others are busy.
    alarm('Api5xxCount', `${FUNCTION_ERRORS} or more API answers are 5xx`, serverErrors, FUNCTION_ERRORS);

    // Their throttles are graphed, not alarmed: a throttled scheduled or stream invocation is retried, and what
    // finally fails shows as an error or in the mail path's dead letters.
    const errors = chunks(background, METRICS_PER_ALARM).map((group, index) => {
      const groupErrors = summed(group, (fn) => fn.metricErrors({ period: PERIOD }), `errors ${index}`, `e${index}`);
      const groupThrottles = summed(
        group,
        (fn) => fn.metricThrottles({ period: PERIOD }),
        `throttles ${index}`,
        `t${index}`,
      );
      alarm(
        `FunctionErrors${index}`,
        `Background functions ${index * 10 + 1}-${index * 10 + group.length} fail`,
        groupErrors,
        FUNCTION_ERRORS,
      );
      return { groupErrors, groupThrottles };
    });

    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName },
        statistic: 'Sum',
        period: PERIOD,
      });
    const tableThrottles = new MathExpression({
      expression: 'FILL(reads, 0) + FILL(writes, 0)',
      usingMetrics: { reads: tableMetric('ReadThrottleEvents'), writes: tableMetric('WriteThrottleEvents') },
      label: 'DynamoDB throttle events',
      period: PERIOD,
    });
    alarm('TableThrottles', 'DynamoDB throttles requests to the table', tableThrottles, 1);

    const ses = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    alarm(
      'SesBounceRate',
      'The SES bounce rate nears the review level (5%)',
      ses('Reputation.BounceRate'),
      SES_BOUNCE_RATE,
    );
    alarm(
      'SesComplaintRate',
      'The SES complaint rate nears the review level (0.1%)',
      ses('Reputation.ComplaintRate'),
      SES_COMPLAINT_RATE,
    );

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${config.stage}-migralink` });
    const graph = (title: string, left: IMetric[]) => new GraphWidget({ title, left, width: 12 });
    this.dashboard.addWidgets(
      graph('API requests and errors', [requests, api.metricClientError({ period: PERIOD }), serverErrors]),
      graph('API latency (p50, p99)', [
        api.metricLatency({ statistic: 'p50' }),
        api.metricLatency({ statistic: 'p99' }),
      ]),
      graph(
        'Background function errors',
        errors.map(({ groupErrors }) => groupErrors),
      ),
      graph(
        'Background function throttles',
        errors.map(({ groupThrottles }) => groupThrottles),
      ),
      graph('DynamoDB capacity used', [
        tableMetric('ConsumedReadCapacityUnits'),
        tableMetric('ConsumedWriteCapacityUnits'),
      ]),
      graph('DynamoDB throttles', [tableThrottles]),
      graph('SES bounce and complaint rates', [ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')]),
      graph('WAF allowed and blocked', [
        webAclMetric(webAclName, 'AllowedRequests'),
        webAclMetric(webAclName, 'BlockedRequests'),
      ]),
    );
  }
}
