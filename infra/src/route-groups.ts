import type { Route } from '@migralink/shared/route';

export interface RouteGroup {
  /** Stable construct id: the tag, plus a chunk number when the tag is split. */
  readonly id: string;
  readonly routes: readonly Route[];
}

/**
 * Splits the route table into groups of at most `maxRoutes`, one tag per group,
 * so every group fits in its own stack far below CloudFormation's 500 resources.
 * Routes keep their table order inside a tag: a route appended to the table
 * never moves the ones before it into another stack (a move would recreate the
 * function and briefly claim the same route key twice).
 */
export function groupRoutes(routes: readonly Route[], maxRoutes: number): RouteGroup[] {
  if (!Number.isInteger(maxRoutes) || maxRoutes < 1) throw new Error(`routesPerStack must be a positive integer`);
  const byTag = new Map<string, Route[]>();
  for (const route of routes) {
    const tagged = byTag.get(route.tag) ?? [];
    tagged.push(route);
    byTag.set(route.tag, tagged);
  }
  const groups: RouteGroup[] = [];
  for (const [tag, tagged] of byTag) {
    const name = constructName(tag);
    for (let start = 0; start < tagged.length; start += maxRoutes) {
      const chunk = start / maxRoutes;
      groups.push({ id: chunk === 0 ? name : `${name}${chunk + 1}`, routes: tagged.slice(start, start + maxRoutes) });
    }
  }
  return groups;
}

/** `account-settings` -> `AccountSettings`. */
function constructName(tag: string): string {
  const name = tag
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  if (!name) throw new Error(`Route tag "${tag}" has no letters or digits`);
  return name;
}

/** `listCountries` -> `ListCountries`: operation ids are unique in the table, so are these. */
export function routeConstructId(route: Pick<Route, 'operationId'>): string {
  return constructName(route.operationId);
}
