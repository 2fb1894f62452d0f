import { isDeepStrictEqual } from 'node:util';
import type { ContentChange } from '@migralink/shared/schemas/moderation';

/**
 * What changed between two versions of stored content, as a flat list of
 * `{path, before, after}` with dotted paths (`offices.0.address.ru`), for the
 * moderator to read. A value that does not exist on one side is `null` there.
 *
 * Lists of items with an `id` (offices, employees, documents…) are matched by
 * id, so editing one office is reported inside that office even when another
 * was removed before it: a kept item is addressed by its position in the new
 * version, a removed one by its position in the old; a changed order is one
 * change at the list's path, with the kept items in the old and new order,
 * each named as a moderator knows it (an office by its address, an employee
 * or a step by its name, a highlight by its text; the id when none). Other
 * lists are compared position by position. Keys of an object are visited in
 * alphabetical order, so the same two versions always give the same list.
 */

/** Derived from the texts on every write; a change of it says nothing the texts do not. */
const IGNORED_KEYS = new Set(['filled_locales']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

export function diffContent(before: unknown, after: unknown, path = ''): ContentChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) return diffObjects(before, after, path);
  if (Array.isArray(before) && Array.isArray(after)) {
    return withIds(before) && withIds(after) ? diffById(before, after, path) : diffByIndex(before, after, path);
  }
  return [{ path, before: before ?? null, after: after ?? null }];
}

function diffObjects(before: Json, after: Json, path: string): ContentChange[] {
  // Sorted: stored items come back with their attributes in any order.
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort();
  return names
    .filter((name) => !IGNORED_KEYS.has(name))
    .flatMap((name) => diffContent(before[name], after[name], at(path, name)));
}

function diffByIndex(before: unknown[], after: unknown[], path: string): ContentChange[] {
  const length = Math.max(before.length, after.length);
  return Array.from({ length }, (_, index) => diffContent(before[index], after[index], at(path, index))).flat();
}

type WithId = Json & { id: string };

/** The field that names an item of a list to a person, in the order they are tried. */
const LABEL_FIELDS = ['address', 'name', 'description'] as const;

const labelOf = (item: WithId): unknown =>
  LABEL_FIELDS.map((field) => item[field]).find((value) => value !== undefined && value !== null) ?? item.id;

/** Every item is an object with a string id, and no id repeats: then ids identify items. */
function withIds(items: unknown[]): items is WithId[] {
  const ids = items.map((item) => (isObject(item) && typeof item.id === 'string' ? item.id : undefined));
  return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
}

function diffById(before: WithId[], after: WithId[], path: string): ContentChange[] {
  const beforeIds = before.map((item) => item.id);
  const afterIds = after.map((item) => item.id);
  const kept = afterIds.filter((id) => beforeIds.includes(id));
  const keptBefore = beforeIds.filter((id) => afterIds.includes(id));
  const labels = (ids: string[], items: WithId[]) => ids.map((id) => labelOf(items.find((item) => item.id === id)!));
  const reordered = !isDeepStrictEqual(kept, keptBefore)
    ? [{ path, before: labels(keptBefore, before), after: labels(kept, after) }]
    : [];
  const removed = before.flatMap((item, index) =>
    afterIds.includes(item.id) ? [] : [{ path: at(path, index), before: item, after: null }],
  );
  const changed = after.flatMap((item, index) => {
    const previous = before.find((candidate) => candidate.id === item.id);
    return previous
      ? diffContent(previous, item, at(path, index))
      : [{ path: at(path, index), before: null, after: item }];
  });
  return [...reordered, ...removed, ...changed];
}
