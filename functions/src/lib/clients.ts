import awsLite from '@aws-lite/client';
import { config } from './config';
import type { Db } from './db';
import dynamodbPlugin from './dynamodb-plugin';

/**
 * AWS clients, created once per container and shared by every invocation.
 *
 * DynamoDB goes through aws-lite: it signs plain HTTPS requests and
 * (un)marshals items, and a fresh process loads it in ~25 ms where the AWS SDK
 * v3 DynamoDB clients take ~180 ms, which alone would break the cold-start
 * budget of 100 ms per function (see `npm run bench`).
 * Its DynamoDB operations come from our own plugin, which has only those the
 * data layer uses and converts items itself (`./dynamodb-plugin.ts`).
 */
const dynamoClient = await awsLite({
  region: config.region,
  endpoint: config.endpoints.dynamodb,
  plugins: [dynamodbPlugin],
  autoloadPlugins: false,
  awsConfigFile: false,
  keepAlive: true,
  // Answers are parsed as plain JSON: the plugin unmarshals what holds items, and aws-lite,
  // which would otherwise try to unmarshal every whole answer first, never loads its converters.
  responseContentType: 'application/json',
});

export const db = (dynamoClient as unknown as { DynamoDB: Db }).DynamoDB;
