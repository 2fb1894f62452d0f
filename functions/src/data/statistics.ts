import { config } from '#lib/config';
import { db } from '#lib/clients';
import { withoutKeys } from './items';
import { keys } from './keys';

/** The daily statistics items of a company: page views, contact views, first answers (`STATS#<kind>#<day>`). */
export type StatisticsKind = 'views' | 'contacts' | 'answers';

/**
 * A company's daily items of one kind from day `from` to day `to` (both
 * included, `YYYY-MM-DD`), oldest first: one Query on the company partition
 * (≤ 90 small items), strongly consistent as the counters they are.
 */
export async function readDailyStatistics<T extends { day: string }>(
  companyId: string,
  kind: StatisticsKind,
  range: { from: string; to: string },
): Promise<T[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.statistics.partition(companyId),
      ':from': keys.statistics.prefix(kind, range.from),
      ':to': keys.statistics.prefix(kind, range.to),
    },
    ConsistentRead: true,
    paginate: true,
  });
  return Items.map((item) => withoutKeys<T>(item));
}
