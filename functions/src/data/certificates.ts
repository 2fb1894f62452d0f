import type {
  ApplicationFields,
  ApplicationState,
  CertificateStatus,
  Criterion,
  DocumentKind,
  RevocationReason,
} from '@migralink/shared/schemas/certificates';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, TransactWriteItem, WriteInput } from '#lib/db';
import { getAll } from './batch-get';
import { conditionHeld } from './conditional';
import { definedOnly, withoutKeys } from './items';
import { keys, certificateKeys } from './keys';
import { indexPage, type CursorPage } from './page-cursor';
import { failedAt, transact, writeWith } from './transact';

/**
 * Certificates as stored (ACCESS-PATTERNS.md, "Certificates"): an application
 * item that becomes the certificate once approved, the company's checked
 * documents, its one open application, the numbers and the year counters.
 */

/** The certificate an approved application became; `status` is computed from it (`certificateStatus`). */
export interface CertificateRecord {
  number: string;
  valid_from: string;
  valid_until: string;
  revoked_at: string | null;
  revocation_reason: RevocationReason | null;
  criteria: Criterion[];
}

export interface ApplicationEventRecord {
  at: string;
  state: ApplicationState;
  comment: string | null;
}

/** The fields as stored: the documents by id. */
export type StoredFields = ApplicationFields;

export interface ApplicationItem {
  id: string;
  company_id: string;
  state: ApplicationState;
  fields: StoredFields;
  /** The last `HISTORY_MAX` steps, oldest first (older ones are dropped: the item stays bounded). */
  history: ApplicationEventRecord[];
  /** How many times staff returned it for changes. */
  returned: number;
  /** Raised by every write; each write is conditional on the one it read. */
  revision: number;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  certificate: CertificateRecord | null;
  /** When the expiry reminder was mailed (or found not needed). */
  reminded_at?: string;
  /** Its signed credential, stored once after approval (`storeCredential`); absent until then. */
  credential?: StoredCredential;
}

/** A certificate's credential as signed once (a VC-JWT, ~2 KB) and its place in a status list. */
export interface StoredCredential {
  jwt: string;
  list: number;
  index: number;
}

/** A checked document of a company's, for its applications; `key` is its private place in the uploads bucket. */
export interface DocumentItem {
  id: string;
  company_id: string;
  kind: DocumentKind;
  name: string;
  key: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** What a company's profile keeps of its newest certificate: the badge on its page and cards. */
export interface CompanyCertificate {
  number: string;
  valid_until: string;
  application_id: string;
}

/** What a number tells anyone (a copy of the certificate's public facts, so a lookup is 2 requests). */
export interface NumberItem extends CertificateRecord {
  application_id: string;
  company_id: string;
  legal_name: string;
  country_id: string;
}

/** How many steps of its history an application keeps: 20 × (2,000 characters ≤ 8 KB) stays far below 400 KB. */
export const HISTORY_MAX = 20;
/** Lists and the staff queue, a page at a time. */
export const CERTIFICATE_PAGE_SIZE = 20;

/** What a certificate says today: from its dates and revocation, never stored (docs/product.md, "Certificates"). */
export function certificateStatus(
  certificate: Pick<CertificateRecord, 'valid_until' | 'revoked_at'>,
  now = new Date().toISOString(),
): CertificateStatus {
  if (certificate.revoked_at) return 'revoked';
  return now < certificate.valid_until ? 'valid' : 'expired';
}

/** The badge a company shows now: its certificate while valid (revocation removes it from the profile). */
export const validBadge = (badge: CompanyCertificate | undefined | null, now = new Date().toISOString()) =>
  badge && now < badge.valid_until ? { number: badge.number, valid_until: badge.valid_until } : null;

const table = () => config.tableName;

/** The index keys an application carries in its state: the company's list always; the queue or the reminder. */
function indexKeys(application: ApplicationItem, reminderDay?: string) {
  const queued =
    application.state === 'submitted' && application.submitted_at
      ? certificateKeys.queued(application.submitted_at, application.id)
      : undefined;
  const reminder = reminderDay ? certificateKeys.reminderDue(reminderDay, application.id) : undefined;
  return {
    ...certificateKeys.byCompany(application.company_id, application.created_at, application.id),
    ...(queued ?? reminder ?? {}),
  };
}

/**
 * The application written whole as an UpdateItem (the decisions may update only), on condition that it is
 * still the revision read (`expected`; none for a new one). The queue's or the reminder's index keys follow
 * its state; those it no longer has are removed.
 */
function applicationWrite(
  application: ApplicationItem,
  expected: number | undefined,
  reminderDay?: string,
): TransactWriteItem & { Update: WriteInput } {
  const values: Item = definedOnly({ ...application, ...indexKeys(application, reminderDay) });
  const names = Object.keys(values);
  const removed = ['gsi2pk', 'gsi2sk'].filter((name) => !(name in values));
  const set = names.map((name, index) => `#a${index} = :a${index}`).join(', ');
  return {
    Update: {
      TableName: table(),
      Key: { ...certificateKeys.item(application.id) },
      UpdateExpression: `SET ${set}${removed.length ? ` REMOVE ${removed.join(', ')}` : ''}`,
      ConditionExpression: expected === undefined ? 'attribute_not_exists(pk)' : '#rev = :expected',
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
        ...(expected === undefined ? {} : { '#rev': 'revision' }),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, index) => [`:a${index}`, values[name]])),
        ...(expected === undefined ? {} : { ':expected': expected }),
      },
    },
  };
}

/** Frees the company's open application slot, on condition that it is this application's. */
const freeOpen = (application: ApplicationItem): TransactWriteItem => ({
  Update: {
    TableName: table(),
    Key: { ...certificateKeys.open(application.company_id) },
    UpdateExpression: 'REMOVE application_id',
    ConditionExpression: 'application_id = :id',
    ExpressionAttributeValues: { ':id': application.id },
  },
});

export async function getApplication(id: string, consistent = false): Promise<ApplicationItem | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...certificateKeys.item(id) },
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  return Item && withoutKeys<ApplicationItem>(Item);
}

/** The company's application not decided yet, if any (one GetItem). */
export async function getOpenApplicationId(companyId: string): Promise<string | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...certificateKeys.open(companyId) },
    ConsistentRead: true,
  });
  return typeof Item?.application_id === 'string' ? Item.application_id : undefined;
}

/**
 * Stores a new application and takes the company's one open slot in the same
 * transaction; false (nothing written) when the company has an open one.
 */
export async function createApplication(application: ApplicationItem): Promise<boolean> {
  try {
    await transact([
      applicationWrite(application, undefined),
      {
        Update: {
          TableName: table(),
          Key: { ...certificateKeys.open(application.company_id) },
          UpdateExpression: 'SET application_id = :id',
          ConditionExpression: 'attribute_not_exists(application_id)',
          ExpressionAttributeValues: { ':id': application.id },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 1)) return false;
    throw error;
  }
}

/** Writes a changed application over the revision read (`expected`); false when it changed meanwhile. */
export async function saveApplication(
  application: ApplicationItem,
  expected: number,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  return writeWith(applicationWrite(application, expected), alsoWrite);
}

/** A decision that closes the application (rejected): written with its open slot freed; false when stale. */
export async function closeApplication(
  application: ApplicationItem,
  expected: number,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  try {
    await transact([applicationWrite(application, expected), freeOpen(application), ...alsoWrite]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/** The last number given in a year (0 before the first), read strongly consistent. */
export async function lastNumberOf(year: number): Promise<number> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...certificateKeys.yearCounter(year) },
    ConsistentRead: true,
  });
  return typeof Item?.seq === 'number' ? Item.seq : 0;
}

/**
 * An application and the last number of a year, strongly consistent, in one BatchGetItem: what an approval
 * decides on, read again on every try.
 */
export async function readForApproval(id: string, year: number) {
  const counterKey = certificateKeys.yearCounter(year);
  const items = await getAll([certificateKeys.item(id), counterKey], true);
  const counter = items.find((item) => item.pk === counterKey.pk);
  const application = items.find((item) => item !== counter);
  return {
    application: application && withoutKeys<ApplicationItem>(application),
    last: typeof counter?.seq === 'number' ? counter.seq : 0,
  };
}

export interface Issue {
  /** The approved application, its certificate set; written over `expected`. */
  application: ApplicationItem;
  expected: number;
  year: number;
  /** The year's counter as read; the number given is the next. */
  last: number;
  number: NumberItem;
  /** The day its expiry reminder is due (`YYYY-MM-DD`). */
  reminderDay: string;
  /** Written in the same transaction: the owner's mail. */
  alsoWrite?: readonly TransactWriteItem[];
}

/** Why an issue was not written: the year's counter moved, or the application changed meanwhile. */
export type IssueOutcome = 'issued' | 'counter_moved' | 'application_changed';

/**
 * Gives a number in one transaction: the year's counter moves from the value
 * read to the next (so two approvals never get one number, and none is
 * skipped), the number is put if absent, the application moves from the
 * revision read (still `submitted`), its open slot is freed, and the company's
 * profile shows the badge.
 */
export async function issueCertificate(issue: Issue): Promise<IssueOutcome> {
  const { application, number } = issue;
  const counter: TransactWriteItem = {
    Update: {
      TableName: table(),
      Key: { ...certificateKeys.yearCounter(issue.year) },
      UpdateExpression: 'SET seq = :next',
      ConditionExpression: issue.last === 0 ? 'attribute_not_exists(seq)' : 'seq = :last',
      ExpressionAttributeValues: { ':next': issue.last + 1, ...(issue.last === 0 ? {} : { ':last': issue.last }) },
    },
  };
  const badge: CompanyCertificate = {
    number: number.number,
    valid_until: number.valid_until,
    application_id: application.id,
  };
  try {
    await transact([
      counter,
      {
        Put: {
          TableName: table(),
          Item: { ...certificateKeys.number(number.number), ...number },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      applicationWrite(application, issue.expected, issue.reminderDay),
      freeOpen(application),
      {
        Update: {
          TableName: table(),
          Key: { ...keys.company.profile(application.company_id) },
          UpdateExpression: 'SET certificate = :badge',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':badge': badge },
        },
      },
      ...(issue.alsoWrite ?? []),
    ]);
    return 'issued';
  } catch (error) {
    if (failedAt(error, 0) || failedAt(error, 1)) return 'counter_moved';
    if (failedAt(error, 2) || failedAt(error, 3)) return 'application_changed';
    throw error;
  }
}

/**
 * Revokes a certificate in one transaction: the application (over the revision
 * read), its number's public facts, and the company's badge when it shows this
 * certificate. False when the application changed meanwhile.
 */
export async function revokeCertificate(
  application: ApplicationItem,
  expected: number,
  badgeShown: boolean,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  const certificate = application.certificate!;
  const badge: TransactWriteItem[] = badgeShown
    ? [
        {
          Update: {
            TableName: table(),
            Key: { ...keys.company.profile(application.company_id) },
            UpdateExpression: 'REMOVE certificate',
            ConditionExpression: 'certificate.#number = :number',
            ExpressionAttributeNames: { '#number': 'number' },
            ExpressionAttributeValues: { ':number': certificate.number },
          },
        },
      ]
    : [];
  try {
    await transact([
      applicationWrite(application, expected),
      {
        Update: {
          TableName: table(),
          Key: { ...certificateKeys.number(certificate.number) },
          UpdateExpression: 'SET revoked_at = :at, revocation_reason = :reason',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': certificate.revoked_at, ':reason': certificate.revocation_reason },
        },
      },
      ...badge,
      ...alsoWrite,
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0) || failedAt(error, 2)) return false;
    throw error;
  }
}

/** A certificate's public facts by its number (one GetItem). */
export async function getNumber(number: string): Promise<NumberItem | undefined> {
  const { Item } = await db.GetItem({ TableName: table(), Key: { ...certificateKeys.number(number) } });
  return Item && withoutKeys<NumberItem>(Item);
}

/** Stores a checked document of a company's. */
export async function putDocument(document: DocumentItem): Promise<void> {
  await db.PutItem({
    TableName: table(),
    Item: { ...certificateKeys.document(document.company_id, document.id), ...document },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** The company's documents of these ids (one BatchGetItem); ids of another company's are simply absent. */
export async function getDocuments(companyId: string, ids: readonly string[]): Promise<DocumentItem[]> {
  if (ids.length === 0) return [];
  const items = await getAll(ids.map((id) => certificateKeys.document(companyId, id)));
  const byId = new Map(items.map((item) => [String(item.id), withoutKeys<DocumentItem>(item)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ApplicationPage = CursorPage<ApplicationItem>;

/** The company's applications, newest first (gsi1, one Query). */
export const companyApplications = (companyId: string, cursor: string | undefined) =>
  indexPage<ApplicationItem>('gsi1', certificateKeys.companyPartition(companyId), {
    newestFirst: true,
    cursor,
    size: CERTIFICATE_PAGE_SIZE,
  });

/** Applications waiting for staff, oldest sent first (gsi2, one Query). */
export const queuedApplications = (cursor: string | undefined) =>
  indexPage<ApplicationItem>('gsi2', certificateKeys.queuePartition, {
    newestFirst: false,
    cursor,
    size: CERTIFICATE_PAGE_SIZE,
  });

/** Certificates whose expiry reminder is due on a day (gsi2, sparse: one Query per day, every page). */
export async function remindersDue(day: string): Promise<ApplicationItem[]> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :partition',
    ExpressionAttributeValues: { ':partition': certificateKeys.reminderPartition(day) },
    paginate: true,
  });
  return Items.map((item) => withoutKeys<ApplicationItem>(item));
}

/**
 * Marks a certificate's reminder as done, leaving the day's index: true only
 * for the one caller that moved it (a second run, or a run at the same time,
 * gets false and mails nothing); `alsoWrite` (the reminder's mail) in the same transaction.
 */
export async function claimReminder(
  applicationId: string,
  day: string,
  now: string,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  const claim = {
    TableName: table(),
    Key: { ...certificateKeys.item(applicationId) },
    UpdateExpression: 'SET reminded_at = :now REMOVE gsi2pk, gsi2sk',
    ConditionExpression: 'gsi2pk = :partition',
    ExpressionAttributeValues: { ':now': now, ':partition': certificateKeys.reminderPartition(day) },
  };
  return writeWith({ Update: claim }, alsoWrite);
}

/**
 * Stores a certificate's signed credential on its item, once: true for the one
 * caller that stored it; false when one was there already (that one stays).
 */
export const storeCredential = (applicationId: string, credential: StoredCredential): Promise<boolean> =>
  conditionHeld(
    db.UpdateItem({
      TableName: table(),
      Key: { ...certificateKeys.item(applicationId) },
      UpdateExpression: 'SET credential = :credential',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(credential)',
      ExpressionAttributeValues: { ':credential': credential },
    }),
  );
