import path from 'node:path';
import type { LocalSettings } from '../settings';
import { localUrl, loopbackUrl } from '../settings';
import { startDynamoDbLocal, type RunningService } from './dynamodb-local';
import { startS3 } from './s3';
import { startSes } from './ses';

export type { RunningService } from './dynamodb-local';

export interface StandIns {
  dynamodb: RunningService;
  s3: RunningService;
  ses: RunningService;
  stop(): Promise<void>;
}

/**
 * Starts the stand-ins of DynamoDB, S3 and SES side by side. With `persist`,
 * DynamoDB and S3 keep their data under the data folder; otherwise DynamoDB
 * runs in memory (tests). If one fails to start, the others are stopped.
 */
export async function startStandIns(settings: LocalSettings, { persist }: { persist: boolean }): Promise<StandIns> {
  const { ports, dataDir } = settings;
  const siteOrigins = [localUrl(ports.site), loopbackUrl(ports.site)];
  const started = await Promise.allSettled([
    startDynamoDbLocal(ports.dynamodb, persist ? path.join(dataDir, 'dynamodb') : undefined),
    startS3(ports.s3, path.join(dataDir, 's3'), settings.uploadsBucket, siteOrigins),
    startSes(ports.ses),
  ]);
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => void (await Promise.allSettled(running.map((service) => service.stop())));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [dynamodb, s3, ses] = running as [RunningService, RunningService, RunningService];
  return { dynamodb, s3, ses, stop: stopAll };
}
