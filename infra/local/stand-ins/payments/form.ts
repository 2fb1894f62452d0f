import { ParameterError } from './errors';

/**
 * Stripe's request parameters: stripe-node sends bodies (and GET queries) as
 * `application/x-www-form-urlencoded` with bracket notation —
 * `line_items[0][price_data][currency]=eur`, `metadata[company_id]=c1`,
 * `expand[0]=subscription` (or `expand[]=…`). This turns them back into the
 * nested object the client started from, and reads typed values out of it.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Keys that would reach `Object.prototype` if a request could name them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0][]` → `['a', 'b', '0', '']`; a key that is not bracket notation stays one segment. */
export function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const [, head = key, brackets = ''] = match;
  return [head, ...[...brackets.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
}

/** Parses a form body or query string into nested objects and arrays. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(root, keyPath(key), value, key);
  return arraysFromIndexes(root) as FormObject;
}

/** Sets `value` at `path`, making the objects on the way; `[]` appends. */
function assign(root: FormObject, path: string[], value: string, key: string): void {
  let node = root;
  path.forEach((rawSegment, index) => {
    const segment = rawSegment === '' ? String(Object.keys(node).length) : rawSegment;
    if (FORBIDDEN_KEYS.has(segment)) throw new ParameterError(key, `Invalid parameter name: ${key}`);
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next === 'object' && !Array.isArray(next)) node = next;
    else {
      const made: FormObject = {};
      node[segment] = made;
      node = made;
    }
  });
}

/** Objects whose keys are all indexes (`0`, `1`, …) become arrays, in index order. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, arraysFromIndexes(child)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

// ── Reading typed values ──────────────────────────────────────────────────

/** A nested object parameter (`metadata`, `price_data`), or an empty one when absent. */
export function objectParam(form: FormObject, name: string, path = name): FormObject {
  const value = form[name];
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) throw new ParameterError(path, `Invalid object: ${path}`);
  return value;
}

/** The first element of an array parameter (`line_items[0]`), or undefined. */
export function firstOf(form: FormObject, name: string): FormObject | undefined {
  const value = form[name];
  if (!Array.isArray(value)) return undefined;
  const [first] = value;
  return typeof first === 'object' && !Array.isArray(first) ? first : undefined;
}

/** A string parameter; `required` makes its absence a 400 naming it, as Stripe's is. */
export function stringParam(form: FormObject, name: string, options: { required: true; path?: string }): string;
export function stringParam(
  form: FormObject,
  name: string,
  options?: { required?: false; path?: string },
): string | null;
export function stringParam(
  form: FormObject,
  name: string,
  { required = false, path = name }: { required?: boolean; path?: string } = {},
): string | null {
  const value = form[name];
  if (value === undefined || value === '') {
    if (required) throw new ParameterError(path, `Missing required param: ${path}.`, 'parameter_missing');
    return null;
  }
  if (typeof value !== 'string') throw new ParameterError(path, `Invalid string: ${path}`);
  return value;
}

/** A whole-number parameter (amounts in minor units, timestamps, quantities). */
export function integerParam(form: FormObject, name: string, path = name): number | null {
  const text = stringParam(form, name, { path });
  if (text === null) return null;
  if (!/^-?\d+$/.test(text)) throw new ParameterError(path, `Invalid integer: ${text}`);
  return Number(text);
}

/** A boolean parameter (`true`/`false`, as stripe-node sends them). */
export function booleanParam(form: FormObject, name: string, path = name): boolean | null {
  const text = stringParam(form, name, { path });
  if (text === null) return null;
  if (text !== 'true' && text !== 'false') throw new ParameterError(path, `Invalid boolean: ${text}`);
  return text === 'true';
}

/** One of a fixed set of values. */
export function enumParam<T extends string>(
  form: FormObject,
  name: string,
  allowed: readonly T[],
  path = name,
): T | null {
  const text = stringParam(form, name, { path });
  if (text === null) return null;
  const found = allowed.find((value) => value === text);
  if (found === undefined) {
    throw new ParameterError(path, `Invalid ${path}: must be one of ${allowed.join(', ')}`);
  }
  return found;
}

/** Stripe metadata: string keys to string values. */
export function metadataParam(form: FormObject, name = 'metadata', path = name): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(objectParam(form, name, path))) {
    if (typeof value !== 'string') throw new ParameterError(`${path}[${key}]`, `Invalid metadata value for ${key}`);
    metadata[key] = value;
  }
  return metadata;
}

/** The `expand` list (`expand[0]=subscription&expand[1]=subscription.latest_invoice`). */
export function expandParam(form: FormObject): string[] {
  const value = form.expand;
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.map((item) => {
    if (typeof item !== 'string') throw new ParameterError('expand', 'Invalid array: expand');
    return item;
  });
}
