import { config } from '#lib/config';
import { db } from '#lib/clients';
import { conditionHeld } from './conditional';
import { keys } from './keys';

/**
 * The pre-built site follows the public catalogue: a change of what is public
 * (`changed_at`) asks for a build, and a scheduled check starts one when the
 * catalogue changed since the last build started (`started_at`).
 */
export interface SiteBuildState {
  changed_at?: string;
  started_at?: string;
}

/**
 * Asks for a build: one UpdateItem, however many changes come before the next
 * check. The time only moves forward (functions' clocks differ by a little).
 */
export async function markSiteChanged(now = new Date().toISOString()): Promise<void> {
  await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.site.build },
      UpdateExpression: 'SET changed_at = :now',
      ConditionExpression: 'attribute_not_exists(changed_at) OR changed_at < :now',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

export async function readSiteBuild(): Promise<SiteBuildState> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...keys.site.build }, ConsistentRead: true });
  return { changed_at: Item?.changed_at as string | undefined, started_at: Item?.started_at as string | undefined };
}

/** Notes the start of a build; the build reads the catalogue after `at`, so changes until then are in it. */
export async function recordBuildStarted(at: string): Promise<void> {
  await db.UpdateItem({
    TableName: config.tableName,
    Key: { ...keys.site.build },
    UpdateExpression: 'SET started_at = :at',
    ExpressionAttributeValues: { ':at': at },
  });
}
