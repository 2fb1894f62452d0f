import type { Template } from 'aws-cdk-lib/assertions';
import type { Route } from '@migralink/shared/route';

type Resource = { Type: string; Properties?: Record<string, unknown> };

export function resourcesOf(template: Template, type?: string): [string, Resource][] {
  const all = Object.entries((template.toJSON().Resources ?? {}) as Record<string, Resource>);
  return type ? all.filter(([, resource]) => resource.Type === type) : all;
}

/** The function of a route, found by the `METHOD path` description RouteFunction gets. */
export function routeFunction(template: Template, route: Pick<Route, 'method' | 'path'>): [string, Resource] {
  const found = resourcesOf(template, 'AWS::Lambda::Function').find(
    ([, fn]) => fn.Properties?.Description === `${route.method} ${route.path}`,
  );
  if (!found) throw new Error(`No function for ${route.method} ${route.path}`);
  return found;
}

function roleOf(fn: Resource): string {
  const role = fn.Properties?.Role as { 'Fn::GetAtt': [string, string] };
  return role['Fn::GetAtt'][0];
}

type Statement = { Action: string | string[]; Resource: unknown };

/** Every IAM statement of the policies attached to the function's role in the template. */
export function allowedStatements(template: Template, fn: Resource): Statement[] {
  const role = roleOf(fn);
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties?.Roles as unknown[]).some((ref) => JSON.stringify(ref).includes(role)))
    .flatMap(([, policy]) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** Every IAM action the function's role is allowed. */
export function allowedActions(template: Template, fn: Resource): string[] {
  return allowedStatements(template, fn).flatMap((statement) => [statement.Action].flat());
}

/** The single resource of a type (fails when there is none or several); its JSON as CloudFormation has it. */
export function onlyResource(template: Template, type: string) {
  const found = Object.values(template.findResources(type));
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0]!;
}

/** The resource of a type whose logical id starts with `name` (fails when there is none); its JSON as CloudFormation has it. */
export function namedResource(template: Template, type: string, name: string) {
  const found = Object.entries(template.findResources(type)).find(([id]) => id.startsWith(name));
  if (!found) throw new Error(`No ${type} named ${name}…`);
  return found[1];
}
