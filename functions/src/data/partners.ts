import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { withoutKeys } from './items';
import { keys, partnerKeys } from './keys';
import { cancellation, transact } from './transact';

/**
 * The partner programme's items (ACCESS-PATTERNS.md, "Partner programme"): the referral code's claim, the
 * partner's counters per UTC month (fixed attributes, so bounded) and a marker per counted payment. Nothing of a
 * visitor or a company is stored here: only counts.
 */

/** What one attributed event adds to the partner's month. */
export type PartnerCounter = 'clicks' | 'signups' | 'leads' | 'paid_plans';

/** One month's counters as stored (absent counters are 0). */
export interface PartnerMonthItem {
  month: string;
  clicks?: number;
  signups?: number;
  leads?: number;
  paid_plans?: number;
  /** Commission earned in the month, euro cents. */
  commission?: number;
}

const table = () => config.tableName;

/** The UTC month of a moment: `2026-11`. */
export const utcMonth = (at: Date) => at.toISOString().slice(0, 7);

/** The partner (user id) a referral code belongs to, if it is one. */
export async function partnerOfCode(code: string): Promise<string | undefined> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...partnerKeys.code(code) } });
  return Item?.partner_id as string | undefined;
}

/**
 * Gives the partner `code`, in one transaction: the code's item (no other partner holds it) and the code on the
 * partner's user item (they have none yet). `false`: one of the two was taken; nothing was written.
 */
export async function claimPartnerCode(partnerId: string, code: string): Promise<boolean> {
  try {
    await transact([
      {
        Put: {
          TableName: table(),
          Item: { ...partnerKeys.code(code), partner_id: partnerId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: table(),
          Key: { ...keys.user.item(partnerId) },
          UpdateExpression: 'SET partner_code = :code',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(partner_code)',
          ExpressionAttributeValues: { ':code': code },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellation(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/**
 * The update that adds an event (and a commission in cents) to the partner's month of `at`. The counters' names
 * are no reserved words of DynamoDB, so they stand in the expression as they are; the month is the sort key's.
 */
const monthUpdate = (partnerId: string, counter: PartnerCounter, at: Date, commission: number) => ({
  TableName: config.tableName,
  Key: { ...partnerKeys.month(partnerId, utcMonth(at)) },
  UpdateExpression: `ADD ${counter} :one, commission :commission`,
  ExpressionAttributeValues: { ':one': 1, ':commission': commission },
});

/** The transaction part that adds an event to the partner's month, written with the event itself. */
export const partnerCount = (
  partnerId: string,
  counter: PartnerCounter,
  at: Date,
  commission = 0,
): TransactWriteItem => ({
  Update: monthUpdate(partnerId, counter, at, commission),
});

/** Adds one event to the partner's month alone (a click: nothing else is written with it). */
export async function countForPartner(partnerId: string, counter: PartnerCounter, at: Date): Promise<void> {
  await db.UpdateItem(monthUpdate(partnerId, counter, at, 0));
}

/**
 * Counts a payment of a company the partner brought, once per payment id: its marker and the month's counters
 * in one transaction. `false`: the payment was counted before; nothing changed.
 */
export async function countPartnerPayment(
  partnerId: string,
  payment: { id: string; at: Date; commission: number },
): Promise<boolean> {
  try {
    await transact([
      {
        Put: {
          TableName: table(),
          Item: { ...partnerKeys.payment(payment.id), partner_id: partnerId, commission: payment.commission },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      partnerCount(partnerId, 'paid_plans', payment.at, payment.commission),
    ]);
    return true;
  } catch (error) {
    if (cancellation(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The partner's newest months with counts, newest first: one Query of at most `limit` small items. */
export async function readPartnerMonths(partnerId: string, limit: number): Promise<PartnerMonthItem[]> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partnerKeys.partition(partnerId), ':prefix': partnerKeys.monthPrefix },
    ScanIndexForward: false,
    Limit: limit,
  });
  return Items.map((item) => ({
    ...withoutKeys<Omit<PartnerMonthItem, 'month'>>(item),
    month: String(item.sk).slice(partnerKeys.monthPrefix.length),
  }));
}
