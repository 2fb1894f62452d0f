import { describe, expect, it } from 'vitest';
import { TABLE } from '@migralink/functions/data/table';
import { synthApp, templateOf } from '../testing/synth';
import { onlyResource } from '../testing/template';

const prodApp = synthApp({ stage: 'prod' });
const dev = templateOf(synthApp().data);
const prod = templateOf(prodApp.data);

describe('the data stack', () => {
  it('builds the one table from the shared definition: keys, indexes, TTL', () => {
    dev.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    dev.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('keeps point-in-time recovery on in every stage', () => {
    for (const template of [dev, prod]) {
      const table = onlyResource(template, 'AWS::DynamoDB::GlobalTable');
      expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({
        PointInTimeRecoveryEnabled: true,
      });
    }
  });

  it('protects the prod table from deletion and retains it; dev can be torn down', () => {
    const prodTable = onlyResource(prod, 'AWS::DynamoDB::GlobalTable');
    expect(prodTable.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    expect(prodTable.DeletionPolicy).toBe('Retain');

    const devTable = onlyResource(dev, 'AWS::DynamoDB::GlobalTable');
    expect(devTable.Properties.Replicas[0].DeletionProtectionEnabled).toBe(false);
    expect(devTable.DeletionPolicy).toBe('Delete');
  });

  it('lives in a stage-prefixed stack, tagged with the app and the stage like everything else', () => {
    expect(prodApp.data.stackName).toBe('prod-migralink-data');
    expect(onlyResource(prod, 'AWS::DynamoDB::GlobalTable').Properties.Replicas[0].Tags).toEqual([
      { Key: 'app', Value: 'migralink' },
      { Key: 'stage', Value: 'prod' },
    ]);
    const functions = Object.values(templateOf(prodApp.api).findResources('AWS::Lambda::Function'));
    for (const fn of functions) {
      expect(fn.Properties.Tags).toEqual(expect.arrayContaining([{ Key: 'stage', Value: 'prod' }]));
    }
  });
});
