import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import awsLite from '@aws-lite/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './db';
import dynamodbPlugin from './dynamodb-plugin';

/**
 * The plugin against a stand-in DynamoDB endpoint that records what it is sent
 * and answers as DynamoDB does: what goes over the wire (the operation, its
 * marshalled body) and what callers get back (plain items, errors by name).
 * Its behaviour with the real service is the integration suite's.
 */
interface Sent {
  target: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}
interface Answer {
  status?: number;
  body: Record<string, unknown>;
}

const sent: Sent[] = [];
let answers: Answer[] = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    sent.push(recorded(request.headers, Buffer.concat(chunks).toString('utf8')));
    const answer = answers.shift() ?? { body: {} };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify(answer.body));
  });
});
const recorded = (headers: IncomingHttpHeaders, body: string): Sent => ({
  target: headers['x-amz-target'] as string | undefined,
  contentType: headers['content-type'],
  body: JSON.parse(body) as Record<string, unknown>,
});

let db: Db;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = await awsLite({
    region: 'eu-central-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accessKeyId: 'unit',
    secretAccessKey: 'unit',
    plugins: [dynamodbPlugin],
    autoloadPlugins: false,
    awsConfigFile: false,
    retries: 0,
    responseContentType: 'application/json',
  });
  db = (client as unknown as { DynamoDB: Db }).DynamoDB;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  sent.length = 0;
  answers = [];
});

const TABLE = 'unit-table';
const key = { pk: 'USER#1', sk: 'PROFILE' };
const marshalledKey = { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } };
const item = { ...key, n: 3, tags: ['a'], verified: true, extra: { deep: null } };
const marshalledItem = {
  ...marshalledKey,
  n: { N: '3' },
  tags: { L: [{ S: 'a' }] },
  verified: { BOOL: true },
  extra: { M: { deep: { NULL: true } } },
};

describe('the single-item operations', () => {
  it('GetItem marshals the key and answers the item unmarshalled', async () => {
    // Prepare
    answers = [{ body: { Item: marshalledItem, ConsumedCapacity: { TableName: TABLE, CapacityUnits: 1 } } }];

    // Act
    const result = await db.GetItem({
      TableName: TABLE,
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#n',
      ExpressionAttributeNames: { '#n': 'n' },
      ReturnConsumedCapacity: 'TOTAL',
    });

    // Assess
    expect(sent).toEqual([
      {
        target: 'DynamoDB_20120810.GetItem',
        contentType: 'application/x-amz-json-1.0',
        body: {
          TableName: TABLE,
          Key: marshalledKey,
          ConsistentRead: true,
          ProjectionExpression: '#n',
          ExpressionAttributeNames: { '#n': 'n' },
          ReturnConsumedCapacity: 'TOTAL',
        },
      },
    ]);
    expect(result).toEqual({ Item: item, ConsumedCapacity: { TableName: TABLE, CapacityUnits: 1 } });
  });

  it('GetItem of a missing item answers no Item', async () => {
    answers = [{ body: {} }];

    const result = await db.GetItem({ TableName: TABLE, Key: key });

    expect(result).toEqual({});
  });

  it.each([
    ['PutItem', { Item: item }, { Item: marshalledItem }],
    [
      'UpdateItem',
      { Key: key, UpdateExpression: 'ADD n :one' },
      { Key: marshalledKey, UpdateExpression: 'ADD n :one' },
    ],
    ['DeleteItem', { Key: key }, { Key: marshalledKey }],
  ] as const)(
    '%s marshals its item or key and values, and answers Attributes unmarshalled',
    async (name, input, wire) => {
      answers = [{ body: { Attributes: marshalledItem } }];
      const write = db[name] as (input: object) => Promise<unknown>;

      const result = await write({
        TableName: TABLE,
        ...input,
        ConditionExpression: 'n < :limit',
        ExpressionAttributeValues: { ':limit': 5, ':one': 1 },
        ReturnValues: 'ALL_OLD',
      });

      expect(sent).toEqual([
        {
          target: `DynamoDB_20120810.${name}`,
          contentType: 'application/x-amz-json-1.0',
          body: {
            TableName: TABLE,
            ...wire,
            ConditionExpression: 'n < :limit',
            ExpressionAttributeValues: { ':limit': { N: '5' }, ':one': { N: '1' } },
            ReturnValues: 'ALL_OLD',
          },
        },
      ]);
      expect(result).toEqual({ Attributes: item });
    },
  );
});

describe('Query', () => {
  const query = {
    TableName: TABLE,
    IndexName: 'gsi2',
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': 'USER#1' },
  };
  const marshalledValues = { ':pk': { S: 'USER#1' } };

  it('passes ExclusiveStartKey as given and answers Items unmarshalled, LastEvaluatedKey as DynamoDB sends it', async () => {
    answers = [{ body: { Items: [marshalledItem], Count: 1, ScannedCount: 1, LastEvaluatedKey: marshalledKey } }];

    const result = await db.Query({ ...query, Limit: 1, ExclusiveStartKey: marshalledKey });

    expect(sent).toEqual([
      {
        target: 'DynamoDB_20120810.Query',
        contentType: 'application/x-amz-json-1.0',
        body: { ...query, ExpressionAttributeValues: marshalledValues, Limit: 1, ExclusiveStartKey: marshalledKey },
      },
    ]);
    expect(result).toEqual({ Items: [item], Count: 1, ScannedCount: 1, LastEvaluatedKey: marshalledKey });
  });

  it('with paginate follows LastEvaluatedKey and answers every page’s Items alone', async () => {
    const second = { pk: 'USER#2', sk: 'PROFILE' };
    const marshalledSecond = { pk: { S: 'USER#2' }, sk: { S: 'PROFILE' } };
    answers = [
      { body: { Items: [marshalledItem], Count: 1, LastEvaluatedKey: marshalledKey } },
      { body: { Items: [marshalledSecond], Count: 1 } },
    ];

    const result = await db.Query({ ...query, paginate: true });

    expect(sent.map(({ body }) => body)).toEqual([
      { ...query, ExpressionAttributeValues: marshalledValues },
      { ...query, ExpressionAttributeValues: marshalledValues, ExclusiveStartKey: marshalledKey },
    ]);
    expect(result).toEqual({ Items: [item, second] });
  });

  it('with paginate answers an empty result as no items', async () => {
    answers = [{ body: { Items: [], Count: 0 } }];

    const result = await db.Query({ ...query, paginate: true });

    expect(result).toEqual({ Items: [] });
  });
});

describe('the batch operations', () => {
  it('BatchGetItem marshals each table’s keys and answers Responses and UnprocessedKeys unmarshalled', async () => {
    answers = [
      {
        body: {
          Responses: { [TABLE]: [marshalledItem] },
          UnprocessedKeys: { [TABLE]: { Keys: [marshalledKey], ConsistentRead: true } },
        },
      },
    ];

    const result = await db.BatchGetItem({
      RequestItems: { [TABLE]: { Keys: [key, key], ConsistentRead: true, ProjectionExpression: 'pk' } },
    });

    expect(sent).toEqual([
      {
        target: 'DynamoDB_20120810.BatchGetItem',
        contentType: 'application/x-amz-json-1.0',
        body: {
          RequestItems: {
            [TABLE]: { Keys: [marshalledKey, marshalledKey], ConsistentRead: true, ProjectionExpression: 'pk' },
          },
        },
      },
    ]);
    expect(result).toEqual({
      Responses: { [TABLE]: [item] },
      UnprocessedKeys: { [TABLE]: { Keys: [key], ConsistentRead: true } },
    });
  });

  it('BatchWriteItem marshals puts and deletes and answers UnprocessedItems unmarshalled', async () => {
    answers = [{ body: { UnprocessedItems: { [TABLE]: [{ DeleteRequest: { Key: marshalledKey } }] } } }];

    const result = await db.BatchWriteItem({
      RequestItems: { [TABLE]: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: key } }] },
    });

    expect(sent).toEqual([
      {
        target: 'DynamoDB_20120810.BatchWriteItem',
        contentType: 'application/x-amz-json-1.0',
        body: {
          RequestItems: {
            [TABLE]: [{ PutRequest: { Item: marshalledItem } }, { DeleteRequest: { Key: marshalledKey } }],
          },
        },
      },
    ]);
    expect(result).toEqual({ UnprocessedItems: { [TABLE]: [{ DeleteRequest: { Key: key } }] } });
  });

  it('BatchWriteItem answers no unprocessed items as an empty map', async () => {
    answers = [{ body: { UnprocessedItems: {} } }];

    const result = await db.BatchWriteItem({ RequestItems: { [TABLE]: [{ PutRequest: { Item: item } }] } });

    expect(result).toEqual({ UnprocessedItems: {} });
  });
});

describe('TransactWriteItems', () => {
  const condition = { ConditionExpression: 'n = :n', ExpressionAttributeValues: { ':n': 3 } };
  const marshalledCondition = { ConditionExpression: 'n = :n', ExpressionAttributeValues: { ':n': { N: '3' } } };

  it('marshals the item, key and values of each kind of write', async () => {
    answers = [{ body: {} }];

    const result = await db.TransactWriteItems({
      ClientRequestToken: 'token',
      TransactItems: [
        { Put: { TableName: TABLE, Item: item, ...condition } },
        { Update: { TableName: TABLE, Key: key, UpdateExpression: 'SET n = :n', ...condition } },
        { Delete: { TableName: TABLE, Key: key, ...condition } },
        { ConditionCheck: { TableName: TABLE, Key: key, ...condition } },
      ],
    });

    expect(sent).toEqual([
      {
        target: 'DynamoDB_20120810.TransactWriteItems',
        contentType: 'application/json',
        body: {
          ClientRequestToken: 'token',
          TransactItems: [
            { Put: { TableName: TABLE, Item: marshalledItem, ...marshalledCondition } },
            {
              Update: { TableName: TABLE, Key: marshalledKey, UpdateExpression: 'SET n = :n', ...marshalledCondition },
            },
            { Delete: { TableName: TABLE, Key: marshalledKey, ...marshalledCondition } },
            { ConditionCheck: { TableName: TABLE, Key: marshalledKey, ...marshalledCondition } },
          ],
        },
      },
    ]);
    expect(result).toEqual({});
  });

  it('leaves the caller’s items as they were, so they can be sent again', async () => {
    const items = [
      { Put: { TableName: TABLE, Item: item, ...condition } },
      { ConditionCheck: { TableName: TABLE, Key: key, ...condition } },
    ];
    const copy = structuredClone(items);
    answers = [{ body: {} }, { body: {} }];

    await db.TransactWriteItems({ TransactItems: items });
    await db.TransactWriteItems({ TransactItems: items });

    expect(items).toEqual(copy);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });
});

describe('errors', () => {
  it('are named by DynamoDB’s error type, with its message and status', async () => {
    answers = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
        },
      },
    ];

    const failure = await db.PutItem({ TableName: TABLE, Item: item }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      name: 'ConditionalCheckFailedException',
      code: 'ConditionalCheckFailedException',
      statusCode: 400,
      service: 'dynamodb',
      property: 'DynamoDB',
      message: '@aws-lite/client: DynamoDB.PutItem: The conditional request failed',
    });
  });

  it('of a cancelled transaction carry the cancellation reasons, one per write', async () => {
    const CancellationReasons = [
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
      { Code: 'None' },
    ];
    answers = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message:
            'Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]',
          CancellationReasons,
        },
      },
    ];

    const failure = await db
      .TransactWriteItems({ TransactItems: [{ Delete: { TableName: TABLE, Key: key } }] })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: 'TransactionCanceledException', statusCode: 400, CancellationReasons });
  });
});
