import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Route, RouteAccess, RouteAuth } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { allowedActions, allowedStatements, resourcesOf, routeFunction } from '../testing/template';
import { synthApp, templateOf } from '../testing/synth';

const real = synthApp();
const apiTemplate = templateOf(real.api);
const routeTemplates = real.api.routeGroups.map((group) => Template.fromStack(group));
const inRouteStacks = (route: Route) => {
  const template = routeTemplates.find((candidate) => {
    try {
      routeFunction(candidate, route);
      return true;
    } catch {
      return false;
    }
  });
  if (!template) throw new Error(`No stack holds ${route.method} ${route.path}`);
  return template;
};

/** Synthetic routes covering every kind of access, each pointing at a real handler file. */
function accessRoute(name: string, access: RouteAccess, auth: RouteAuth = 'public'): Route {
  return { ...routes[0]!, operationId: name, path: `/v1/access/${name}`, tag: 'access', auth, access };
}
const matrix = {
  none: accessRoute('none', {}),
  read: accessRoute('read', { table: 'read' }),
  write: accessRoute('write', { table: 'write' }),
  uploadsRead: accessRoute('uploadsRead', { uploads: 'read' }),
  uploadsWrite: accessRoute('uploadsWrite', { uploads: 'write' }),
  mail: accessRoute('mail', { mail: true }),
  signedIn: accessRoute('signedIn', {}, 'bearer'),
  optionalToken: accessRoute('optionalToken', {}, 'optional'),
};
const access = synthApp({}, { routes: Object.values(matrix) });
const [accessTemplate] = access.api.routeGroups.map((group) => Template.fromStack(group));
const actionsOf = (route: Route) => allowedActions(accessTemplate!, routeFunction(accessTemplate!, route)[1]);

const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

describe('the API stack', () => {
  it('gives every route of the table a Node 24 arm64 function from its handler module', () => {
    for (const route of routes) {
      const [, fn] = routeFunction(inRouteStacks(route), route);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: 10,
      });
    }
  });

  it('routes `METHOD path` of every route to its function', () => {
    for (const route of routes) {
      inRouteStacks(route).hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
      });
    }
  });

  it('answers every other request with the not-found function ($default)', () => {
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
  });

  it('answers CORS preflights for the configured origins', () => {
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({ AllowOrigins: real.config.corsOrigins, AllowCredentials: true }),
    });
  });

  it('configures each function with the environment, source maps and a log group with retention', () => {
    const template = inRouteStacks(routes[0]!);
    const [, fn] = routeFunction(template, routes[0]!);
    const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'CORS_ORIGINS',
        'JWT_AUDIENCE',
        'JWT_ISSUER',
        'JWT_SECRET_ARN',
        'LOG_LEVEL',
        'MAIL_FROM',
        'NODE_OPTIONS',
        'SITE_URL',
        'TABLE_NAME',
        'UPLOADS_BUCKET',
      ].sort(),
    );
    expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    const logGroup = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    template.hasResource('AWS::Logs::LogGroup', { Properties: { RetentionInDays: Match.anyValue() } });
    expect(resourcesOf(template, 'AWS::Logs::LogGroup').map(([id]) => id)).toContain(logGroup);
  });

  it('keeps a generated JWT secret in the API stack', () => {
    apiTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});

describe('route permissions follow the route table (least privilege)', () => {
  it('gives a route without access no permission at all', () => {
    expect(actionsOf(matrix.none)).toEqual([]);
  });

  it('gives a table reader only read actions', () => {
    const actions = actionsOf(matrix.read);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions.filter((action) => TABLE_WRITES.includes(action))).toEqual([]);
    expect(actions.every((action) => action.startsWith('dynamodb:'))).toBe(true);
  });

  it('gives a table writer writes too', () => {
    expect(actionsOf(matrix.write)).toEqual(expect.arrayContaining(TABLE_WRITES));
  });

  it('gives uploads readers reads and writers puts, nothing on the table', () => {
    const reads = actionsOf(matrix.uploadsRead);
    expect(reads).toEqual(expect.arrayContaining(['s3:GetObject*']));
    expect(reads).not.toContain('s3:PutObject');
    expect(actionsOf(matrix.uploadsWrite)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    expect(actionsOf(matrix.uploadsWrite).some((action) => action.startsWith('dynamodb:'))).toBe(false);
  });

  it('lets only mail routes send mail, from the configured identity', () => {
    expect(actionsOf(matrix.mail)).toEqual(['ses:SendEmail']);
    const [statement] = allowedStatements(accessTemplate!, routeFunction(accessTemplate!, matrix.mail)[1]);
    const resources = JSON.stringify(statement!.Resource);
    expect(resources).toContain(`identity/${access.config.mailFrom}`);
    expect(resources).toContain(`identity/${access.config.mailFrom.split('@')[1]}`);
    expect(resources).not.toContain('identity/*');
    expect(actionsOf(matrix.read)).not.toContain('ses:SendEmail');
  });

  it('lets routes that read tokens read the caller account (GetItem) even without table access, nothing more', () => {
    for (const route of [matrix.signedIn, matrix.optionalToken]) {
      const actions = actionsOf(route);
      expect(actions).toContain('dynamodb:GetItem');
      expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem']);
    }
    expect(actionsOf(matrix.uploadsWrite).some((action) => action.startsWith('dynamodb:'))).toBe(false);
  });

  it('lets routes that read tokens, and only those, read the JWT secret', () => {
    const secretRead = 'secretsmanager:GetSecretValue';
    expect(actionsOf(matrix.signedIn)).toContain(secretRead);
    expect(actionsOf(matrix.optionalToken)).toContain(secretRead);
    expect(actionsOf(matrix.read)).not.toContain(secretRead);
  });
});

describe('Sign in with Google', () => {
  const variablesWith = (context: Record<string, string>) => {
    const built = synthApp(context, { routes: [matrix.none] });
    const [template] = built.api.routeGroups.map((group) => Template.fromStack(group));
    const [, fn] = routeFunction(template!, matrix.none);
    return (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
  };

  it('gives the functions the Google client id from the context, and nothing without one', () => {
    expect(variablesWith({ googleClientId: 'abc.apps.googleusercontent.com' }).GOOGLE_CLIENT_ID).toBe(
      'abc.apps.googleusercontent.com',
    );
    expect(variablesWith({})).not.toHaveProperty('GOOGLE_CLIENT_ID');
  });
});
