import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Route } from '@migralink/shared/route';

/** What the functions may be given access to. */
export interface RouteResources {
  readonly table: ITableV2;
  readonly uploads: IBucket;
  readonly jwtSecret: ISecret;
  /** Sender address; SES authorizes by the address or by its domain identity. */
  readonly mailFrom: string;
}

/** Grants a route's function exactly what its `access` and `auth` in the route table say, nothing more. */
export function grantRouteAccess(fn: IFunction, route: Pick<Route, 'access' | 'auth'>, resources: RouteResources) {
  const { access } = route;
  if (access.table === 'read') resources.table.grantReadData(fn);
  if (access.table === 'write') resources.table.grantReadWriteData(fn);
  if (access.uploads === 'read') resources.uploads.grantRead(fn);
  if (access.uploads === 'write') resources.uploads.grantReadWrite(fn);
  if (access.mail) fn.addToRolePolicy(sendMailStatement(fn, resources.mailFrom));
  if (route.auth !== 'public') {
    resources.jwtSecret.grantRead(fn);
    // The token check reads the caller's account (current role, password version) with one GetItem.
    if (!access.table) resources.table.grant(fn, 'dynamodb:GetItem');
  }
}

function sendMailStatement(fn: IFunction, mailFrom: string): PolicyStatement {
  const identityArn = (identity: string) =>
    Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
  const domain = mailFrom.split('@')[1];
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [identityArn(mailFrom), ...(domain ? [identityArn(domain)] : [])],
  });
}
