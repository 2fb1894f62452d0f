import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Function, Runtime, type FunctionProps } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { HandlerCode } from './handler-code';

export interface RouteFunctionProps extends Omit<FunctionProps, 'code' | 'handler' | 'runtime' | 'logGroup'> {
  /** Handler module under functions/src/handlers, without extension (as in the route table). */
  readonly handlerModule: string;
  readonly code: HandlerCode;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

/**
 * A handler of the route table as a Lambda function, with the project's
 * defaults: Node 24 on arm64, the ESM bundle with source maps enabled, its own
 * log group with a retention, 512 MB and 10 s unless the caller says otherwise.
 */
export class RouteFunction extends Function {
  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    const { handlerModule, code, logRetention, logRemovalPolicy, environment, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: logRetention, removalPolicy: logRemovalPolicy });
    super(scope, id, {
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      ...rest,
      code: code.for(handlerModule),
      handler: 'index.handler',
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
    });
  }
}
