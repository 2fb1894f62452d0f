import path from 'node:path';
import { LOCAL_STRIPE_SECRET_KEY } from '../environment';
import type { LocalSettings } from '../settings';
import { localUrl, loopbackUrl } from '../settings';
import { holdsData, startDynamoDbLocal, type RunningService } from './dynamodb-local';
import { startPayments, type PaymentsService } from './payments/server';
import { startS3 } from './s3';
import { startSes } from './ses';
import { untimed, type Phase } from '../timed-phases';

export type { RunningService } from './dynamodb-local';
export type { PaymentsService } from './payments/server';

export interface StandIns {
  dynamodb: RunningService;
  s3: RunningService;
  ses: RunningService;
  payments: PaymentsService;
  stop(): Promise<void>;
}

export interface StandInOptions {
  /** Keep DynamoDB, S3 and the payment simulator's data under the data folder (otherwise in memory: tests). */
  persist: boolean;
  /** The secret the payment simulator signs webhooks with (the functions' `STRIPE_WEBHOOK_SECRET`). */
  stripeWebhookSecret: string;
  /** Where the payment simulator delivers webhooks; without it, events are only kept for tests to fetch. */
  stripeWebhookUrl?: string;
  log?: (line: string) => void;
  /** Runs the start of each stand-in (`npm start` times them). */
  phase?: Phase;
}

/**
 * Starts the stand-ins of DynamoDB, S3, SES and Stripe side by side. With
 * `persist`, DynamoDB, S3 and the payment simulator keep their data under
 * the data folder; otherwise DynamoDB and payments run in memory (tests).
 * If one fails to start, the others are stopped.
 */
export async function startStandIns(settings: LocalSettings, options: StandInOptions): Promise<StandIns> {
  const { ports, dataDir } = settings;
  const siteOrigins = [localUrl(ports.site), loopbackUrl(ports.site)];
  const phase = options.phase ?? untimed;
  const dynamodbDir = path.join(dataDir, 'dynamodb');
  const [dynamodb, s3, ses, payments] = await Promise.allSettled([
    phase('DynamoDB Local', () =>
      // A start on kept data wants the engine up quickly; seeding and the tests want it fast over thousands of requests.
      startDynamoDbLocal(ports.dynamodb, options.persist ? dynamodbDir : undefined, {
        quickStart: options.persist && holdsData(dynamodbDir),
      }),
    ),
    phase('S3', () =>
      startS3(
        ports.s3,
        path.join(dataDir, 's3'),
        { uploads: settings.uploadsBucket, edgeLogs: settings.edgeLogsBucket },
        siteOrigins,
      ),
    ),
    phase('SES', () => startSes(ports.ses)),
    phase('payments', () =>
      startPayments(ports.payments, {
        secretKey: LOCAL_STRIPE_SECRET_KEY,
        webhookSecret: options.stripeWebhookSecret,
        webhookUrl: options.stripeWebhookUrl,
        stateFile: options.persist ? path.join(dataDir, 'payments.json') : undefined,
        log: options.log,
      }),
    ),
  ]);
  const started = [dynamodb, s3, ses, payments];
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => void (await Promise.allSettled(running.map((service) => service.stop())));
  const allStarted =
    dynamodb.status === 'fulfilled' &&
    s3.status === 'fulfilled' &&
    ses.status === 'fulfilled' &&
    payments.status === 'fulfilled';
  if (allStarted)
    return { dynamodb: dynamodb.value, s3: s3.value, ses: ses.value, payments: payments.value, stop: stopAll };
  await stopAll();
  throw started.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))[0];
}
