import type { Route } from '@migralink/shared/route';

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Route templates as API Gateway reads them: `{name}` is one path segment,
 * `{name+}` the rest of the path. Ordered so that the most specific template
 * wins, as in API Gateway: more literal segments first, greedy ones last.
 */
export function compileRoutes(routes: readonly Route[]): CompiledRoute[] {
  const compiled = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/\{(\w+)(\+?)\}|[^{]+/g, (part, name: string | undefined, greedy: string) => {
      if (!name) return escape(part);
      names.push(name);
      return greedy ? '(.+)' : '([^/]+)';
    });
    const segments = route.path.split('/');
    const literal = segments.filter((segment) => !segment.includes('{')).length;
    const greedy = route.path.includes('+}') ? 1 : 0;
    return { route, pattern: new RegExp(`^${source}$`), names, rank: [greedy, -literal] as const };
  });
  return compiled
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map(({ route, pattern, names }) => ({ route, pattern, names }));
}

/** The route for a method and a raw path, with its path parameters decoded as API Gateway passes them. */
export function matchRoute(table: readonly CompiledRoute[], method: string, rawPath: string) {
  for (const { route, pattern, names } of table) {
    if (route.method !== method) continue;
    const match = pattern.exec(rawPath);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    try {
      names.forEach((name, index) => (pathParameters[name] = decodeURIComponent(match[index + 1]!)));
    } catch {
      continue; // A malformed escape sequence matches no route.
    }
    return { route, pathParameters };
  }
  return undefined;
}
