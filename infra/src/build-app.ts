import { Tags, type App } from 'aws-cdk-lib';
import type { Route } from '@migralink/shared/route';
import { routes as routeTable } from '@migralink/shared/routes';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { SiteStack } from './stacks/site-stack';
import { StorageStack } from './stacks/storage-stack';
import { APP_NAME, readStageConfig, stackName } from './stage';

export interface BuildAppOptions {
  /** The route table; tests pass a generated one to prove the design scales. */
  readonly routes?: readonly Route[];
  /** Where the built site is (tests point it elsewhere). */
  readonly siteDist?: string;
}

/** Every stack of one stage, wired by cross-stack references. */
export function buildApp(app: App, options: BuildAppOptions = {}) {
  const config = readStageConfig(app.node);
  const props = (part: string) => ({ env: config.env, stackName: stackName(config, part) });

  const data = new DataStack(app, stackName(config, 'data'), config, props('data'));
  const storage = new StorageStack(app, stackName(config, 'storage'), config, props('storage'));
  const api = new ApiStack(app, stackName(config, 'api'), config, {
    ...props('api'),
    routes: options.routes ?? routeTable,
    table: data.table,
    uploads: storage.uploads,
    edgeLogs: storage.edgeLogs,
  });
  // The web ACL of a CloudFront distribution must be in us-east-1: its own stack there, its ARN handed over by
  // CDK's cross-region references (an SSM parameter in us-east-1 read at deployment) when the site is elsewhere.
  const crossRegion = config.env.region !== EDGE_REGION;
  const edge = new EdgeStack(app, stackName(config, 'edge'), config, {
    env: { ...config.env, region: EDGE_REGION },
    stackName: stackName(config, 'edge'),
    crossRegionReferences: crossRegion,
  });
  const site = new SiteStack(app, stackName(config, 'site'), config, {
    ...props('site'),
    crossRegionReferences: crossRegion,
    webAclArn: edge.webAcl.attrArn,
    api: api.api,
    uploads: storage.uploads,
    edgeLogs: storage.edgeLogs,
    table: data.table,
    siteDist: options.siteDist,
  });

  Tags.of(app).add('app', APP_NAME);
  Tags.of(app).add('stage', config.stage);
  return { config, data, storage, api, edge, site };
}
