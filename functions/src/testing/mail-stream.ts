import { setTimeout } from 'node:timers/promises';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type _Record,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { readMail } from '#data/outbox';
import { config } from '#lib/config';
import { LEASE_MS, sendDueRetries, sendQueuedMails, type SenderOptions } from '#mail/sender';
import { outboxInserts } from '#mail/stream';

/**
 * The table's stream read as Lambda's event source mapping reads it, for where no Lambda runs it: the local platform
 * (`infra/local/mail-delivery.ts`) and the tests (`deliverQueuedMail`). Each reader keeps its own place in each shard,
 * so it hands on every record once; several readers of one table each see every record, and the sender's claim is
 * what keeps a mail from going twice.
 */
export class StreamReader {
  private readonly client = new DynamoDBStreamsClient({
    region: config.region,
    ...(config.endpoints.dynamodb ? { endpoint: config.endpoints.dynamodb } : {}),
  });
  private streamArn: string | undefined;
  /** The last sequence number handed on, per shard. */
  private readonly positions = new Map<string, string>();
  /** Closed shards read to their end. */
  private readonly finished = new Set<string>();
  private reading: Promise<unknown> = Promise.resolve();

  /** Every record written since the last read (since the stream's oldest on the first), oldest first. */
  read(): Promise<_Record[]> {
    const next = this.reading.then(() => this.readAll());
    this.reading = next.catch(() => undefined);
    return next;
  }

  stop(): void {
    this.client.destroy();
  }

  /**
   * The records of one batch the sender's event source gave up on, as its dead-letter message names it
   * (`DDBStreamBatchInfo`: shard and sequence numbers), while the stream still holds them (24 hours).
   */
  async batch(info: { streamArn: string; shardId: string; startSequenceNumber: string; endSequenceNumber: string }) {
    let iterator = (
      await this.client.send(
        new GetShardIteratorCommand({
          StreamArn: info.streamArn,
          ShardId: info.shardId,
          ShardIteratorType: 'AT_SEQUENCE_NUMBER',
          SequenceNumber: info.startSequenceNumber,
        }),
      )
    ).ShardIterator;
    const records: _Record[] = [];
    const end = BigInt(info.endSequenceNumber);
    while (iterator) {
      const page = await this.client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      const got = page.Records ?? [];
      records.push(...got.filter((record) => BigInt(record.dynamodb?.SequenceNumber ?? '0') <= end));
      const last = got.at(-1)?.dynamodb?.SequenceNumber;
      iterator = got.length && last && BigInt(last) < end ? page.NextShardIterator : undefined;
    }
    return records;
  }

  private async readAll(): Promise<_Record[]> {
    const records: _Record[] = [];
    for (const shard of await this.shards()) {
      if (shard.ShardId && !this.finished.has(shard.ShardId)) records.push(...(await this.readShard(shard.ShardId)));
    }
    return records;
  }

  private async shards(): Promise<Shard[]> {
    this.streamArn ??= (await this.client.send(new ListStreamsCommand({ TableName: config.tableName }))).Streams?.[0]
      ?.StreamArn;
    if (!this.streamArn) throw new Error(`The table ${config.tableName} has no stream`);
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await this.client.send(
        new DescribeStreamCommand({ StreamArn: this.streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  private async readShard(shardId: string): Promise<_Record[]> {
    const after = this.positions.get(shardId);
    let iterator = (
      await this.client.send(
        new GetShardIteratorCommand({
          StreamArn: this.streamArn,
          ShardId: shardId,
          ...(after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
    ).ShardIterator;
    const records: _Record[] = [];
    while (iterator) {
      const page = await this.client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      const got = page.Records ?? [];
      records.push(...got);
      const last = got.at(-1)?.dynamodb?.SequenceNumber;
      if (last) this.positions.set(shardId, last);
      if (!page.NextShardIterator) this.finished.add(shardId);
      iterator = got.length ? page.NextShardIterator : undefined;
    }
    return records;
  }
}

/** As many records as Lambda hands the sender at once (infra/src/stacks/mail-stack.ts). */
export const STREAM_BATCH = 100;

let reader: StreamReader | undefined;

/**
 * The minute this module was loaded in: a stream record's creation time is stamped to the minute. Each test file loads
 * it afresh, and test files run side by side on one table, so what was queued before are other files' mails: each file
 * delivers them itself. Without this a file's first delivery would claim every mail of the run so far, one write each.
 */
const LOADED_AT = new Date(Math.floor(Date.now() / 60_000) * 60_000);

/**
 * Delivers every mail queued since this file began, through the sender production runs: the new outbox items this
 * process has not seen on the stream, then the retries due (by `options.now`, to make a wait due). Mails another
 * process is sending at that moment are waited for, so what was queued before the call has reached SES (or failed)
 * when it resolves.
 */
export async function deliverQueuedMail(options: SenderOptions = {}): Promise<void> {
  reader ??= new StreamReader();
  const records = await reader.read();
  const ids = outboxInserts(
    records.filter((record) => (record.dynamodb?.ApproximateCreationDateTime ?? LOADED_AT) >= LOADED_AT),
  );
  for (let start = 0; start < ids.length; start += STREAM_BATCH) {
    await untilSentByOthers(await sendQueuedMails(ids.slice(start, start + STREAM_BATCH), options));
  }
  await sendDueRetries(options);
}

/** Waits, at most a lease, for the mails another sender held to leave its hands. */
async function untilSentByOthers(outcomes: Map<string, string>): Promise<void> {
  const stopAt = Date.now() + LEASE_MS;
  for (const [id, outcome] of outcomes) {
    if (outcome !== 'taken') continue;
    while ((await readMail(id))?.status === 'sending' && Date.now() < stopAt) await setTimeout(20);
  }
}
