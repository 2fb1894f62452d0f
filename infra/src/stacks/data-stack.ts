import { Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '@migralink/functions/data/table';
import type { StageConfig } from '../stage';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** The one DynamoDB table, built from the same definition the local platform uses. */
export class DataStack extends Stack {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, config: StageConfig, props: StackProps = {}) {
    super(scope, id, props);
    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(TABLE.partitionKey),
      sortKey: stringKey(TABLE.sortKey),
      globalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      // Feeds the mail path's sender (`infra/src/mail-path.ts`).
      dynamoStream: StreamViewType[TABLE.streamView],
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
  }
}
