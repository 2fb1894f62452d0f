import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { TABLE } from '@migralink/functions/data/table';
import { EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX } from '@migralink/functions/statistics/edge-log';
import {
  CERTIFICATE_PDFS_PREFIX,
  EXPORTS_PREFIX,
  isPublic,
  TMP_PREFIX,
  UPLOAD_RULES,
  type UploadPurpose,
} from '@migralink/functions/uploads/purposes';
import { UPLOAD_PURPOSES } from '@migralink/shared/schemas/auth';
import type { Route, RouteAccess, TableAction } from '@migralink/shared/route';

/** What the functions may be given access to. */
export interface RouteResources {
  readonly table: ITableV2;
  readonly uploads: IBucket;
  readonly jwtSecret: ISecret;
  /** The value CloudFront sends in `x-origin-verify`; every function reads it to refuse other callers. */
  readonly originSecret: ISecret;
  /** Stripe's secret key and webhook signing secret (JSON), read by the routes that take payments. */
  readonly stripeSecret: ISecret;
  /** Sender address; SES authorizes by the address or by its domain identity. */
  readonly mailFrom: string;
  /** The asymmetric KMS key (P-256) certificates' credentials are signed with. */
  readonly signingKey: IKey;
  /** The distribution's access logs (storage stack), which the page-view count reads. */
  readonly edgeLogs: IBucket;
}

/**
 * Grants a route's function exactly what its `access` and `auth` in the route
 * table say, nothing more: the origin secret (every function), the DynamoDB actions it names (on the table and,
 * to query, its indexes), its part of the uploads bucket, queueing mail (a Put into the outbox: the mail path's
 * sender alone may send, `infra/src/mail-path.ts`), Stripe's keys,
 * signing with the certificates' key (`kms:Sign` and reading its public half, never more), and the page-view
 * count's part of the logs bucket (`edgeLogStatements`).
 */
export function grantRouteAccess(fn: IFunction, route: Pick<Route, 'access' | 'auth'>, resources: RouteResources) {
  const { access } = route;
  resources.originSecret.grantRead(fn);
  const tableActions = new Set<TableAction>(access.table);
  if (route.auth !== 'public' || access.formTokens) resources.jwtSecret.grantRead(fn);
  if (route.auth !== 'public') {
    // The token check reads the caller's account (current role, password version) with one GetItem.
    tableActions.add('GetItem');
  }
  // A mail is an outbox item, put alone or as a part of the transaction of its cause.
  if (access.mail) tableActions.add('PutItem');
  if (tableActions.size) fn.addToRolePolicy(tableStatement(resources.table, tableActions));
  for (const statement of uploadStatements(access.uploads, resources.uploads)) fn.addToRolePolicy(statement);
  if (access.payments) resources.stripeSecret.grantRead(fn);
  if (access.signing) {
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['kms:GetPublicKey', 'kms:Sign'], resources: [resources.signingKey.keyArn] }),
    );
  }
  if (access.edgeLogs) for (const statement of edgeLogStatements(resources.edgeLogs)) fn.addToRolePolicy(statement);
}

/**
 * The page-view count's part of the logs bucket: list and read the access logs under `edge/` (CloudFront writes
 * them; nothing here may change one), list, read and put its own counts under `page-view-counts/`.
 */
function edgeLogStatements(bucket: IBucket): PolicyStatement[] {
  const prefixes = [EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX];
  return [
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } },
    }),
    new PolicyStatement({
      actions: ['s3:GetObject'],
      resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
    }),
    new PolicyStatement({
      actions: ['s3:PutObject'],
      resources: [bucket.arnForObjects(`${PAGE_VIEW_COUNTS_PREFIX}*`)],
    }),
  ];
}

/**
 * What a route's function finds in its environment beyond what every function does: the signing key, to sign;
 * the logs bucket, to count page views.
 */
export function routeEnvironment(route: Pick<Route, 'access'>, resources: RouteResources): Record<string, string> {
  return {
    ...(route.access.signing ? { SIGNING_KEY_ID: resources.signingKey.keyArn } : {}),
    ...(route.access.edgeLogs ? { EDGE_LOGS_BUCKET: resources.edgeLogs.bucketName } : {}),
  };
}

/** The actions on the table and, for a route that queries, on its indexes by name (no `index/*`). */
function tableStatement(table: ITableV2, actions: ReadonlySet<TableAction>): PolicyStatement {
  const indexes = actions.has('Query') ? TABLE.globalIndexes.map(({ name }) => `${table.tableArn}/index/${name}`) : [];
  return new PolicyStatement({
    actions: [...actions].sort().map((action) => `dynamodb:${action}`),
    resources: [table.tableArn, ...indexes],
  });
}

/**
 * `ticket`: a presigned POST is signed with the function's role, so the role
 * may put objects under `tmp/` and nothing else. `check`: read (HeadObject)
 * the purposes' folders. `accept`: per purpose, read
 * and delete the unchecked files under `tmp/<purpose>/`, put the checked file
 * into the purpose's folder and delete there (the replaced file, or the new
 * one when saving it fails). Listing the bucket lets a missing key answer
 * 404 rather than 403 (what the check tells the caller); it shows key names only. A private purpose's
 * checked files may be read too, for the short-lived link the answer carries.
 * `export`: put and read its files under `tmp/exports/` only. `read`: read (and so presign links to) the
 * checked files of the private purposes. `certificates`: read and put the certificates' rendered PDFs.
 */
function uploadStatements(uploads: RouteAccess['uploads'], bucket: IBucket): PolicyStatement[] {
  if (!uploads) return [];
  if (uploads === 'ticket') {
    return [new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects(`${TMP_PREFIX}*`)] })];
  }
  if (uploads === 'export') {
    // Puts the file it built and presigns a GET of it (the link is signed with the function's role).
    return [
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [bucket.arnForObjects(`${EXPORTS_PREFIX}*`)],
      }),
    ];
  }
  if (uploads === 'read') {
    const privateFiles = UPLOAD_PURPOSES.filter((purpose) => !isPublic(purpose));
    return [new PolicyStatement({ actions: ['s3:GetObject'], resources: folderObjects(privateFiles, bucket) })];
  }
  if (uploads === 'certificates') {
    return [
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [bucket.arnForObjects(`${CERTIFICATE_PDFS_PREFIX}*`)],
      }),
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    ];
  }
  if ('remove' in uploads)
    return [new PolicyStatement({ actions: ['s3:DeleteObject'], resources: folderObjects(uploads.remove, bucket) })];
  if ('check' in uploads) {
    // HeadObject needs s3:GetObject; listing lets a missing file answer 404 rather than 403.
    return [
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: folderObjects(uploads.check, bucket),
      }),
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    ];
  }
  const purposes = [...new Set(uploads.accept)].sort();
  // A private file is answered with a link the function presigns: it reads the checked files it filed.
  const privateFolders = purposes.filter((purpose) => !isPublic(purpose));
  return [
    new PolicyStatement({
      actions: ['s3:GetObject', 's3:DeleteObject'],
      resources: purposes.map((purpose) => bucket.arnForObjects(`${TMP_PREFIX}${purpose}/*`)),
    }),
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:DeleteObject'],
      resources: folderObjects(purposes, bucket),
    }),
    ...(privateFolders.length
      ? [new PolicyStatement({ actions: ['s3:GetObject'], resources: folderObjects(privateFolders, bucket) })]
      : []),
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  ];
}

/** The objects of the folders of those purposes (`media/company-logos/*`, …), each folder once. */
function folderObjects(purposes: readonly UploadPurpose[], bucket: IBucket): string[] {
  return [...new Set(purposes.map((purpose) => UPLOAD_RULES[purpose].folder))]
    .sort()
    .map((folder) => bucket.arnForObjects(`${folder}/*`));
}

/** Sending from the sender's address or its domain, with the mail path's configuration set: the sender's only. */
export function sendMailStatement(fn: IFunction, mailFrom: string, configurationSet: string): PolicyStatement {
  const arn = (resource: string, resourceName: string) =>
    Stack.of(fn).formatArn({ service: 'ses', resource, resourceName });
  const domain = mailFrom.split('@')[1];
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [
      arn('identity', mailFrom),
      ...(domain ? [arn('identity', domain)] : []),
      arn('configuration-set', configurationSet),
    ],
  });
}
