import { Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { AUTH_PATH_PREFIXES } from '../auth-limits';
import type { StageConfig } from '../stage';

/** CloudFront's web ACLs, their metrics and alarms live in us-east-1, whatever region the rest is in. */
export const EDGE_REGION = 'us-east-1';

/** Requests per IP in 5 minutes on the account routes (sign-in, sign-up, codes): a person needs a handful. */
export const AUTH_RATE_LIMIT = 100;
/** Requests per IP in 5 minutes anywhere: well above a visitor browsing, below a scraper or a flood. */
export const GLOBAL_RATE_LIMIT = 3000;
/** The window the per-IP limits count over, in seconds. */
export const RATE_WINDOW_SECONDS = 300;
/** Blocked requests in 5 minutes that raise the alarm. */
export const BLOCKS_ALARM_THRESHOLD = 500;

const MANAGED_RULE_GROUPS = [
  // SizeRestrictions_BODY blocks bodies over 8 KB; the company editor's multilingual forms can be larger, and the
  // API answers 413 above its own limit. Counted, not blocked.
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
] as const;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * The web ACL in front of CloudFront (scope CLOUDFRONT, so in us-east-1): AWS's
 * managed rules (common, known bad inputs, IP reputation), a rate limit per IP
 * on the account routes and a looser one everywhere, and an alarm on blocks.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** The web ACL's name: WAF reports its metrics under it. */
  readonly webAclName: string;

  constructor(scope: Construct, id: string, config: StageConfig, props: StackProps = {}) {
    super(scope, id, props);
    this.webAclName = webAclNameOf(config);
    const managed = MANAGED_RULE_GROUPS.map((group, index) => ({
      name: group.name,
      priority: index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })),
        },
      },
      visibilityConfig: visibility(group.name),
    }));
    const authPaths = AUTH_PATH_PREFIXES.map((prefix) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    }));
    const rateRule = (name: string, priority: number, limit: number, scopeDown?: object) => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: RATE_WINDOW_SECONDS,
          scopeDownStatement: scopeDown,
        },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.webAclName,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: `${config.stage} site and API`,
      rules: [
        rateRule('AuthRoutesPerIp', 10, AUTH_RATE_LIMIT, { orStatement: { statements: authPaths } }),
        rateRule('AllRoutesPerIp', 11, GLOBAL_RATE_LIMIT),
        ...managed,
      ],
      visibilityConfig: visibility(this.webAclName),
    });

    // Alarm actions must be in the alarm's region: this topic takes the edge's alarms.
    const topic = new Topic(this, 'Alarms', { displayName: `${config.stage} migralink edge alarms`, enforceSSL: true });
    if (config.alarmEmail) topic.addSubscription(new EmailSubscription(config.alarmEmail));
    new Alarm(this, 'BlockedRequests', {
      alarmDescription: 'The web ACL blocks many requests: an attack, or a rule that refuses real visitors',
      metric: webAclMetric(this.webAclName, 'BlockedRequests'),
      threshold: BLOCKS_ALARM_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(topic));
  }
}

/** The web ACL's name, known without a reference to the edge stack (which is in another region). */
export const webAclNameOf = (config: Pick<StageConfig, 'stage'>) => `${config.stage}-migralink`;

/** A metric of the whole web ACL (all its rules), as WAF reports it for CloudFront. */
export function webAclMetric(webAclName: string, metricName: 'BlockedRequests' | 'AllowedRequests') {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
    statistic: 'Sum',
    region: EDGE_REGION,
  });
}
