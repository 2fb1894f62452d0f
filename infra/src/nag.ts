import type {
  IPolicyValidationContext,
  IPolicyValidationPlugin,
  PolicyValidationPluginReport,
  PolicyViolation,
} from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** A finding of cdk-nag's AwsSolutions rules we accept, where, and why. */
interface Accepted {
  /** The rule, with the finding in brackets where the rule reports several (`AwsSolutions-IAM5[Resource::…]`). */
  readonly rule: RegExp;
  /** Construct paths it is accepted on. */
  readonly at: RegExp;
  readonly reason: string;
}

const ANY = /./;
/** The functions of the routes and the not-found answer. */
const ROUTE_FUNCTIONS = /-api\/(Routes[^/]+\/[^/]+|NotFound)\//;

/**
 * Every finding left, each with its reason. Anything not listed fails
 * `cdk synth`, `cdk deploy` and `npm test` (`nag.test.ts`).
 */
export const ACCEPTED: readonly Accepted[] = [
  {
    rule: /^AwsSolutions-IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole\]$/,
    at: ANY,
    reason:
      'Lambda basic execution: writes to the function’s own CloudWatch log group only; AWS keeps the policy current.',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::.*\/(tmp|media|documents)\/[\w-]*\/?\*\]$/,
    at: ROUTE_FUNCTIONS,
    reason:
      'Uploads: objects under one purpose’s prefix (tmp/<purpose>/ to check, media/<folder>/ or documents/<folder>/ ' +
      'to keep, documents/certificate-pdfs/ for rendered certificates); the object names are generated per ' +
      'upload or certificate, so the grant names the prefix (route-access.ts).',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::.*\/(edge|page-view-counts)\/\*\]$/,
    at: /-api\/PageViewCounts\//,
    reason:
      'The page-view count reads the access logs under edge/ (CloudFront names each object) and keeps its counts ' +
      'under page-view-counts/ (one object a day): the grant names the two prefixes (route-access.ts).',
  },
  {
    rule: /^AwsSolutions-APIG4$/,
    at: /-api\/.*Route\/Resource$/,
    reason:
      'Authorization is in the functions: each route’s declaration says public, optional or bearer, and the ' +
      'handler checks the token against the account (http/auth.ts); public routes are public by design.',
  },
  {
    rule: /^AwsSolutions-SMG4$/,
    at: /-api\/StripeSecret\//,
    reason:
      'Stripe\'s keys are made in Stripe\'s dashboard and put in by DevOps (README "Payments"); no rotation ' +
      'Lambda can make a Stripe key, so rolling one is done there and then here.',
  },
  {
    rule: /^AwsSolutions-SMG4$/,
    at: /-api\/(JwtSecret|OriginVerifySecret)\//,
    reason:
      'Rotated by hand (infra README): a new JWT key signs everyone out; a new origin secret must reach ' +
      'CloudFront by a deployment of the site stack, which no rotation Lambda can do.',
  },
  {
    rule: /^AwsSolutions-S1$/,
    at: /-(storage\/Uploads|site\/SiteBucket)\//,
    reason:
      'Read only through CloudFront and written only by the functions: CloudFront’s and the functions’ logs ' +
      'record every access; server access logs would need a log bucket of their own, with the same finding.',
  },
  {
    rule: /^AwsSolutions-S1$/,
    at: /-storage\/EdgeLogs\//,
    reason:
      'It is the access-log bucket itself (CloudFront writes, the page-view count reads): logging its own ' +
      'accesses would need yet another log bucket, with the same finding.',
  },
  {
    rule: /^AwsSolutions-CFR1$/,
    at: /-site\/Distribution\//,
    reason: 'A directory for visitors from every country: no country is refused.',
  },
  {
    rule: /^AwsSolutions-CFR4$/,
    at: /-site\/Distribution\//,
    reason:
      'Only without a domain of our own: the *.cloudfront.net certificate admits old TLS versions and cannot be ' +
      'changed. With `domainName` and `certificateArn` the distribution requires TLS 1.2 (TLSv1.2_2021).',
  },
  {
    rule: /^AwsSolutions-(CB4|IAM5\[.*\])$/,
    at: /-site\/Rebuild\//,
    reason:
      'The rebuild project: CodeBuild’s own role for its log group and report groups, and writing the built ' +
      'site under the site bucket; its artifacts are not kept, so there is nothing to encrypt with a key of ours.',
  },
  {
    rule: /^AwsSolutions-SQS3$/,
    at: /-api\/Mail\/DeadLetters\//,
    reason:
      'It is the dead-letter queue itself: the outbox stream’s event source sends the batches the mail sender ' +
      'could not take there (an on-failure destination, which the rule does not see), and an alarm watches it.',
  },
  {
    rule: /^AwsSolutions-(IAM5\[.*\]|L1)$/,
    at: /-site\/Custom::CDKBucketDeployment[^/]*\//,
    reason:
      'CDK’s BucketDeployment handler, which copies the built site into its bucket and invalidates the ' +
      'distribution (CreateInvalidation takes no resource); CDK chooses and updates its runtime.',
  },
];

/**
 * cdk-nag's AwsSolutions rules over the whole app, less the accepted findings:
 * a finding not in `ACCEPTED` is a violation, and CDK stops synthesis on it.
 */
export class AwsSolutions implements IPolicyValidationPlugin {
  readonly name = 'AwsSolutions';
  private readonly checks: AwsSolutionsChecks;

  constructor(scope: IConstruct) {
    this.checks = new AwsSolutionsChecks(scope);
  }

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const violations = notAccepted(this.checks.validate(context).violations);
    return { success: violations.length === 0, violations };
  }
}

/** The violations whose finding is accepted nowhere they occur. */
export function notAccepted(violations: readonly PolicyViolation[]): PolicyViolation[] {
  return violations
    .map((violation) => ({
      ...violation,
      violatingResources: violation.violatingResources.filter(
        ({ constructPath = '' }) =>
          !ACCEPTED.some(({ rule, at }) => rule.test(violation.ruleName) && at.test(constructPath)),
      ),
    }))
    .filter((violation) => violation.violatingResources.length > 0);
}
