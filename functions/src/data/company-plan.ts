import type { SubscriptionPackage } from '@migralink/shared/enums';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { conditionHeld } from './conditional';
import { keys } from './keys';

/** Sets a company's tariff; false when there is no such company (nothing is written then). */
export async function setCompanyPlan(companyId: string, plan: SubscriptionPackage, now: string): Promise<boolean> {
  return conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.company.profile(companyId) },
      UpdateExpression: 'SET #plan = :plan, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':plan': plan, ':now': now },
    }),
  );
}
