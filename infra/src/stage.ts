import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export const APP_NAME = 'migralink';
export const STAGES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGES)[number];

/** Everything that differs between stages, read once from CDK context (`-c key=value` or cdk.json). */
export interface StageConfig {
  readonly stage: StageName;
  readonly env: { readonly account: string; readonly region: string };
  /** Public host name of the site (e.g. `www.example.com`); without it the CloudFront domain serves. */
  readonly domainName?: string;
  /** ACM certificate in us-east-1 for `domainName`. */
  readonly certificateArn?: string;
  /** Origins allowed to call the API and upload from the browser. */
  readonly corsOrigins: readonly string[];
  /** Base URL the functions put into mails. */
  readonly siteUrl: string;
  readonly mailFrom: string;
  /** OAuth client id of Sign in with Google; without it the Google routes answer that it is off. */
  readonly googleClientId?: string;
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  readonly logRetention: RetentionDays;
  readonly logLevel: string;
  /** Upper bound of routes per nested stack: ~7 resources each, far below CloudFormation's 500. */
  readonly routesPerStack: number;
  /** Minutes between checks whether the site needs a build (the public catalogue changed); 0 turns builds off. */
  readonly siteRebuildMinutes: number;
  /**
   * Reserved concurrency of each password-hashing function (`auth-limits.ts`); 0 reserves none (an account
   * whose concurrency quota is still the starting one cannot reserve any).
   */
  readonly authConcurrency: number;
  /** Mails a second the mail path's sender starts: the SES account's sending rate (14 until AWS raises it). */
  readonly mailSendRate: number;
  /**
   * Reserved concurrency of the mail sender: 1 keeps the whole account to `mailSendRate`; 0 reserves none (an account
   * whose concurrency quota is still the starting one cannot reserve any; then the table's stream shards bound it).
   */
  readonly mailSenderConcurrency: number;
  /** Address the alarms mail to (an SNS subscription); without it the topic has no subscriber yet. */
  readonly alarmEmail?: string;
  /** Version id of the origin secret CloudFront sends (after a rotation); without it, the current one. */
  readonly originVerifyVersion?: string;
}

/** The local site, allowed in dev so a developer can point it at a deployed API. */
const LOCAL_SITE = 'http://localhost:4321';
/** Placeholders for an offline synth; the CLI sets the real ones when credentials exist. */
const OFFLINE_ACCOUNT = '000000000000';
const DEFAULT_REGION = 'eu-central-1';

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

function list(node: Node, key: string): string[] {
  return (text(node, key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function stageName(node: Node): StageName {
  const stage = text(node, 'stage') ?? 'dev';
  if (!(STAGES as readonly string[]).includes(stage)) {
    throw new Error(`Unknown stage "${stage}": use one of ${STAGES.join(', ')} (-c stage=dev)`);
  }
  return stage as StageName;
}

export function readStageConfig(node: Node): StageConfig {
  const stage = stageName(node);
  const prod = stage === 'prod';
  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if (domainName && !certificateArn) throw new Error('A domainName needs a certificateArn (ACM, us-east-1)');
  const siteOrigin = domainName ? `https://${domainName}` : undefined;
  const corsOrigins = [
    ...new Set([...(siteOrigin ? [siteOrigin] : []), ...list(node, 'corsOrigins'), ...(prod ? [] : [LOCAL_SITE])]),
  ];
  return {
    stage,
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT ?? OFFLINE_ACCOUNT,
      region: text(node, 'region') ?? process.env.CDK_DEFAULT_REGION ?? DEFAULT_REGION,
    },
    domainName,
    certificateArn,
    corsOrigins,
    siteUrl: text(node, 'siteUrl') ?? siteOrigin ?? corsOrigins[0] ?? LOCAL_SITE,
    mailFrom: text(node, 'mailFrom') ?? `no-reply@${domainName ?? 'example.com'}`,
    googleClientId: text(node, 'googleClientId'),
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: prod,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    logLevel: text(node, 'logLevel') ?? (prod ? 'info' : 'debug'),
    routesPerStack: Number(text(node, 'routesPerStack') ?? 30),
    siteRebuildMinutes: Number(text(node, 'siteRebuildMinutes') ?? 5),
    authConcurrency: Number(text(node, 'authConcurrency') ?? (prod ? 10 : 0)),
    mailSendRate: Number(text(node, 'mailSendRate') ?? 14),
    mailSenderConcurrency: Number(text(node, 'mailSenderConcurrency') ?? (prod ? 1 : 0)),
    alarmEmail: text(node, 'alarmEmail'),
    originVerifyVersion: text(node, 'originVerifyVersion'),
  };
}

/** `dev-migralink-api`: the stage comes first so one account can hold both stages side by side. */
export function stackName(config: StageConfig, part: string): string {
  return `${config.stage}-${APP_NAME}-${part}`;
}
