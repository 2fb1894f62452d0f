import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type _Record,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { config } from '#lib/config';

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
  /** Where to read on in a shard that has handed on nothing since `skipToNow`: its iterator. */
  private readonly iterators = new Map<string, string>();
  private reading: Promise<unknown> = Promise.resolve();

  /** Every record written since the last read (since the stream's oldest on the first), oldest first. */
  read(): Promise<_Record[]> {
    const next = this.reading.then(() => this.readAll());
    this.reading = next.catch(() => undefined);
    return next;
  }

  /**
   * Makes the next read hand on only what is written after this call: the closed shards are passed over, the open
   * ones read on from their newest record.
   */
  async skipToNow(): Promise<void> {
    for (const shard of await this.shards()) {
      const shardId = shard.ShardId!;
      if (shard.SequenceNumberRange?.EndingSequenceNumber) {
        this.finished.add(shardId);
        continue;
      }
      const { ShardIterator } = await this.client.send(
        new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ShardIteratorType: 'LATEST' }),
      );
      if (ShardIterator) this.iterators.set(shardId, ShardIterator);
    }
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
    const kept = this.iterators.get(shardId);
    this.iterators.delete(shardId);
    let iterator =
      kept ??
      (
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
      // Nothing yet after `skipToNow`: no record's number to read on after, so its iterator is kept.
      if (!got.length && page.NextShardIterator && !this.positions.has(shardId))
        this.iterators.set(shardId, page.NextShardIterator);
      iterator = got.length ? page.NextShardIterator : undefined;
    }
    return records;
  }
}

/** As many records as Lambda hands the sender at once (infra/src/stacks/mail-stack.ts). */
export const STREAM_BATCH = 100;
