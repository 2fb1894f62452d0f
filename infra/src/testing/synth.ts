import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { buildApp, type BuildAppOptions } from '../build-app';
import { REPO_ROOT } from '../paths';

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` does. */
function projectContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: object };
  return { ...cdkJson.context };
}

/**
 * Builds the whole app for tests without bundling any function (fast, no
 * esbuild) and without a built site unless a folder is given.
 */
export function synthApp(context: Record<string, unknown> = {}, options: BuildAppOptions = {}) {
  const app = new App({
    // `npm run synth` runs the built-in CloudFormation validation; tests skip its ~1.5 s start-up.
    builtinCloudFormationValidation: false,
    context: { ...projectContext(), 'aws:cdk:bundling-stacks': [], ...context },
  });
  const built = buildApp(app, { siteDist: path.join(REPO_ROOT, 'infra/.no-site'), ...options });
  return { app, ...built };
}

const templates = new WeakMap<Stack, Template>();

/** Template of a stack, synthesized once per stack. */
export function templateOf(stack: Stack): Template {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

/** Resource count of a synthesized template. */
export function resourceCount(template: Template): number {
  return Object.keys(template.toJSON().Resources ?? {}).length;
}
