import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteAccess } from '@migralink/shared/route';
import type { HandlerCode } from './handler-code';
import { grantRouteAccess, routeEnvironment, type RouteResources } from './route-access';
import { RouteFunction } from './route-function';

/** A function of `functions/src/handlers` that no route calls: a schedule does, with exactly its `access`. */
export interface JobDefinition {
  /** The construct's id in its stack. */
  readonly id: string;
  readonly handler: string;
  readonly description: string;
  readonly schedule: Schedule;
  readonly access: RouteAccess;
}

/**
 * The certificates' expiry reminders (docs/product.md, "Certificates"), once a day at 06:00 UTC: the due
 * days' index (Query), the company's profile and owner (GetItem), the claim of each reminder (UpdateItem).
 */
export const CERTIFICATE_REMINDERS: JobDefinition = {
  id: 'CertificateReminders',
  handler: 'certificates/expiry-reminders',
  description: 'Mails the owners of certificates that end in 30 days',
  schedule: Schedule.cron({ hour: '6', minute: '0' }),
  access: { table: ['GetItem', 'Query', 'UpdateItem'], mail: true },
};

/**
 * The newsletters' send job (docs/product.md, "Newsletters"), every minute: the sends under way (a Query of
 * gsi2), each claimed and moved on page by page (UpdateItem), its list's members (Query), one outbox mail per
 * subscriber (PutItem; the unsubscribe links signed with the tokens' key). A run stops taking pages 30 s
 * before its 5 minutes end; runs that overlap keep off each other's newsletter by its claim.
 */
export const NEWSLETTER_SENDS: JobDefinition = {
  id: 'NewsletterSends',
  handler: 'mailing/newsletter-sends',
  description: 'Queues the mails of the newsletters being sent, page by page from their cursors',
  schedule: Schedule.rate(Duration.minutes(1)),
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], mail: true, formTokens: true },
};

/**
 * The author-block job (docs/product.md, "Users, blocks and the audit trail"), every minute: the syncs under way
 * (a Query of gsi2), the author's block (GetItem), a page of their pointers (Query), each review read (GetItem)
 * and moved out of or back into its company's orders and counters in one transaction (Put, Update, Delete, the
 * author's ConditionCheck), the cursor moved (UpdateItem) and the sync ended (DeleteItem).
 */
export const AUTHOR_BLOCKS: JobDefinition = {
  id: 'AuthorBlocks',
  handler: 'reviews/author-blocks',
  description: "Takes blocked users' reviews out of the public lists and averages, and brings them back on unblock",
  schedule: Schedule.rate(Duration.minutes(1)),
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'] },
};

/**
 * The page-view count (docs/product.md, "Page views and statistics"), every hour: the access logs of yesterday and
 * today listed (S3 ListObjectsV2), each day's count so far read and kept (GetObject, PutObject), each log object not
 * counted yet read once (GetObject), the pages first viewed resolved (GetItem, Query), and the page-view items whose
 * counts changed set (UpdateItem). A run that fails before it keeps a day's count is redone by the next from the
 * same count: nothing is counted twice (functions/src/statistics/README.md).
 */
export const PAGE_VIEW_COUNTS: JobDefinition = {
  id: 'PageViewCounts',
  handler: 'statistics/count-page-views',
  description: "Counts the company and service pages' views from the distribution's access logs",
  schedule: Schedule.rate(Duration.hours(1)),
  access: { table: ['GetItem', 'Query', 'UpdateItem'], edgeLogs: true },
};

export interface ScheduledJobProps {
  readonly job: JobDefinition;
  readonly code: HandlerCode;
  readonly resources: RouteResources;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** A scheduled job: its function, granted as a route with its access would be, and the EventBridge rule that runs it. */
export class ScheduledJob extends Construct {
  readonly function: RouteFunction;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.function = new RouteFunction(this, 'Function', {
      handlerModule: job.handler,
      code: props.code,
      description: job.description,
      timeout: Duration.minutes(5),
      environment: { ...props.environment, ...routeEnvironment(job, props.resources) },
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
    });
    grantRouteAccess(this.function, { access: job.access, auth: 'public' }, props.resources);
    new Rule(this, 'Schedule', {
      description: job.description,
      schedule: job.schedule,
      targets: [new LambdaFunction(this.function)],
    });
  }
}
