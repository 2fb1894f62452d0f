import { isOpenStatus, type VisaRule, type VisaStatus } from '@migralink/shared/schemas/visa-map';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item } from '#lib/db';
import { deleteAll, putAll } from './batch';
import { getAll } from './batch-get';
import { visaKeys } from './keys';

/**
 * One passport's visa requirements: its rule for every destination the data
 * has (its own country has none), its mobility score, and when the import
 * that last changed them ran.
 */
export interface PassportRules {
  code: string;
  rules: Record<string, VisaRule>;
  mobility: number;
  imported_at: string;
}

/**
 * Each rule is stored as one short string, a status letter followed by the
 * days of stay where the data gives them (`F90`, `R`, `E30`), so a passport's
 * ~200 rules are ~1.5 KB: one item, half a read unit.
 */
const LETTERS: Record<VisaStatus, string> = {
  visa_free: 'F',
  visa_on_arrival: 'A',
  eta: 'T',
  e_visa: 'E',
  visa_required: 'R',
  no_admission: 'N',
};
const STATUSES = new Map(Object.entries(LETTERS).map(([status, letter]) => [letter, status as VisaStatus]));

export const encodeRule = ({ status, days }: VisaRule): string => `${LETTERS[status]}${days ?? ''}`;

export function decodeRule(text: string): VisaRule {
  const status = STATUSES.get(text.charAt(0));
  if (!status) throw new Error(`Stored visa rule "${text}" has an unknown status letter`);
  return { status, days: text.length > 1 ? Number(text.slice(1)) : null };
}

/** Destinations entered without a visa applied for in advance (`OPEN_STATUSES`). */
export const mobilityOf = (rules: Record<string, VisaRule>): number =>
  Object.values(rules).filter((rule) => isOpenStatus(rule.status)).length;

function toItem(passport: PassportRules): Item {
  return {
    ...visaKeys.passport(passport.code),
    code: passport.code,
    rules: Object.fromEntries(Object.entries(passport.rules).map(([code, rule]) => [code, encodeRule(rule)])),
    mobility: passport.mobility,
    imported_at: passport.imported_at,
  };
}

function fromItem(item: Item): PassportRules {
  const stored = (item.rules ?? {}) as Record<string, string>;
  return {
    code: String(item.code),
    rules: Object.fromEntries(Object.entries(stored).map(([code, text]) => [code, decodeRule(text)])),
    mobility: Number(item.mobility),
    imported_at: String(item.imported_at),
  };
}

/** One passport's rules: one GetItem (undefined when the data has no such passport). */
export async function getPassport(code: string): Promise<PassportRules | undefined> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...visaKeys.passport(code) } });
  return Item && fromItem(Item);
}

/** Several passports' rules (up to 100): one BatchGetItem; the unknown ones are absent from the map. */
export async function getPassports(codes: readonly string[]): Promise<Map<string, PassportRules>> {
  const items = await getAll([...new Set(codes)].map((code) => visaKeys.passport(code)));
  return new Map(items.map((item) => [String(item.code), fromItem(item)]));
}

/** Every passport's rules, sorted by code: one Query of the partition (~400 KB for 199 passports, one page). */
export async function listPassports(): Promise<PassportRules[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': visaKeys.passportsPartition },
    paginate: true,
  });
  return Items.map(fromItem);
}

/**
 * The codes of every passport the data has, sorted: the same Query, projected
 * on the sort key (it moves less, but DynamoDB charges the whole items read).
 */
export async function listPassportCodes(): Promise<string[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': visaKeys.passportsPartition },
    ProjectionExpression: 'sk',
    paginate: true,
  });
  return Items.map((item) => String(item.sk));
}

/** Writes whole passports (BatchWriteItem, 25 a request) and deletes the ones named in `removed`. */
export async function writePassports(changed: readonly PassportRules[], removed: readonly string[]): Promise<void> {
  await putAll(changed.map(toItem));
  await deleteAll(removed.map((code) => visaKeys.passport(code)));
}
