import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Route, RouteAccess, RouteAuth } from '@migralink/shared/route';
import { deployedRoutes as routes, routes as routeTable } from '@migralink/shared/routes';
import { TABLE } from '@migralink/functions/data/table';
import {
  EXPORT_HANDLERS,
  EXPORT_MEMORY_MB,
  EXPORT_TIMEOUT_SECONDS,
  PASSWORD_HASHING_HANDLERS,
  PASSWORD_HASHING_MEMORY_MB,
} from '../auth-limits';
import { OUTBOX_INSERTS } from '@migralink/functions/mail/stream';
import { EDGE_LOG_PREFIX, PAGE_VIEW_COUNTS_PREFIX } from '@migralink/functions/statistics/edge-log';
import { MARKETING_PAUSE_BOUNCE_RATE, MARKETING_PAUSE_COMPLAINT_RATE } from '../mail-path';
import {
  AUTHOR_BLOCKS,
  CERTIFICATE_REMINDERS,
  NEWSLETTER_SENDS,
  PAGE_VIEW_COUNTS,
  type JobDefinition,
} from '../scheduled-job';
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
  read: accessRoute('read', { table: ['GetItem', 'Query'] }),
  write: accessRoute('write', { table: ['GetItem', 'PutItem', 'UpdateItem'] }),
  ticket: accessRoute('ticket', { uploads: 'ticket' }),
  export: accessRoute('export', { uploads: 'export' }),
  accept: accessRoute('accept', { uploads: { accept: ['avatar'] } }),
  check: accessRoute('check', { uploads: { check: ['company_logo', 'office_logo'] } }),
  remove: accessRoute('remove', { uploads: { remove: ['article_cover'] } }),
  mail: accessRoute('mail', { mail: true }),
  payments: accessRoute('payments', { payments: true }),
  signing: accessRoute('signing', { signing: true }),
  signedIn: accessRoute('signedIn', {}, 'bearer'),
  optionalToken: accessRoute('optionalToken', {}, 'optional'),
};
const access = synthApp({}, { routes: Object.values(matrix) });
const [accessTemplate] = access.api.routeGroups.map((group) => Template.fromStack(group));
const actionsOf = (route: Route) => allowedActions(accessTemplate!, routeFunction(accessTemplate!, route)[1]);
const statementsOf = (route: Route) => allowedStatements(accessTemplate!, routeFunction(accessTemplate!, route)[1]);
const isUploads = (statement: { Action: string | string[] }) =>
  [statement.Action].flat().every((action) => action.startsWith('s3:'));
const tableActions = (actions: string[]) => actions.filter((action) => action.startsWith('dynamodb:')).sort();

/** A scheduled job's function (found by its description). */
function jobFunction(job: JobDefinition) {
  const [, fn] = resourcesOf(apiTemplate, 'AWS::Lambda::Function').find(
    ([, candidate]) => candidate.Properties?.Description === job.description,
  )!;
  return fn;
}
/** What a scheduled job's function may do, as actions and as the statements that allow them. */
const jobActions = (job: JobDefinition) => allowedActions(apiTemplate, jobFunction(job));
const jobStatements = (job: JobDefinition) => allowedStatements(apiTemplate, jobFunction(job));
const jobEnvironment = (job: JobDefinition) =>
  (jobFunction(job).Properties?.Environment as { Variables: Record<string, unknown> }).Variables;

describe('the API stack', () => {
  it('gives every route of the table a Node 24 arm64 function from its handler module', () => {
    for (const route of routes) {
      const [, fn] = routeFunction(inRouteStacks(route), route);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: PASSWORD_HASHING_HANDLERS.has(route.handler)
          ? PASSWORD_HASHING_MEMORY_MB
          : EXPORT_HANDLERS.has(route.handler)
            ? EXPORT_MEMORY_MB
            : 512,
        Timeout: EXPORT_HANDLERS.has(route.handler) ? EXPORT_TIMEOUT_SECONDS : 10,
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

  it('deploys no route that only the build reads: no function, no route key', () => {
    const buildOnly = routeTable.filter((route) => route.buildOnly);
    expect(buildOnly.map((route) => route.path)).toEqual(['/v1/search/landing-pages']);
    const keys = routeTemplates.flatMap((template) =>
      Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey),
    );
    expect(keys).toHaveLength(routes.length);
    expect(keys).not.toContain('GET /v1/search/landing-pages');
    expect(keys).toContain('GET /v1/search/landing-pages/targets');
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
        'ORIGIN_VERIFY_SECRET_ARN',
        'SITE_URL',
        'STRIPE_SECRET_ARN',
        'TABLE_NAME',
        'UPLOADS_BUCKET',
      ].sort(),
    );
    expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    const logGroup = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    template.hasResource('AWS::Logs::LogGroup', { Properties: { RetentionInDays: Match.anyValue() } });
    expect(resourcesOf(template, 'AWS::Logs::LogGroup').map(([id]) => id)).toContain(logGroup);
  });

  it('runs the certificates expiry reminders daily, with the table reads, the claim and its queued mail only', () => {
    const actions = jobActions(CERTIFICATE_REMINDERS);
    expect(tableActions(actions)).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(actions).not.toContain('ses:SendEmail');
    apiTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 6 * * ? *)',
      Targets: [Match.objectLike({ Arn: Match.anyValue() })],
    });
  });

  it('runs the newsletters send job every minute, with its table actions, mail and the tokens key', () => {
    const actions = jobActions(NEWSLETTER_SENDS);
    expect(tableActions(actions)).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(actions).toContain('secretsmanager:GetSecretValue');
    expect(actions).not.toContain('ses:SendEmail');
    apiTemplate.hasResourceProperties('AWS::Events::Rule', {
      Description: NEWSLETTER_SENDS.description,
      ScheduleExpression: 'rate(1 minute)',
    });
  });

  it('runs the author-block job on a schedule with the table actions of its transactions and no mail', () => {
    const actions = jobActions(AUTHOR_BLOCKS);
    const declared = (AUTHOR_BLOCKS.access.table ?? []).map((action) => `dynamodb:${action}`);
    expect(tableActions(actions)).toEqual(declared.sort());
    expect(actions).not.toContain('ses:SendEmail');
    apiTemplate.hasResourceProperties('AWS::Events::Rule', { Description: AUTHOR_BLOCKS.description });
  });

  it('counts page views every hour: reads the access logs, writes only its own counts, and no mail', () => {
    const actions = jobActions(PAGE_VIEW_COUNTS);
    expect(tableActions(actions)).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(actions).not.toContain('ses:SendEmail');
    const s3 = jobStatements(PAGE_VIEW_COUNTS).filter(isUploads);
    const on = (action: string) => s3.filter((statement) => [statement.Action].flat().includes(action));
    expect(JSON.stringify(on('s3:ListBucket'))).toContain(`"${EDGE_LOG_PREFIX}*"`);
    expect(JSON.stringify(on('s3:GetObject'))).toContain(`/${EDGE_LOG_PREFIX}*`);
    const puts = JSON.stringify(on('s3:PutObject'));
    expect(puts).toContain(`/${PAGE_VIEW_COUNTS_PREFIX}*`);
    expect(puts).not.toContain(EDGE_LOG_PREFIX);
    expect(actions).not.toContain('s3:DeleteObject');
    expect(jobEnvironment(PAGE_VIEW_COUNTS)).toHaveProperty('EDGE_LOGS_BUCKET');
    apiTemplate.hasResourceProperties('AWS::Events::Rule', {
      Description: PAGE_VIEW_COUNTS.description,
      ScheduleExpression: 'rate(1 hour)',
    });
  });

  it('feeds the mail sender from the table stream (new outbox items only), every minute, with a dead-letter queue', () => {
    apiTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 100,
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: [{ Pattern: JSON.stringify(OUTBOX_INSERTS) }],
      },
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    apiTemplate.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)' });
    const alarms = JSON.stringify(resourcesOf(apiTemplate, 'AWS::CloudWatch::Alarm'));
    for (const metric of ['ApproximateNumberOfMessagesVisible', 'MailsDead']) expect(alarms).toContain(`"${metric}"`);
  });

  it('sends SES bounces and complaints to the feedback function, and pauses marketing on the rates', () => {
    apiTemplate.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: ['bounce', 'complaint'], Enabled: true }),
    });
    apiTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
    for (const [name, threshold] of [
      ['bounce-rate', MARKETING_PAUSE_BOUNCE_RATE],
      ['complaint-rate', MARKETING_PAUSE_COMPLAINT_RATE],
    ] as const) {
      apiTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `${real.config.stage}-migralink-marketing-${name}`,
        Threshold: threshold,
        OKActions: [Match.anyValue()],
      });
    }
  });

  it('keeps a generated JWT secret in the API stack', () => {
    apiTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});

describe('route permissions follow the route table (least privilege)', () => {
  it('gives a route without access no permission but reading the origin secret', () => {
    expect(actionsOf(matrix.none)).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
  });

  it('gives a table reader and a table writer exactly the DynamoDB actions they name', () => {
    expect(tableActions(actionsOf(matrix.read))).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    expect(tableActions(actionsOf(matrix.write))).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect(actionsOf(matrix.read).filter((action) => !action.startsWith('secretsmanager:'))).toEqual(
      tableActions(actionsOf(matrix.read)),
    );
  });

  it('grants the table actions on the table and, to a route that queries, its indexes by name only', () => {
    const tableResources = (fn: Route) =>
      JSON.stringify(
        statementsOf(fn).find((candidate) =>
          [candidate.Action].flat().every((action) => action.startsWith('dynamodb:')),
        )!.Resource,
      );
    const read = tableResources(matrix.read);
    for (const { name } of TABLE.globalIndexes) expect(read).toContain(`/index/${name}"`);
    expect(read).not.toContain('*');
    expect(tableResources(matrix.write)).not.toContain('/index/');
  });

  it('lets an upload ticket function put objects under tmp/ only: no read, no delete, no table', () => {
    const statements = statementsOf(matrix.ticket).filter(isUploads);
    expect(statements.map((statement) => statement.Action)).toEqual(['s3:PutObject']);
    expect(JSON.stringify(statements[0]!.Resource)).toMatch(/\/tmp\/\*"\]/);
  });

  it('lets an exporting function put and read its files under tmp/exports/ only: no delete, no other folder', () => {
    const statements = statementsOf(matrix.export).filter(isUploads);
    expect(statements.map((statement) => [statement.Action].flat().sort())).toEqual([['s3:GetObject', 's3:PutObject']]);
    expect(JSON.stringify(statements[0]!.Resource)).toMatch(/\/tmp\/exports\/\*"\]/);
  });

  it("lets an accepting function read and delete its purpose's temporary files and write its folder only", () => {
    const statements = statementsOf(matrix.accept)
      .filter(isUploads)
      .map((statement) => ({
        actions: [statement.Action].flat().sort(),
        resource: JSON.stringify(statement.Resource),
      }));
    expect(statements).toEqual([
      { actions: ['s3:DeleteObject', 's3:GetObject'], resource: expect.stringMatching(/\/tmp\/avatar\/\*"\]/) },
      { actions: ['s3:DeleteObject', 's3:PutObject'], resource: expect.stringMatching(/\/media\/avatars\/\*"\]/) },
      { actions: ['s3:ListBucket'], resource: expect.not.stringContaining('/*') },
    ]);
  });

  it("lets a checking function read its purposes' folders only: no write, no delete, nothing temporary", () => {
    const statements = statementsOf(matrix.check)
      .filter(isUploads)
      .map((statement) => ({ actions: [statement.Action].flat(), resource: JSON.stringify(statement.Resource) }));
    expect(statements).toEqual([
      {
        actions: ['s3:GetObject'],
        resource: expect.stringMatching(/media\/company-logos\/\*".*media\/office-logos\/\*"/),
      },
      { actions: ['s3:ListBucket'], resource: expect.not.stringContaining('/*') },
    ]);
    expect(statements[0]!.resource).not.toContain('/tmp/');
  });

  it("lets a removing function delete its purposes' checked files only: no read, no write, nothing temporary", () => {
    const statements = statementsOf(matrix.remove)
      .filter(isUploads)
      .map((statement) => ({ actions: [statement.Action].flat(), resource: JSON.stringify(statement.Resource) }));
    expect(statements).toEqual([
      { actions: ['s3:DeleteObject'], resource: expect.stringMatching(/media\/article-covers\/\*"/) },
    ]);
  });

  it('lets mail routes queue mail (a Put into the outbox) and no route send it', () => {
    expect(actionsOf(matrix.mail).filter((action) => !action.startsWith('secretsmanager:'))).toEqual([
      'dynamodb:PutItem',
    ]);
    for (const route of Object.values(matrix)) expect(actionsOf(route)).not.toContain('ses:SendEmail');
  });

  it('lets the mail sender alone send, from the configured identity with the mail configuration set', () => {
    const [, fn] = resourcesOf(apiTemplate, 'AWS::Lambda::Function').find(
      ([, candidate]) => candidate.Properties?.Description === 'Sends the queued mails of the outbox',
    )!;
    const [statement] = allowedStatements(apiTemplate, fn).filter((candidate) => candidate.Action === 'ses:SendEmail');
    const resources = JSON.stringify(statement!.Resource);
    expect(resources).toContain(`identity/${real.config.mailFrom}`);
    expect(resources).toContain(`identity/${real.config.mailFrom.split('@')[1]}`);
    expect(resources).toContain(`configuration-set/${real.config.stage}-migralink-mail`);
    expect(resources).not.toContain('identity/*');
  });

  it('lets routes that read tokens read the caller account (GetItem) even without table access, nothing more', () => {
    for (const route of [matrix.signedIn, matrix.optionalToken]) {
      const actions = actionsOf(route);
      expect(actions).toContain('dynamodb:GetItem');
      expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem']);
    }
    expect(tableActions(actionsOf(matrix.ticket))).toEqual([]);
  });

  it('lets routes that read tokens, and only those, read the JWT secret; every route the origin secret', () => {
    const reads = (route: Route, secret: string) =>
      statementsOf(route).some(
        (statement) =>
          [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(secret),
      );
    expect(reads(matrix.signedIn, 'JwtSecret')).toBe(true);
    expect(reads(matrix.optionalToken, 'JwtSecret')).toBe(true);
    expect(reads(matrix.read, 'JwtSecret')).toBe(false);
    for (const route of Object.values(matrix)) expect(reads(route, 'OriginVerifySecret')).toBe(true);
  });

  it("lets only payment routes read Stripe's keys, which the functions find by the secret's ARN", () => {
    const reads = (route: Route) =>
      statementsOf(route).some(
        (statement) =>
          [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes('StripeSecret'),
      );
    expect(reads(matrix.payments)).toBe(true);
    for (const route of [matrix.none, matrix.read, matrix.mail, matrix.signedIn]) expect(reads(route)).toBe(false);
    const [, fn] = routeFunction(accessTemplate!, matrix.payments);
    expect(JSON.stringify(fn.Properties?.Environment)).toContain('STRIPE_SECRET_ARN');
  });
});

describe("the certificates' signing key", () => {
  it('is an asymmetric P-256 KMS key for signing, kept when the stack goes', () => {
    apiTemplate.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' }),
      DeletionPolicy: 'Retain',
    });
  });

  it('lets only signing routes sign with it and read its public key, which they find by its ARN', () => {
    const kmsStatements = (route: Route) =>
      statementsOf(route).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('kms:')));
    const [signing] = kmsStatements(matrix.signing);
    expect([signing!.Action].flat().sort()).toEqual(['kms:GetPublicKey', 'kms:Sign']);
    expect(JSON.stringify(signing!.Resource)).toContain('CertificateSigningKey');
    expect(kmsStatements(matrix.signing)).toHaveLength(1);
    const variables = (route: Route) =>
      (routeFunction(accessTemplate!, route)[1].Properties?.Environment as { Variables: Record<string, unknown> })
        .Variables;
    expect(JSON.stringify(variables(matrix.signing).SIGNING_KEY_ID)).toContain('CertificateSigningKey');
    for (const route of Object.values(matrix).filter((route) => route !== matrix.signing)) {
      expect(kmsStatements(route)).toEqual([]);
      expect(variables(route)).not.toHaveProperty('SIGNING_KEY_ID');
    }
  });
});

describe('the real route table', () => {
  it("gives every route's function exactly the DynamoDB actions its route declares (and GetItem for a token)", () => {
    for (const route of routes) {
      const template = inRouteStacks(route);
      const declared = new Set([
        ...(route.access.table ?? []),
        ...(route.auth === 'public' ? [] : ['GetItem']),
        // Queueing a mail is a Put into the outbox.
        ...(route.access.mail ? ['PutItem'] : []),
      ]);
      const expected = [...declared].map((action) => `dynamodb:${action}`).sort();
      expect([route.handler, tableActions(allowedActions(template, routeFunction(template, route)[1]))]).toEqual([
        route.handler,
        expected,
      ]);
    }
  });

  it('lets no function scan the table, write in batches or delete anywhere in the uploads bucket', () => {
    for (const route of routes) {
      const template = inRouteStacks(route);
      const statements = allowedStatements(template, routeFunction(template, route)[1]);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect([route.handler, actions.filter((action) => /Scan|BatchWrite|\*/.test(action))]).toEqual([
        route.handler,
        [],
      ]);
      for (const statement of statements.filter((candidate) => [candidate.Action].flat().includes('s3:DeleteObject'))) {
        expect(JSON.stringify(statement.Resource)).not.toMatch(/"\/\*"/);
      }
    }
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
