import type { LeadStatus, Role } from '@migralink/shared/enums';
import type { LocalizedText, Locale } from '@migralink/shared/locales';
import type { LeadAttribution, LeadKind } from '@migralink/shared/schemas/leads';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, TransactWriteItem } from '#lib/db';
import { putAll } from './batch';
import {
  countedDelete,
  countedPut,
  countsItems,
  readCountedPage,
  type Bucketing,
  type CountedList,
} from './counted-list';
import { getAll } from './batch-get';
import type { Office } from './company-items';
import { valueBytes } from './item-size';
import { definedOnly, withoutKeys } from './items';
import { keys } from './keys';
import { failedAt, transact } from './transact';

/**
 * Leads (ACCESS-PATTERNS.md "Leads"). A lead is one item `LEAD#<id>`; every
 * list it is in holds a pointer `<created_at>#<id>` in the list's own
 * partition, and its owner's counters item holds the size of each list and the
 * number of unread leads. Every change that moves a lead between lists writes
 * the lead, its pointers and the counters in one transaction, conditional on
 * the lead being as it was read, so lists and counts never disagree.
 */

/** A stored lead. Optional fields are absent, not null. */
export interface LeadRecord {
  id: string;
  kind: LeadKind;
  /** Whose inbox it is in: a company id, or `PLATFORM_OWNER`. */
  owner: string;
  company_id?: string;
  service_id?: string;
  /** The signed-in visitor who sent it. */
  user_id?: string;
  /** The company's and the service's names when it was sent, so lists need no other read. */
  company_name?: LocalizedText;
  service_name?: LocalizedText;
  topic?: string;
  name: string;
  email?: string;
  /**
   * The e-mail address is the verified one of the account that sent the lead:
   * only then do mails to it carry what the inbox or the visitor wrote.
   */
  email_confirmed?: boolean;
  phone?: string;
  message: string;
  country: string;
  locale: Locale;
  attribution: LeadAttribution;
  status: LeadStatus;
  created_at: string;
  updated_at: string;
  /** When the inbox first opened it; absent while unread. */
  read_at?: string;
  /** When its owner took it out of the inbox; the visitor still sees it. */
  deleted_at?: string;
  /** The inbox's answers, oldest first (at most `MAX_LEAD_REPLIES`, and `LEAD_THREAD.maxBytes` in all). */
  replies?: LeadReplyRecord[];
  /** What the thread weighs: the sum of its replies' `replyBytes` (absent on a lead answered before it was kept). */
  thread_bytes?: number;
  /** Replies its visitor has not opened yet. */
  unread_replies?: number;
  /** When the inbox first answered it (the statistics' time to first answer). */
  first_reply_at?: string;
}

export interface LeadReplyRecord {
  id: string;
  message: string;
  created_at: string;
}

/**
 * What a reply adds to its lead, in bytes: as DynamoDB counts it in the item, or as the API answers it
 * (JSON escapes some characters into six bytes), whichever is more. A thread bound by it keeps the lead
 * item far from DynamoDB's 400 KB and a page of leads within an answer's 6 MB.
 */
export function replyBytes(reply: LeadReplyRecord): number {
  return Math.max(1 + valueBytes(reply), Buffer.byteLength(JSON.stringify(reply), 'utf8'));
}

/** What a lead's thread weighs (`thread_bytes`, or its replies measured, for a lead from before it was kept). */
export const threadBytes = (lead: Pick<LeadRecord, 'replies' | 'thread_bytes'>): number =>
  lead.thread_bytes ?? (lead.replies ?? []).reduce((sum, reply) => sum + replyBytes(reply), 0);

/** Whether `reply` still fits in the lead's thread (by count and by bytes). */
export const threadHasRoom = (
  lead: Pick<LeadRecord, 'replies' | 'thread_bytes'>,
  reply: LeadReplyRecord,
  limits: LeadThreadLimits,
): boolean =>
  (lead.replies?.length ?? 0) < limits.maxReplies && threadBytes(lead) + replyBytes(reply) <= limits.maxBytes;

/** A lead's thread: at most this many replies, weighing at most this many bytes. */
export interface LeadThreadLimits {
  maxReplies: number;
  maxBytes: number;
}

/** The counter of a visitor's unread replies (the profile's `new_messages`), in their counters item. */
export const UNREAD_REPLIES = 'unread_replies';

/** The owner of the leads with no company. */
export const PLATFORM_OWNER = keys.leads.platform;

/** The owner of a visitor's own list of the leads they sent. */
export const visitorOwner = (userId: string) => keys.leads.visitor(userId);

/**
 * Whose inbox an account works: a company account its company's (none before
 * it has one), staff the platform's (leads with no company).
 */
export function inboxOwner(account: { role: Role; companyId: string | null }): string | undefined {
  if (account.role === 'company') return account.companyId ?? undefined;
  if (account.role === 'customer_support' || account.role === 'admin') return PLATFORM_OWNER;
  return undefined;
}

/** The list of every lead of an owner (the others are by status, kind or service). */
export const ALL = 'all';

/** The list of an inbox one filter names (at most one of them), else the whole inbox. */
export function inboxList(filter: { status?: LeadStatus; kind?: LeadKind; service?: string }): string {
  if (filter.status) return `status=${filter.status}`;
  if (filter.kind) return `kind=${filter.kind}`;
  if (filter.service) return `service=${filter.service}`;
  return ALL;
}

/** The owner's lists a lead is in: all, its status, its kind, its service. */
export function inboxLists(lead: Pick<LeadRecord, 'status' | 'kind' | 'service_id'>): string[] {
  return [
    ALL,
    inboxList({ status: lead.status }),
    inboxList({ kind: lead.kind }),
    ...(lead.service_id ? [inboxList({ service: lead.service_id })] : []),
  ];
}

const table = () => config.tableName;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * A list of leads is a counted list (`counted-list.ts`) bucketed by UTC day:
 * beside its pointers, how many each day has, so a page starts at its day.
 */
export const DAYS: Bucketing = { prefixLength: 10 };
export const leadList = (owner: string, list: string): CountedList => ({
  partition: keys.leads.list(owner, list),
  counts: keys.leads.dayCounts(owner, list),
});

/** A pointer put into a list, with its day's count (2 items). */
const pointerPut = (owner: string, list: string, lead: LeadRecord): TransactWriteItem[] =>
  countedPut(leadList(owner, list), { ...keys.leads.pointer(owner, list, lead.created_at, lead.id) }, DAYS);
/** A pointer taken out of a list, with its day's count (2 items). */
const pointerDelete = (owner: string, list: string, lead: LeadRecord): TransactWriteItem[] =>
  countedDelete(leadList(owner, list), keys.leads.pointer(owner, list, lead.created_at, lead.id).sk, DAYS);

/** `ADD` to an owner's counters: list name (or `unread`) → change. */
function countsUpdate(owner: string, changes: Record<string, number>): TransactWriteItem {
  const entries = Object.entries(changes);
  return {
    Update: {
      TableName: table(),
      Key: { ...keys.leads.counts(owner) },
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#c${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, change], index) => [`:c${index}`, change])),
    },
  };
}

/** What an idempotency key recorded: the lead it made and a digest of the request that made it. */
export interface LeadKeyRecord {
  lead_id: string;
  request_hash: string;
}

/**
 * Stores a new lead in one transaction: the lead, the client's idempotency key
 * (refused while an unexpired one exists), its pointers in the owner's lists
 * and in the visitor's, and the counters (unread + 1, each list + 1). Answers
 * `undefined`, or what an earlier request with the same key recorded (then
 * nothing is written).
 */
export async function createLead(
  lead: LeadRecord,
  idempotency: { key: string; requestHash: string; keepSeconds: number },
  alsoWrite: readonly TransactWriteItem[] = [],
  now = new Date(),
): Promise<LeadKeyRecord | undefined> {
  const lists = inboxLists(lead);
  const visitor = lead.user_id ? visitorOwner(lead.user_id) : undefined;
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: table(),
        Item: { ...keys.leads.item(lead.id), ...definedOnly(lead) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.leads.idempotency(idempotency.key),
          lead_id: lead.id,
          request_hash: idempotency.requestHash,
          expires_at: seconds(now) + idempotency.keepSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
        ExpressionAttributeValues: { ':now': seconds(now) },
      },
    },
    ...lists.flatMap((list) => pointerPut(lead.owner, list, lead)),
    countsUpdate(lead.owner, { unread: 1, ...Object.fromEntries(lists.map((list) => [list, 1])) }),
    ...(visitor ? [...pointerPut(visitor, ALL, lead), countsUpdate(visitor, { [ALL]: 1 })] : []),
    ...alsoWrite,
  ];
  try {
    await transact(items);
    return undefined;
  } catch (error) {
    if (!failedAt(error, 1)) throw error;
    const earlier = await readLeadKey(idempotency.key, now);
    if (!earlier) throw error;
    return earlier;
  }
}

async function readLeadKey(key: string, now: Date): Promise<LeadKeyRecord | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...keys.leads.idempotency(key) },
    ConsistentRead: true,
  });
  if (!Item || (Item.expires_at as number) <= seconds(now)) return undefined;
  return { lead_id: Item.lead_id as string, request_hash: Item.request_hash as string };
}

export async function getLead(leadId: string, consistent = false): Promise<LeadRecord | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...keys.leads.item(leadId) },
    ConsistentRead: consistent,
  });
  return Item && withoutKeys<LeadRecord>(Item);
}

/** Leads by id in the order given (one BatchGetItem of up to 100); ids not found are left out. */
export async function getLeads(leadIds: readonly string[]): Promise<LeadRecord[]> {
  if (!leadIds.length) return [];
  const found = new Map(
    (await getAll(leadIds.map((id) => keys.leads.item(id)))).map((item) => [
      item.id as string,
      withoutKeys<LeadRecord>(item),
    ]),
  );
  return leadIds.flatMap((id) => found.get(id) ?? []);
}

/** An owner's counters: `unread` and the size of each list by name (absent: 0). */
export async function readLeadCounts(owner: string, consistent = false): Promise<Record<string, number>> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...keys.leads.counts(owner) },
    ConsistentRead: consistent,
  });
  return Item ? (withoutKeys<Record<string, number>>(Item) ?? {}) : {};
}

/**
 * The profile's counters, read strongly consistent: `new_leads`, the unread
 * leads of the account's inbox, and `new_messages`, the unread replies to the
 * leads it sent.
 */
export async function unreadCounts(account: {
  userId: string;
  role: Role;
  companyId: string | null;
}): Promise<{ new_leads: number; new_messages: number }> {
  const owner = inboxOwner(account);
  const [inbox, sent] = await Promise.all([
    owner ? readLeadCounts(owner, true) : undefined,
    readLeadCounts(visitorOwner(account.userId), true),
  ]);
  return { new_leads: inbox?.unread ?? 0, new_messages: sent[UNREAD_REPLIES] ?? 0 };
}

/** A range of UTC days of creation, both included (`YYYY-MM-DD`). */
export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * Lead ids `offset` … `offset + count` of a list of `total` leads (its counter), newest first, from the day
 * its page starts on: the list's day counts (one small GetItem), then one Query from that day of the day's
 * pointers before the page and the page. Undefined when the day counts do not add up to `total`: a list
 * written before they were kept (`readListIds` reads it as before).
 */
export async function readPageIds(
  owner: string,
  list: string,
  { offset, count, total }: { offset: number; count: number; total: number },
): Promise<string[] | undefined> {
  const page = await readCountedPage<{ sk: string }>([leadList(owner, list)], {
    offset,
    size: count,
    descending: true,
    compare: (a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0),
    withKeys: true,
    expected: total,
  });
  return page?.items.map(({ sk }) => sk.slice(sk.indexOf('#') + 1));
}

/**
 * Lead ids of one list, newest first (or oldest first), reading only the keys
 * of its pointers: up to `limit` of them, or all of them in `range`. One Query
 * per MB of pointers (~8,000).
 */
export async function readListIds(
  owner: string,
  list: string,
  options: { newestFirst: boolean; limit?: number; range?: DayRange },
): Promise<string[]> {
  const { from, to } = options.range ?? {};
  const condition = ['pk = :pk', from && to ? 'sk BETWEEN :from AND :to' : from ? 'sk >= :from' : to ? 'sk <= :to' : '']
    .filter(Boolean)
    .join(' AND ');
  const ids: string[] = [];
  let start: Item | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await db.Query({
      TableName: table(),
      KeyConditionExpression: condition,
      ExpressionAttributeValues: definedOnly({
        ':pk': keys.leads.list(owner, list),
        ':from': from,
        // Every key of the day `to` sorts below `<to>T~` ('~' follows the digits).
        ':to': to && `${to}T~`,
      }),
      ProjectionExpression: 'sk',
      ScanIndexForward: !options.newestFirst,
      ...(options.limit !== undefined ? { Limit: options.limit - ids.length } : {}),
      ExclusiveStartKey: start,
    });
    ids.push(...Items.map((item) => (item.sk as string).slice((item.sk as string).indexOf('#') + 1)));
    start = LastEvaluatedKey;
  } while (start && (options.limit === undefined || ids.length < options.limit));
  return ids;
}

/**
 * How many leads of one list came on each UTC day of a range, reading only
 * the keys of their pointers (`<created_at>#<id>`): one Query per ~8,000.
 */
export async function countListByDay(
  owner: string,
  list: string,
  range: Required<DayRange>,
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  let start: Item | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await db.Query({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.leads.list(owner, list), ':from': range.from, ':to': `${range.to}T~` },
      ProjectionExpression: 'sk',
      ExclusiveStartKey: start,
    });
    for (const item of Items) {
      const day = (item.sk as string).slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    start = LastEvaluatedKey;
  } while (start);
  return days;
}

/**
 * Marks a lead read on its first opening and lowers its owner's unread count,
 * in one transaction conditional on it being unread (and still in that inbox):
 * of two openings at once, one counts. Answers whether this one did.
 */
export async function markLeadRead(lead: LeadRecord, now = new Date()): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: { ...keys.leads.item(lead.id) },
          UpdateExpression: 'SET read_at = :now',
          ConditionExpression: '#owner = :owner AND attribute_not_exists(read_at) AND attribute_not_exists(deleted_at)',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':now': now.toISOString(), ':owner': lead.owner },
        },
      },
      countsUpdate(lead.owner, { unread: -1 }),
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * Adds a reply to the thread of a lead, if it is still in that inbox and its
 * thread not full, counted unread for its visitor on the lead and, when they
 * were signed in, in their counters: one transaction. Replies sent at once
 * all join the thread (the list grows in place). A company's first reply also
 * adds its time to answer, in minutes, to the day the lead came (statistics),
 * on condition that no other reply was first. Answers false when the lead
 * left the inbox, its thread filled or another reply came first meanwhile
 * (read it again).
 */
export async function addLeadReply(
  lead: LeadRecord,
  reply: LeadReplyRecord,
  limits: LeadThreadLimits,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  const size = replyBytes(reply);
  const first = !lead.first_reply_at;
  const minutes = Math.max(0, Math.round((Date.parse(reply.created_at) - Date.parse(lead.created_at)) / 60_000));
  const day = lead.created_at.slice(0, 10);
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: { ...keys.leads.item(lead.id) },
          UpdateExpression:
            'SET replies = list_append(if_not_exists(replies, :none), :reply), updated_at = :now, ' +
            'thread_bytes = if_not_exists(thread_bytes, :used) + :size, ' +
            'first_reply_at = if_not_exists(first_reply_at, :now) ADD unread_replies :one',
          // The thread's bytes as counted (or, before they were, as read: then its length must still be as read).
          ConditionExpression:
            '#owner = :owner AND attribute_not_exists(deleted_at) AND ' +
            '(attribute_not_exists(replies) OR size(replies) < :max) AND ' +
            (lead.thread_bytes === undefined
              ? '(attribute_not_exists(replies) OR size(replies) = :count) AND attribute_not_exists(thread_bytes)'
              : 'thread_bytes <= :room') +
            (first ? ' AND attribute_not_exists(first_reply_at)' : ''),
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: {
            ':none': [],
            ':reply': [reply],
            ':now': reply.created_at,
            ':one': 1,
            ':owner': lead.owner,
            ':max': limits.maxReplies,
            ':used': threadBytes(lead),
            ':size': size,
            ...(lead.thread_bytes === undefined
              ? { ':count': lead.replies?.length ?? 0 }
              : { ':room': limits.maxBytes - size }),
          },
        },
      },
      ...(lead.user_id ? [countsUpdate(visitorOwner(lead.user_id), { [UNREAD_REPLIES]: 1 })] : []),
      ...(first && lead.company_id
        ? [
            {
              Update: {
                TableName: table(),
                Key: { ...keys.firstAnswers.day(lead.company_id, day) },
                UpdateExpression: 'SET minutes = list_append(if_not_exists(minutes, :none), :minutes), #day = :day',
                ExpressionAttributeNames: { '#day': 'day' },
                ExpressionAttributeValues: { ':none': [], ':minutes': [minutes], ':day': day },
              },
            },
          ]
        : []),
      ...alsoWrite,
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * Marks the replies of a visitor's lead read as read before (as many unread),
 * and lowers their unread count by as many, in one transaction. Answers false
 * when a reply came meanwhile (read it again).
 */
export async function markRepliesRead(lead: LeadRecord & { user_id: string }): Promise<boolean> {
  const unread = lead.unread_replies ?? 0;
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: { ...keys.leads.item(lead.id) },
          UpdateExpression: 'SET unread_replies = :zero',
          ConditionExpression: 'user_id = :user AND unread_replies = :unread',
          ExpressionAttributeValues: { ':zero': 0, ':user': lead.user_id, ':unread': unread },
        },
      },
      countsUpdate(visitorOwner(lead.user_id), { [UNREAD_REPLIES]: -unread }),
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * An update of a lead on condition that it is still as it was read: in that
 * inbox, with that status and read state (`set` names its values `:name`).
 */
function updateIfUnchanged(lead: LeadRecord, set: string, values: Record<string, unknown>): TransactWriteItem {
  return {
    Update: {
      TableName: table(),
      Key: { ...keys.leads.item(lead.id) },
      UpdateExpression: `SET ${set}`,
      ConditionExpression: `#owner = :owner AND #status = :status AND attribute_not_exists(deleted_at) AND ${
        lead.read_at ? 'attribute_exists(read_at)' : 'attribute_not_exists(read_at)'
      }`,
      ExpressionAttributeNames: { '#owner': 'owner', '#status': 'status' },
      ExpressionAttributeValues: { ...values, ':owner': lead.owner, ':status': lead.status },
    },
  };
}

/**
 * Sets a lead's status as read before: the lead, its pointer moved from the
 * old status's list to the new one's, both counts, in one transaction. Answers
 * the lead as written, or `undefined` when it changed meanwhile (read it again).
 */
export async function changeLeadStatus(
  lead: LeadRecord,
  status: LeadStatus,
  now = new Date(),
): Promise<LeadRecord | undefined> {
  const changed: LeadRecord = { ...lead, status, updated_at: now.toISOString() };
  try {
    await transact([
      updateIfUnchanged(lead, '#status = :new, updated_at = :now', { ':new': status, ':now': changed.updated_at }),
      ...pointerDelete(lead.owner, inboxList({ status: lead.status }), lead),
      ...pointerPut(lead.owner, inboxList({ status }), lead),
      countsUpdate(lead.owner, { [inboxList({ status: lead.status })]: -1, [inboxList({ status })]: 1 }),
    ]);
    return changed;
  } catch (error) {
    if (failedAt(error, 0)) return undefined;
    throw error;
  }
}

/**
 * Takes a lead out of its owner's inbox as read before: marks it deleted,
 * deletes its pointers in the owner's lists and lowers their counts (and the
 * unread count if it was unread), in one transaction; the visitor's list keeps
 * it. Answers false when it changed meanwhile (read it again).
 */
export async function removeLeadFromInbox(lead: LeadRecord, now = new Date()): Promise<boolean> {
  const lists = inboxLists(lead);
  try {
    await transact([
      updateIfUnchanged(lead, 'deleted_at = :now', { ':now': now.toISOString() }),
      ...lists.flatMap((list) => pointerDelete(lead.owner, list, lead)),
      countsUpdate(lead.owner, {
        ...Object.fromEntries(lists.map((list) => [list, -1])),
        ...(lead.read_at ? {} : { unread: -1 }),
      }),
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/** What a lead to a company needs to know of it: is it public, which services are, its owner and names. */
export interface LeadTarget {
  /** Ids of its public services; the company is public (it has a public row). */
  services: readonly string[];
  owner_id: string;
  name: LocalizedText;
  /** The named service's name, when it has an approved version. */
  service_name?: LocalizedText;
  /** The e-mail its head office shows on its page, if it chose to show one (mails to visitors reply there). */
  public_email?: string;
}

/**
 * A public company a lead is sent to: its public row (kept by every reindex),
 * profile (owner) and approved content (name), and the service's approved
 * content when one is named, in one BatchGetItem. Undefined when not public.
 */
export async function readLeadTarget(companyId: string, serviceId?: string): Promise<LeadTarget | undefined> {
  const wanted = [
    keys.search.publicCompany(companyId),
    keys.company.profile(companyId),
    keys.company.content(companyId, 'approved'),
    ...(serviceId ? [keys.service.content(companyId, serviceId, 'approved')] : []),
  ];
  const found = await getAll(wanted);
  const item = (key: { pk: string; sk: string }) => found.find((entry) => entry.pk === key.pk && entry.sk === key.sk);
  const [row, profile, content, service] = wanted.map(item);
  if (!row || !profile || !content) return undefined;
  const head = (content.offices as Office[] | undefined)?.find(
    (office) => office.type === 'head' && office.show_block && office.email,
  );
  return {
    services: (row.services as string[] | undefined) ?? [],
    owner_id: profile.owner_id as string,
    name: content.name as LocalizedText,
    ...(service ? { service_name: service.name as LocalizedText } : {}),
    ...(head ? { public_email: head.email } : {}),
  };
}

/**
 * Seeds many leads at once, as their transactions would have left them (the
 * leads, their pointers, their owners' and visitors' counters, the companies'
 * first-answer times), with
 * BatchWriteItem: for demo data and benchmarks, never beside live writes.
 */
export async function putLeadsForSeeding(leads: readonly LeadRecord[]): Promise<void> {
  const counts = new Map<string, Record<string, number>>();
  const count = (owner: string, name: string, by = 1) => {
    const owned = counts.get(owner) ?? {};
    owned[name] = (owned[name] ?? 0) + by;
    counts.set(owner, owned);
  };
  const items: Item[] = [];
  const pointers = new Map<string, { list: CountedList; sortKeys: string[] }>();
  const point = (owner: string, list: string, lead: LeadRecord) => {
    const pointer = keys.leads.pointer(owner, list, lead.created_at, lead.id);
    items.push({ ...pointer });
    const entry = pointers.get(pointer.pk) ?? { list: leadList(owner, list), sortKeys: [] };
    entry.sortKeys.push(pointer.sk);
    pointers.set(pointer.pk, entry);
  };
  const answers = new Map<string, { companyId: string; day: string; minutes: number[] }>();
  for (const lead of leads) {
    items.push({ ...keys.leads.item(lead.id), ...definedOnly(lead) });
    if (lead.company_id && lead.first_reply_at) {
      const day = lead.created_at.slice(0, 10);
      const entry = answers.get(`${lead.company_id}/${day}`) ?? { companyId: lead.company_id, day, minutes: [] };
      entry.minutes.push(Math.round((Date.parse(lead.first_reply_at) - Date.parse(lead.created_at)) / 60_000));
      answers.set(`${lead.company_id}/${day}`, entry);
    }
    const lists = lead.deleted_at ? [] : inboxLists(lead);
    for (const list of lists) {
      point(lead.owner, list, lead);
      count(lead.owner, list);
    }
    if (!lead.deleted_at && !lead.read_at) count(lead.owner, 'unread');
    if (lead.user_id) {
      point(visitorOwner(lead.user_id), ALL, lead);
      count(visitorOwner(lead.user_id), ALL);
      if (lead.unread_replies) count(visitorOwner(lead.user_id), UNREAD_REPLIES, lead.unread_replies);
    }
  }
  for (const [owner, owned] of counts) items.push({ ...keys.leads.counts(owner), ...owned });
  items.push(...countsItems(new Map([...pointers.values()].map(({ list, sortKeys }) => [list, sortKeys])), DAYS));
  for (const { companyId, day, minutes } of answers.values())
    items.push({ ...keys.firstAnswers.day(companyId, day), day, minutes });
  await putAll(items);
}
