import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaAction, SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { FilterPattern, MetricFilter, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE } from '@migralink/functions/data/table';
import { OUTBOX_INSERTS } from '@migralink/functions/mail/stream';
import type { TableAction } from '@migralink/shared/route';
import type { HandlerCode } from './handler-code';
import { sendMailStatement } from './route-access';
import { RouteFunction } from './route-function';
import { APP_NAME, type StageConfig } from './stage';

/** The functions of the mail path (`functions/src/handlers/mail/`): no route calls them. */
export const MAIL_HANDLERS = ['mail/send-queued', 'mail/feedback', 'mail/marketing-pause'] as const;

/**
 * Marketing is paused above these (docs/product.md, "Mail"): SES's own reputation rates of the account, which the
 * pause alarms watch. Below the review levels AWS acts on (5 % bounces, 0.1 % complaints).
 */
export const MARKETING_PAUSE_BOUNCE_RATE = 0.02;
export const MARKETING_PAUSE_COMPLAINT_RATE = 0.0005;

export interface MailPathProps {
  readonly config: StageConfig;
  readonly table: ITableV2;
  readonly code: HandlerCode;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The one way mail leaves (functions/src/mail/README.md): the table's stream, filtered to new outbox items, feeds
 * the sender, which a schedule also runs every minute for the retries; a batch the sender cannot take goes to a
 * dead-letter queue; SES reports bounces and complaints through the configuration set's SNS topic to the feedback
 * function; two alarms on SES's reputation pause marketing sends.
 */
export class MailPath extends Construct {
  readonly sender: RouteFunction;
  readonly feedback: RouteFunction;
  readonly pause: RouteFunction;
  readonly deadLetters: Queue;
  readonly configurationSet: ConfigurationSet;
  private readonly deadMails: Metric;

  constructor(scope: Construct, id: string, props: MailPathProps) {
    super(scope, id);
    const { config, table, code } = props;
    const streamArn = table.tableStreamArn;
    if (!streamArn) throw new Error('The mail path needs the table’s stream (TABLE.streamView)');
    const configurationSetName = `${config.stage}-${APP_NAME}-mail`;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { configurationSetName });
    const environment = {
      ...props.environment,
      MAIL_CONFIGURATION_SET: configurationSetName,
      MAIL_SEND_RATE: String(config.mailSendRate),
    };
    const fn = (id: string, handlerModule: string, description: string, timeout = Duration.seconds(10)) =>
      new RouteFunction(this, id, {
        handlerModule,
        code,
        description,
        timeout,
        environment,
        logRetention: props.logRetention,
        logRemovalPolicy: props.removalPolicy,
      });

    // One sender at a time keeps the whole account within SES's rate (the pace is per process).
    this.sender = fn('Sender', 'mail/send-queued', 'Sends the queued mails of the outbox', Duration.seconds(60));
    if (config.mailSenderConcurrency) {
      (this.sender.node.defaultChild as { reservedConcurrentExecutions?: number }).reservedConcurrentExecutions =
        config.mailSenderConcurrency;
    }
    this.sender.addToRolePolicy(tableStatement(table, ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem']));
    this.sender.addToRolePolicy(sendMailStatement(this.sender, config.mailFrom, configurationSetName));
    table.grantStreamRead(this.sender);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    new EventSourceMapping(this, 'OutboxStream', {
      target: this.sender,
      eventSourceArn: streamArn,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      parallelizationFactor: 1,
      bisectBatchOnError: true,
      retryAttempts: 10,
      maxRecordAge: Duration.days(1),
      reportBatchItemFailures: true,
      onFailure: new SqsDlq(this.deadLetters),
      filters: [FilterCriteria.filter(OUTBOX_INSERTS as unknown as Record<string, unknown>)],
    });
    new Rule(this, 'RetrySweep', {
      description: 'Sends the mails whose retry is due',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.sender)],
    });
    // The dead-letter state: a mail the sender gave up (`mail dead` lines).
    new MetricFilter(this, 'DeadMails', {
      logGroup: this.sender.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', 'mail dead'),
      metricNamespace: APP_NAME,
      metricName: 'MailsDead',
      metricValue: '1',
    });
    this.deadMails = new Metric({
      namespace: APP_NAME,
      metricName: 'MailsDead',
      statistic: 'Sum',
      period: Duration.minutes(5),
    });

    const feedbackTopic = new Topic(this, 'FeedbackTopic', {
      displayName: 'SES bounces and complaints',
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.feedback = fn('Feedback', 'mail/feedback', 'Suppresses addresses that bounce or complain; counts them');
    this.feedback.addToRolePolicy(tableStatement(table, ['GetItem', 'PutItem', 'UpdateItem']));
    feedbackTopic.addSubscription(new LambdaSubscription(this.feedback));

    this.pause = fn('MarketingPause', 'mail/marketing-pause', 'Pauses marketing mail while an alarm is on');
    this.pause.addToRolePolicy(tableStatement(table, ['UpdateItem']));
  }

  get functions(): RouteFunction[] {
    return [this.sender, this.feedback, this.pause];
  }

  /**
   * The alarms: a batch in the dead-letter queue, a mail dead-lettered (to people), and SES's bounce and complaint
   * rates over the lines that pause marketing (to the pause function, which also lifts the pause at OK, and to people).
   */
  alarmTo(topic: ITopic, config: StageConfig): void {
    const action = new SnsAction(topic);
    const ses = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
    const pauseAlarm = (id: string, name: string, metric: IMetric, threshold: number, description: string) => {
      const alarm = new Alarm(this, id, {
        alarmName: `${config.stage}-${APP_NAME}-marketing-${name}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      // Paused when it goes off, lifted when it is back to OK (functions/src/mail/README.md, "Pausing").
      alarm.addAlarmAction(new LambdaAction(this.pause), action);
      alarm.addOkAction(new LambdaAction(this.pause));
    };
    pauseAlarm(
      'BounceRatePause',
      'bounce-rate',
      ses('Reputation.BounceRate'),
      MARKETING_PAUSE_BOUNCE_RATE,
      'Bounces over 2 %: marketing mail paused',
    );
    pauseAlarm(
      'ComplaintRatePause',
      'complaint-rate',
      ses('Reputation.ComplaintRate'),
      MARKETING_PAUSE_COMPLAINT_RATE,
      'Complaints over 0.05 %: marketing mail paused',
    );
    const alarm = (id: string, description: string, metric: IMetric) =>
      new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    alarm(
      'DeadLetterQueue',
      'Outbox stream batches the sender could not take: replay them (functions/src/mail/README.md)',
      this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    );
    alarm('DeadMail', 'A mail failed for good: see OUTBOX#DEAD (functions/src/mail/README.md)', this.deadMails);
  }
}

/** The actions on the table and, to query the retry index, gsi2. */
function tableStatement(table: ITableV2, actions: readonly TableAction[]): PolicyStatement {
  const gsi2 = TABLE.globalIndexes.find(({ name }) => name === 'gsi2')!;
  return new PolicyStatement({
    actions: actions.map((action) => `dynamodb:${action}`),
    resources: [table.tableArn, ...(actions.includes('Query') ? [`${table.tableArn}/index/${gsi2.name}`] : [])],
  });
}
