import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE } from '@migralink/functions/data/table';
import { ensureTable, switchOnStream } from './table';

const endpoint = process.env.DYNAMODB_ENDPOINT!;
const region = process.env.AWS_REGION!;
const client = new DynamoDBClient({
  endpoint,
  region,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => client.destroy());

const streamOf = async (tableName: string) =>
  (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.StreamSpecification;

const streamArn = async (tableName: string) =>
  (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;

describe("the local table's stream", () => {
  it('is on from the start of a table made for the tests', async () => {
    const tableName = `stream-now-${randomUUID()}`;
    expect(await ensureTable(endpoint, region, tableName)).toBe('created');
    expect(await streamOf(tableName)).toMatchObject({ StreamEnabled: true, StreamViewType: TABLE.streamView });
  });

  it('comes on after seeding for a table the platform makes, and is left on when the table is kept', async () => {
    const tableName = `stream-later-${randomUUID()}`;
    expect(await ensureTable(endpoint, region, tableName, { streamAfterSeeding: true })).toBe('created');
    expect((await streamOf(tableName))?.StreamEnabled ?? false).toBe(false);

    await switchOnStream(endpoint, region, tableName);
    expect(await streamOf(tableName)).toMatchObject({ StreamEnabled: true, StreamViewType: TABLE.streamView });
    const stream = await streamArn(tableName);
    expect(stream).toBeDefined();

    // A second start: the table is kept, its stream (the mail path reads from where it is) stays the same one.
    expect(await ensureTable(endpoint, region, tableName, { streamAfterSeeding: true })).toBe('kept');
    await switchOnStream(endpoint, region, tableName);
    expect(await streamArn(tableName)).toBe(stream);
  });

  it('is switched on for a kept table made before the mail path, when the platform is not seeding it first', async () => {
    const tableName = `stream-old-${randomUUID()}`;
    await ensureTable(endpoint, region, tableName, { streamAfterSeeding: true });
    expect(await ensureTable(endpoint, region, tableName)).toBe('kept');
    expect((await streamOf(tableName))?.StreamEnabled).toBe(true);
  });
});
