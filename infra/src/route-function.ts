import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_BUNDLING } from './bundling';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from './paths';

export interface RouteFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'logGroup'> {
  /** Handler module under functions/src/handlers, without extension (as in the route table). */
  readonly handlerModule: string;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

/**
 * A handler of the route table as a Lambda function, with the project's
 * defaults: Node 24 on arm64, ESM bundle with source maps, its own log group
 * with a retention, 512 MB and 10 s unless the caller says otherwise.
 */
export class RouteFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    const { handlerModule, logRetention, logRemovalPolicy, environment, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: logRetention, removalPolicy: logRemovalPolicy });
    super(scope, id, {
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      bundling: LAMBDA_BUNDLING,
      ...rest,
      entry: handlerEntry(handlerModule),
      handler: 'handler',
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
    });
  }
}
