/**
 * The DynamoDB operations the data layer uses, with items as plain objects
 * (aws-lite marshals and unmarshals them). Only the data layer imports this.
 */
export type Item = Record<string, unknown>;

interface TableInput {
  TableName: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
  ReturnConsumedCapacity?: 'INDEXES' | 'TOTAL' | 'NONE';
}

interface ConsumedCapacity {
  TableName?: string;
  CapacityUnits?: number;
}

export interface QueryInput extends TableInput {
  IndexName?: string;
  KeyConditionExpression: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ScanIndexForward?: boolean;
  Limit?: number;
  ExclusiveStartKey?: Item;
  ConsistentRead?: boolean;
  Select?: 'COUNT' | 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'SPECIFIC_ATTRIBUTES';
  /** Follow LastEvaluatedKey until the whole result is read. */
  paginate?: boolean;
}

export interface WriteInput extends TableInput {
  ConditionExpression?: string;
}

export type TransactWriteItem =
  | { Put: WriteInput & { Item: Item } }
  | { Update: WriteInput & { Key: Item; UpdateExpression: string } }
  | { Delete: WriteInput & { Key: Item } }
  | { ConditionCheck: WriteInput & { Key: Item; ConditionExpression: string } };

export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

export interface Db {
  GetItem(input: TableInput & { Key: Item; ConsistentRead?: boolean; ProjectionExpression?: string }): Promise<{
    Item?: Item;
    ConsumedCapacity?: ConsumedCapacity;
  }>;
  BatchGetItem(input: {
    RequestItems: Record<
      string,
      {
        Keys: Item[];
        ProjectionExpression?: string;
        ExpressionAttributeNames?: Record<string, string>;
        ConsistentRead?: boolean;
      }
    >;
    ReturnConsumedCapacity?: 'TOTAL';
  }): Promise<{ Responses?: Record<string, Item[]>; UnprocessedKeys?: Record<string, { Keys: Item[] }> }>;
  Query(input: QueryInput): Promise<{
    Items?: Item[];
    Count?: number;
    LastEvaluatedKey?: Item;
    ConsumedCapacity?: ConsumedCapacity;
  }>;
  PutItem(input: WriteInput & { Item: Item; ReturnValues?: 'NONE' | 'ALL_OLD' }): Promise<{ Attributes?: Item }>;
  UpdateItem(
    input: WriteInput & {
      Key: Item;
      UpdateExpression: string;
      ReturnValues?: 'NONE' | 'ALL_NEW' | 'ALL_OLD' | 'UPDATED_NEW';
    },
  ): Promise<{ Attributes?: Item }>;
  DeleteItem(input: WriteInput & { Key: Item; ReturnValues?: 'NONE' | 'ALL_OLD' }): Promise<{ Attributes?: Item }>;
  BatchWriteItem(input: { RequestItems: Record<string, WriteRequest[]> }): Promise<{
    UnprocessedItems?: Record<string, WriteRequest[]>;
  }>;
  TransactWriteItems(input: { TransactItems: TransactWriteItem[]; ClientRequestToken?: string }): Promise<unknown>;
}

/** DynamoDB's error names, as aws-lite reports them in `name`. */
export function isAwsError(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === name;
}
