/**
 * An aws-lite plugin with only the DynamoDB operations the `Db` interface
 * declares (./db.ts). It replaces `@aws-lite/dynamodb`, whose every operation,
 * validation table and doc string (~28 KB minified) went into every Lambda
 * bundle. Each operation maps requests and answers exactly as that plugin does:
 *
 * - items, keys and ExpressionAttributeValues go out marshalled; Item,
 *   Attributes, Items, Responses, UnprocessedKeys and UnprocessedItems come back
 *   as plain objects;
 * - ExclusiveStartKey goes out as given and LastEvaluatedKey comes back as
 *   DynamoDB sends it (both marshalled: callers that page by hand marshal the key);
 * - `paginate: true` on Query follows LastEvaluatedKey and answers `{ Items }`;
 * - an error is named by DynamoDB's type (`ConditionalCheckFailedException`,
 *   `TransactionCanceledException` with its `CancellationReasons`, …).
 *
 * Unlike that plugin, it never rewrites the caller's input in place, and it
 * (un)marshals with `@aws-sdk/util-dynamodb` itself, the very converters aws-lite
 * carries a copy of (with all of tslib, ~16 KB minified): the Lambda runtime
 * provides the AWS SDK, so bundles leave it out (`infra/src/bundling.ts`), and the
 * client never asks aws-lite to convert (`./clients.ts`).
 */
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { Db, Item } from './db';

type Payload = Record<string, unknown>;

/** How an aws-lite plugin method maps one operation. */
interface Method {
  request(input: Payload): Promise<Payload>;
  response(answer: { payload: Payload }): Promise<Payload>;
  error(failure: { error?: Payload }): Payload;
}

/** An item, a key or a map of values as DynamoDB's JSON, and back. */
const toDynamo = (value: Item): Item => marshall(value);
const fromDynamo = (value: Item): Item => unmarshall(value as Parameters<typeof unmarshall>[0]);

const headers = (operation: string): Record<string, string> => ({
  'X-Amz-Target': `DynamoDB_20120810.${operation}`,
  'content-type': 'application/x-amz-json-1.0',
});

/** The top-level fields of a request that hold items, keys or values. */
const MARSHALLED = ['ExpressionAttributeValues', 'Item', 'Key'];

const QUERY_PAGINATOR = { cursor: 'ExclusiveStartKey', token: 'LastEvaluatedKey', accumulator: 'Items' };

/** `__type` reads `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`. */
function error(failure: { error?: Payload }): Payload {
  const name = typeof failure.error?.__type === 'string' ? failure.error.__type.split('#')[1] : undefined;
  if (name && failure.error) failure.error.name = failure.error.code = name;
  return failure;
}

/** `fields` of `payload` (those present), each converted. */
function converted(payload: Payload, fields: readonly string[], convert: (value: Item) => Item): Payload {
  const result = { ...payload };
  for (const field of fields) {
    if (result[field]) result[field] = convert(result[field] as Item);
  }
  return result;
}

/** A map of table name to `T`, each converted. */
const perTable = <T>(tables: unknown, convert: (value: T) => T): Record<string, T> =>
  Object.fromEntries(
    Object.entries((tables ?? {}) as Record<string, T>).map(([table, value]) => [table, convert(value)]),
  );

/** A BatchWriteItem request, either way. */
const writeRequest =
  (convert: (value: Item) => Item) =>
  (request: Payload): Payload => ({
    ...(request.PutRequest ? { PutRequest: { Item: convert((request.PutRequest as Payload).Item as Item) } } : {}),
    ...(request.DeleteRequest
      ? { DeleteRequest: { Key: convert((request.DeleteRequest as Payload).Key as Item) } }
      : {}),
  });

/** GetItem, PutItem, UpdateItem, DeleteItem. */
const singleItem = (operation: string): Method => ({
  request: async (input) => ({
    awsjson: false,
    headers: headers(operation),
    payload: converted(input, MARSHALLED, toDynamo),
  }),
  response: async ({ payload }) => converted(payload, ['Attributes', 'Item'], fromDynamo),
  error,
});

const Query: Method = {
  request: async ({ paginate, ...input }) => ({
    awsjson: false,
    headers: headers('Query'),
    paginate,
    paginator: QUERY_PAGINATOR,
    payload: converted(input, MARSHALLED, toDynamo),
  }),
  response: async ({ payload }) =>
    Array.isArray(payload.Items) && payload.Items.length
      ? { ...payload, Items: payload.Items.map(fromDynamo) }
      : payload,
  error,
};

const BatchGetItem: Method = {
  request: async (input) => ({
    awsjson: false,
    headers: headers('BatchGetItem'),
    payload: {
      ...input,
      RequestItems: perTable<Payload>(input.RequestItems, (request) => ({
        ...request,
        Keys: (request.Keys as Item[] | undefined)?.map(toDynamo),
      })),
    },
  }),
  response: async ({ payload }) => ({
    ...payload,
    Responses: perTable<Item[]>(payload.Responses, (items) => items.map(fromDynamo)),
    UnprocessedKeys: perTable<Payload>(payload.UnprocessedKeys, (request) => ({
      ...request,
      Keys: (request.Keys as Item[] | undefined)?.map(fromDynamo),
    })),
  }),
  error,
};

const BatchWriteItem: Method = {
  request: async (input) => ({
    awsjson: false,
    headers: headers('BatchWriteItem'),
    payload: {
      ...input,
      RequestItems: perTable<Payload[]>(input.RequestItems, (requests) => requests.map(writeRequest(toDynamo))),
    },
  }),
  response: async ({ payload }) => ({
    ...payload,
    UnprocessedItems: perTable<Payload[]>(payload.UnprocessedItems, (requests) =>
      requests.map(writeRequest(fromDynamo)),
    ),
  }),
  error,
};

const TransactWriteItems: Method = {
  // Sent as plain JSON with the fields marshalled here, as @aws-lite/dynamodb sends it.
  request: async (input) => ({
    headers: { 'X-Amz-Target': 'DynamoDB_20120810.TransactWriteItems' },
    payload: {
      ...input,
      TransactItems: (input.TransactItems as Record<string, Payload>[]).map((write) =>
        Object.fromEntries(
          Object.entries(write).map(([kind, request]) => [kind, converted(request, MARSHALLED, toDynamo)]),
        ),
      ),
    },
  }),
  response: async ({ payload }) => payload,
  error,
};

export default {
  name: 'migralink-dynamodb',
  service: 'dynamodb',
  property: 'DynamoDB',
  methods: {
    GetItem: singleItem('GetItem'),
    PutItem: singleItem('PutItem'),
    UpdateItem: singleItem('UpdateItem'),
    DeleteItem: singleItem('DeleteItem'),
    Query,
    BatchGetItem,
    BatchWriteItem,
    TransactWriteItems,
  } satisfies Record<keyof Db, Method>,
};
