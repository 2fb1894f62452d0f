import { describe, expect, it } from 'vitest';
import type { Route } from '@migralink/shared/route';
import { groupRoutes, routeConstructId } from './route-groups';

const route = (operationId: string, tag: string) => ({ operationId, tag }) as Route;

describe('grouping routes into stacks', () => {
  it('keeps one tag per group and splits a tag into chunks of at most the limit', () => {
    const table = [
      route('a1', 'accounts'),
      route('c1', 'companies'),
      route('a2', 'accounts'),
      route('a3', 'accounts'),
      route('c2', 'companies'),
    ];
    const groups = groupRoutes(table, 2);
    expect(groups.map((group) => [group.id, group.routes.map((r) => r.operationId)])).toEqual([
      ['Accounts', ['a1', 'a2']],
      ['Accounts2', ['a3']],
      ['Companies', ['c1', 'c2']],
    ]);
  });

  it('never moves earlier routes when a route is appended to the table', () => {
    const before = groupRoutes([route('a1', 'x'), route('a2', 'x'), route('a3', 'x')], 2);
    const after = groupRoutes([route('a1', 'x'), route('a2', 'x'), route('a3', 'x'), route('a4', 'x')], 2);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]!.routes.slice(0, 1)).toEqual(before[1]!.routes);
  });

  it('rejects a limit that is not a positive integer', () => {
    expect(() => groupRoutes([], 0)).toThrow(/positive integer/);
  });

  it('names constructs after tags and operation ids', () => {
    expect(groupRoutes([route('x', 'account-settings')], 5)[0]!.id).toBe('AccountSettings');
    expect(routeConstructId({ operationId: 'listCountries' })).toBe('ListCountries');
  });
});
