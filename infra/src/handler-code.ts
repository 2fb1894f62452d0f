import { Stack } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { STACK_BUNDLES_DIR, bundleDir, bundleHandlers } from './bundling';

/**
 * The code of every route function, bundled together once per synth. When the
 * CLI skips bundling for a stack (`aws:cdk:bundling-stacks`, as tests do), the
 * functions get a placeholder, as NodejsFunction would.
 */
export class HandlerCode {
  private readonly bundled: boolean;

  constructor(
    scope: Construct,
    handlers: readonly string[],
    private readonly outdir: string = STACK_BUNDLES_DIR,
  ) {
    this.bundled = Stack.of(scope).bundlingRequired;
    if (this.bundled) bundleHandlers(handlers, outdir);
  }

  for(handler: string): Code {
    if (!this.bundled) return Code.fromInline(`// ${handler}: bundling skipped for this stack`);
    return Code.fromAsset(bundleDir(this.outdir, handler));
  }
}
