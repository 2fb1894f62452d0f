import { config } from '#lib/config';
import { db } from '#lib/clients';
import { isAwsError, type Item, type TransactWriteItem } from '#lib/db';
import type { ModerationStatus, SubscriptionPackage } from '@migralink/shared/enums';
import { getAll } from './batch-get';
import {
  companyContentItem,
  companyProfileItem,
  type CompanyContent,
  type CompanyContentInput,
  type CompanyProfile,
} from './company-items';
import { isConditionFailure, onConditionFailed } from './conditional';
import { withoutKeys, type ModerationState } from './items';
import { marshalledKey } from './page-cursor';
import { keys, type ContentVersion, type ItemKey } from './keys';
import {
  serviceContentItem,
  serviceMetaItem,
  type ServiceContent,
  type ServiceContentInput,
  type ServiceMeta,
} from './service-items';

/**
 * Moderation and publishing of companies and services alike (docs/product.md, "Moderation and publishing"):
 * the owner's edits go to a `draft` content item and raise the meta item's
 * `revision`; sending to moderation puts the meta item in the staff queue
 * (gsi2); approval copies that very revision to `approved` and deletes the
 * draft in one transaction; the public reads `approved` only. Every write is
 * conditional on the state it was decided on, so two writers never both win.
 */

export type Subject =
  { kind: 'company'; companyId: string } | { kind: 'service'; companyId: string; serviceId: string };
export type ServiceSubject = Extract<Subject, { kind: 'service' }>;

type Meta = CompanyProfile | ServiceMeta;
type Content = CompanyContent | ServiceContent;
type ContentInput = CompanyContentInput | ServiceContentInput;

/** The state of an item was not the one the write was decided on (a concurrent edit or decision). */
export class StaleStateError extends Error {
  override name = 'StaleStateError';
}

/** Publishing a service would pass the number of published services its company's plan allows. */
export class PublishedLimitError extends Error {
  override name = 'PublishedLimitError';
}

/** The company's plan is no longer the one a write was checked against. */
export class PlanChangedError extends Error {
  override name = 'PlanChangedError';
}

/** The company's plan a write was checked against, and how many published services that plan allows. */
export interface PlanBound {
  plan: SubscriptionPackage;
  publishedServices: number;
}

export const subjectId = (subject: Subject) => (subject.kind === 'company' ? subject.companyId : subject.serviceId);

export const metaKey = (subject: Subject): ItemKey =>
  subject.kind === 'company'
    ? keys.company.profile(subject.companyId)
    : keys.service.meta(subject.companyId, subject.serviceId);

const contentKey = (subject: Subject, version: ContentVersion): ItemKey =>
  subject.kind === 'company'
    ? keys.company.content(subject.companyId, version)
    : keys.service.content(subject.companyId, subject.serviceId, version);

/** A content item of a version, with its derived fields and (for an approved service) its index keys. */
function contentItem(subject: Subject, meta: Meta, version: ContentVersion, content: ContentInput): Item {
  return subject.kind === 'company'
    ? companyContentItem(subject.companyId, version, content as CompanyContentInput)
    : serviceContentItem(meta as ServiceMeta, version, content as ServiceContentInput);
}

/** The meta item (a company's profile, a service's meta) with its keys, as written whole. */
function metaItem(subject: Subject, meta: Meta): Item {
  return subject.kind === 'company' ? companyProfileItem(meta as CompanyProfile) : serviceMetaItem(meta as ServiceMeta);
}

/** A company's or a service's meta item with both content versions. */
export interface Versions<M extends Meta = Meta, C extends Content = Content> {
  meta: M;
  approved: C | null;
  draft: C | null;
}

/**
 * What the owner works on and sees as its own: the pending draft, else the
 * approved version; null when there is neither (or nothing was found).
 */
export const edited = <C extends Content>(versions: { draft: C | null; approved: C | null } | undefined): C | null =>
  versions ? (versions.draft ?? versions.approved) : null;

/** The meta item and both versions, read strongly consistent (the editor works on what was just saved). */
export async function readVersions<M extends Meta, C extends Content>(
  subject: Subject,
): Promise<Versions<M, C> | undefined> {
  const meta = metaKey(subject);
  const items = await getAll([meta, contentKey(subject, 'approved'), contentKey(subject, 'draft')], true);
  const find = (key: ItemKey) => items.find((item) => item.sk === key.sk);
  const metaItem = find(meta);
  if (!metaItem) return undefined;
  const content = (item: Item | undefined) => (item ? stripRevision(withoutKeys<C>(item)) : null);
  return {
    meta: withoutKeys<M>(metaItem),
    approved: content(find(contentKey(subject, 'approved'))),
    draft: content(find(contentKey(subject, 'draft'))),
  };
}

function stripRevision<C>(content: C): C {
  const { revision: _revision, ...rest } = content as C & { revision?: number };
  return rest as C;
}

const put = (Item: Item, ConditionExpression?: string): TransactWriteItem => ({
  Put: { TableName: config.tableName, Item, ...(ConditionExpression ? { ConditionExpression } : {}) },
});

async function transact(items: TransactWriteItem[]): Promise<void> {
  try {
    await db.TransactWriteItems({ TransactItems: items });
  } catch (error) {
    if (isAwsError(error, 'TransactionCanceledException') || isConditionFailure(error)) {
      throw new StaleStateError('The item changed meanwhile', { cause: error });
    }
    throw error;
  }
}

/** The moderation state of a company or service just created: an unpublished draft, revision 1. */
export const newDraftState = (now: string): ModerationState => ({
  status: 'draft',
  published: false,
  moderator_comment: null,
  created_at: now,
  updated_at: now,
  approved_at: null,
  revision: 1,
  submitted_at: null,
});

/**
 * A new company or service: its meta item (revision 1, `draft`) and its draft,
 * plus whatever else must happen in the same transaction (the owner's link to
 * a new company). Fails with StaleStateError when the id is taken or an extra
 * condition fails.
 */
export async function createDraft(
  subject: Subject,
  meta: Meta,
  content: ContentInput,
  extra: TransactWriteItem[] = [],
): Promise<void> {
  await transact([
    put(metaItem(subject, meta), 'attribute_not_exists(pk)'),
    put({ ...contentItem(subject, meta, 'draft', content), revision: meta.revision }),
    ...extra,
  ]);
}

/**
 * Saves the owner's edit as the draft: the next revision, status `draft`, out
 * of the moderation queue (an edit withdraws a sent revision). The public
 * version stays as it is. Conditional on the revision the edit started from
 * and, when `plan` is given, on the company still being on the plan whose
 * limits the edit was checked against (a concurrent change of plan fails it).
 */
export async function saveDraft(
  subject: Subject,
  meta: Meta,
  content: ContentInput,
  now: string,
  plan?: SubscriptionPackage,
): Promise<number> {
  const revision = meta.revision + 1;
  const onSamePlan = plan !== undefined && subject.kind === 'company';
  await transact([
    put({ ...contentItem(subject, meta, 'draft', content), revision }),
    {
      Update: {
        TableName: config.tableName,
        Key: { ...metaKey(subject) },
        UpdateExpression:
          'SET revision = :next, #status = :draft, updated_at = :now, submitted_at = :null REMOVE gsi2pk, gsi2sk',
        ConditionExpression: onSamePlan ? 'revision = :revision AND #plan = :plan' : 'revision = :revision',
        ExpressionAttributeNames: { '#status': 'status', ...(onSamePlan ? { '#plan': 'plan' } : {}) },
        ExpressionAttributeValues: {
          ':next': revision,
          ':revision': meta.revision,
          ':draft': 'draft' satisfies ModerationStatus,
          ':now': now,
          ':null': null,
          ...(onSamePlan ? { ':plan': plan } : {}),
        },
      },
    },
    ...(plan !== undefined && subject.kind === 'service' ? [onPlan(subject.companyId, plan)] : []),
  ]);
  return revision;
}

/** A transaction's check that the company is still on `plan` (for a write to another item than its profile). */
export const onPlan = (companyId: string, plan: SubscriptionPackage): TransactWriteItem => ({
  ConditionCheck: {
    TableName: config.tableName,
    Key: { ...keys.company.profile(companyId) },
    ConditionExpression: '#plan = :plan',
    ExpressionAttributeNames: { '#plan': 'plan' },
    ExpressionAttributeValues: { ':plan': plan },
  },
});

/** Puts the current draft revision in the staff queue; only from `draft` or `rejected`, and only with a draft. */
export async function submitDraft(subject: Subject, meta: Meta, now: string): Promise<void> {
  await transact([
    {
      Update: {
        TableName: config.tableName,
        Key: { ...metaKey(subject) },
        UpdateExpression:
          'SET #status = :queued, submitted_at = :now, updated_at = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
        ConditionExpression: 'revision = :revision AND #status IN (:draft, :rejected)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':queued': 'on_moderation' satisfies ModerationStatus,
          ':draft': 'draft' satisfies ModerationStatus,
          ':rejected': 'rejected' satisfies ModerationStatus,
          ':revision': meta.revision,
          ':now': now,
          ...prefixed(keys.moderation.queued(now, subject.kind, subjectId(subject))),
        },
      },
    },
    {
      ConditionCheck: {
        TableName: config.tableName,
        Key: { ...contentKey(subject, 'draft') },
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': meta.revision },
      },
    },
  ]);
}

const prefixed = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value]));

/** The staff decision on one sent revision. */
export type Decision = { approve: true } | { approve: false; comment: string };

/**
 * Approves or rejects the revision that was sent. Approval makes that draft the
 * approved version and deletes the draft, all in one transaction; rejection
 * keeps the draft for the owner to mend. Conditional on the item still waiting
 * with that revision; `alsoWrite` (the owner's mail) goes in the same transaction.
 */
export async function decide(
  subject: Subject,
  versions: Versions,
  revision: number,
  decision: Decision,
  now: string,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<void> {
  const { meta, draft } = versions;
  if (meta.status !== 'on_moderation' || meta.revision !== revision || !draft) {
    throw new StaleStateError('Not waiting for moderation with this revision');
  }
  const waiting = {
    ConditionExpression: 'revision = :revision AND #status = :queued',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  const common = { ':revision': revision, ':queued': 'on_moderation' satisfies ModerationStatus, ':now': now };
  if (!decision.approve) {
    await transact([
      {
        Update: {
          TableName: config.tableName,
          Key: { ...metaKey(subject) },
          UpdateExpression:
            'SET #status = :rejected, moderator_comment = :comment, updated_at = :now, submitted_at = :null REMOVE gsi2pk, gsi2sk',
          ...waiting,
          ExpressionAttributeValues: {
            ...common,
            ':rejected': 'rejected' satisfies ModerationStatus,
            ':comment': decision.comment,
            ':null': null,
          },
        },
      },
      ...alsoWrite,
    ]);
    return;
  }
  await transact([
    {
      Update: {
        TableName: config.tableName,
        Key: { ...metaKey(subject) },
        UpdateExpression:
          'SET #status = :approved, moderator_comment = :null, approved_at = :now, updated_at = :now, submitted_at = :null REMOVE gsi2pk, gsi2sk',
        ...waiting,
        ExpressionAttributeValues: { ...common, ':approved': 'approved' satisfies ModerationStatus, ':null': null },
      },
    },
    put(contentItem(subject, meta, 'approved', draft)),
    {
      Delete: {
        TableName: config.tableName,
        Key: { ...contentKey(subject, 'draft') },
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': revision },
      },
    },
    ...alsoWrite,
  ]);
}

type PublishedState = Pick<ModerationState, 'published' | 'status'>;

/**
 * Shows or hides a company's approved version; publishing needs one
 * (StaleStateError otherwise).
 */
export async function setCompanyPublished(companyId: string, published: boolean, now: string): Promise<PublishedState> {
  const { Attributes } = await onConditionFailed(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.company.profile(companyId) },
      UpdateExpression: 'SET published = :published, updated_at = :now',
      ConditionExpression: published ? 'attribute_type(approved_at, :string)' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':published': published, ':now': now, ...(published ? { ':string': 'S' } : {}) },
      ReturnValues: 'ALL_NEW',
    }),
    () => {
      throw new StaleStateError('No approved version');
    },
  );
  const meta = Attributes as unknown as ModerationState;
  return { published: meta.published, status: meta.status };
}

/**
 * Shows or hides a service's approved version and keeps the company's count of
 * published services (`published_services` on its profile) in the same
 * transaction. Publishing is conditional on an approved version, on the
 * company still being on `bound.plan` and on the count staying within
 * `bound.publishedServices`, so concurrent publishes never pass the plan's
 * limit. Showing a shown service or hiding a hidden one changes nothing.
 * A cancelled transaction costs one consistent BatchGetItem more, to tell why;
 * one cancelled by a concurrent transaction only is tried again.
 * Fails with StaleStateError (never approved, or gone), PlanChangedError or
 * PublishedLimitError.
 */
export async function setServicePublished(
  subject: ServiceSubject,
  published: boolean,
  now: string,
  bound?: PlanBound,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.TransactWriteItems({ TransactItems: publishingWrites(subject, published, now, bound) });
      return;
    } catch (error) {
      if (!isAwsError(error, 'TransactionCanceledException')) throw error;
    }
    if ((await whyCancelled(subject, published, bound)) === 'already') return;
    if (attempt === PUBLISH_ATTEMPTS) throw new StaleStateError('Outrun by concurrent publishing');
    await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
  }
}

/** How often a publishing cancelled by concurrent ones (not by its conditions) is tried again. */
const PUBLISH_ATTEMPTS = 6;

function publishingWrites(
  subject: ServiceSubject,
  published: boolean,
  now: string,
  bound: PlanBound | undefined,
): TransactWriteItem[] {
  const limited = published && bound && Number.isFinite(bound.publishedServices);
  return [
    {
      Update: {
        TableName: config.tableName,
        Key: { ...metaKey(subject) },
        UpdateExpression: 'SET published = :published, updated_at = :now',
        ConditionExpression: published
          ? 'attribute_type(approved_at, :string) AND published = :shown'
          : 'attribute_exists(pk) AND published = :shown',
        ExpressionAttributeValues: {
          ':published': published,
          ':shown': !published,
          ':now': now,
          ...(published ? { ':string': 'S' } : {}),
        },
      },
    },
    {
      Update: {
        TableName: config.tableName,
        Key: { ...keys.company.profile(subject.companyId) },
        UpdateExpression: 'ADD published_services :change',
        ConditionExpression: [
          'attribute_exists(pk)',
          ...(published && bound ? ['#plan = :plan'] : []),
          ...(limited ? ['(attribute_not_exists(published_services) OR published_services < :max)'] : []),
        ].join(' AND '),
        ...(published && bound ? { ExpressionAttributeNames: { '#plan': 'plan' } } : {}),
        ExpressionAttributeValues: {
          ':change': published ? 1 : -1,
          ...(published && bound ? { ':plan': bound.plan } : {}),
          ...(limited ? { ':max': bound.publishedServices } : {}),
        },
      },
    },
  ];
}

/**
 * After a cancelled (un)publishing, reads why: `already` when the service is
 * so already (nothing to do), the error of the condition that failed, or
 * `conflict` when only a concurrent transaction on the same items was in the
 * way (worth another attempt).
 */
async function whyCancelled(
  subject: ServiceSubject,
  published: boolean,
  bound: PlanBound | undefined,
): Promise<'already' | 'conflict'> {
  const profileKey = keys.company.profile(subject.companyId);
  const items = await getAll([metaKey(subject), profileKey], true);
  const meta = items.find((item) => item.sk === metaKey(subject).sk) as ModerationState | undefined;
  const company = items.find((item) => item.sk === profileKey.sk) as CompanyProfile | undefined;
  if (!meta || !company || (published && !meta.approved_at)) throw new StaleStateError('No approved version');
  if (meta.published === published) return 'already';
  if (!bound || !published) return 'conflict';
  if (company.plan !== bound.plan) throw new PlanChangedError(`Now on ${company.plan}`);
  if ((company.published_services ?? 0) >= bound.publishedServices) {
    throw new PublishedLimitError(`${company.published_services} services are published`);
  }
  return 'conflict';
}

/** One entry of the staff queue: which item waits since when. */
export interface QueueEntry {
  kind: Subject['kind'];
  meta: Meta;
}

/** Where a page of the queue ends: the table and gsi2 keys of its last entry. */
export type QueueKey = Record<'pk' | 'sk' | 'gsi2pk' | 'gsi2sk', string>;

/**
 * The staff queue, oldest first, a page at a time (`cursor` is the last entry's
 * key of the previous page). One entry more than asked is read, so `next` is
 * undefined when nothing follows (DynamoDB alone would hand out a key that
 * leads to an empty page whenever the queue ends exactly at the limit).
 */
export async function listQueue(
  limit: number,
  cursor?: QueueKey,
): Promise<{ entries: QueueEntry[]; next: QueueKey | undefined }> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :queue',
    ExpressionAttributeValues: { ':queue': keys.moderation.queuePartition },
    ScanIndexForward: true,
    Limit: limit + 1,
    // aws-lite passes ExclusiveStartKey through as is: it must be marshalled here.
    ...(cursor ? { ExclusiveStartKey: marshalledKey(cursor) } : {}),
  });
  const page = Items.slice(0, limit);
  const entries = page.map((item) => ({
    kind: (item.sk === keys.company.profile(String(item.id)).sk ? 'company' : 'service') as Subject['kind'],
    meta: withoutKeys<Meta>(item),
  }));
  const last = page.at(-1);
  const next = Items.length > limit && last ? queueKey(last) : undefined;
  return { entries, next };
}

const queueKey = (item: Item): QueueKey => ({
  pk: String(item.pk),
  sk: String(item.sk),
  gsi2pk: String(item.gsi2pk),
  gsi2sk: String(item.gsi2sk),
});
