/**
 * A page's content edited in place by path (`sections.2.paragraphs.0`), as the API names its fields in a 422:
 * each change makes a new content, leaving the one before untouched.
 */
export type Path = readonly (string | number)[];

export const pathName = (path: Path): string => path.join('.');

type Container = Record<string | number, unknown>;

export function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, step) => (value as Container | undefined)?.[step], root);
}

/** `root` with `change` applied to the value at `path`. */
export function changedAt<T>(root: T, path: Path, change: (value: unknown) => unknown): T {
  if (path.length === 0) return change(root) as T;
  const [step, ...rest] = path;
  const container = root as Container;
  const next = changedAt(container[step!], rest, change);
  if (Array.isArray(root)) return root.map((item, index) => (index === step ? next : item)) as T;
  return { ...container, [step!]: next } as T;
}

/** A list's rows with the one at `index` moved by `by` places (within the list). */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const rows = [...list];
  const [row] = rows.splice(index, 1);
  rows.splice(target, 0, row!);
  return rows;
}

/** Every path in a value, lists and objects too, the deepest first (an error names the most precise). */
export function fieldPaths(value: unknown, prefix: Path = []): string[] {
  const own = prefix.length ? [pathName(prefix)] : [];
  if (value === null || typeof value !== 'object') return own;
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [...entries.flatMap(([step, item]) => fieldPaths(item, [...prefix, step])), ...own];
}
