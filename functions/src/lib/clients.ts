import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

/** AWS clients, created once per container and shared by every invocation. */
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: config.region, endpoint: config.endpoints.dynamodb }),
  { marshallOptions: { removeUndefinedValues: true } },
);
