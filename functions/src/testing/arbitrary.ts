import fc from 'fast-check';

/**
 * fast-check arbitraries read from the route table's zod schemas, for the
 * fuzz of every route: mostly values of the declared shape (types, enums,
 * lengths, bounds and patterns followed, so that calls get past validation
 * into the handlers), and at any depth, now and then, a value of any other
 * type, an unknown key or a missing required one.
 */

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

interface SchemaDef {
  type: string;
  /** Text of a format (`z.uuid()`, `z.email()`) names it and its pattern here. */
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

/** A zod schema, as far as its definition is read here. */
export interface Schema {
  _zod: { def: SchemaDef };
}

/**
 * How wild the values are: 1 in `wildness` values (and objects' keys) of any
 * other type, missing or unknown; 0 for values of the declared shape only.
 * `hints` gives values by key where a shape says too little (addresses, ids).
 */
export interface Fuzzing {
  wildness: number;
  hints?: (key: string) => fc.Arbitrary<unknown> | undefined;
}

/** Longest string generated where a schema allows more: enough to pass any limit we declare, small enough to be quick. */
const LONGEST = 300;

/** Anything a JSON client could send instead of what is declared. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' ', '0', 'null', '../../etc/passwd', '<script>', '\u0000'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

const checksOf = (def: SchemaDef) => (def.checks ?? []).map((check) => check._zod.def);

function stringOf(def: SchemaDef): fc.Arbitrary<string> {
  if (def.format === 'uuid') return fc.uuid({ version: 4 });
  if (def.format === 'email') return fc.stringMatching(/^[a-z0-9]{1,12}@example\.(com|org)$/);
  const checks = checksOf(def);
  const pattern = def.pattern ?? checks.find((check) => check.check === 'string_format' && check.pattern)?.pattern;
  if (pattern) return fc.stringMatching(pattern).map((text) => text.slice(0, LONGEST));
  const minLength = Math.min(
    LONGEST,
    Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0)),
  );
  const maxLength = Math.max(
    minLength,
    Math.min(LONGEST, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? LONGEST)),
  );
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

function numberOf(def: SchemaDef): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = checks.some((check) => check.check === 'number_format');
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  if (integer) {
    const min = lower ? Math.ceil(lower.value! + (lower.inclusive ? 0 : 1)) : Number.MIN_SAFE_INTEGER;
    const max = upper ? Math.floor(upper.value! - (upper.inclusive ? 0 : 1)) : Number.MAX_SAFE_INTEGER;
    return fc.oneof(fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }), fc.integer({ min, max }));
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(lower ? { min: lower.value, minExcluded: !lower.inclusive } : {}),
    ...(upper ? { max: upper.value, maxExcluded: !upper.inclusive } : {}),
  });
}

/** The declared shape, every nested value possibly replaced by a wild one. */
function shaped(schema: Schema, fuzzing: Fuzzing): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (next: Schema) => fuzzedValue(next, fuzzing);
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(inner(def.innerType!), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null });
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    case 'pipe':
      // What the client sends is what the pipe takes in (a transform makes the output).
      return def.in!._zod.def.type === 'transform' ? inner(def.out!) : inner(def.in!);
    case 'array': {
      const checks = checksOf(def);
      const minLength = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
      const maxLength = Math.max(
        minLength,
        Math.min(8, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 8)),
      );
      // Lists of choices are declared unique: repeat nothing (a wild value may still repeat).
      return fc.uniqueArray(inner(def.element!), { minLength, maxLength, selector: (item) => JSON.stringify(item) });
    }
    case 'object':
      return objectOf(def.shape ?? {}, fuzzing);
    default:
      return wildValue;
  }
}

function objectOf(shape: Record<string, Schema>, fuzzing: Fuzzing): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const valueOf = (key: string) => {
    const wrapper = shape[key]!._zod.def.type;
    const optional = wrapper === 'optional' || wrapper === 'nullable';
    const plain = optional ? shape[key]!._zod.def.innerType! : shape[key]!;
    // Hints stand in for text only (an address, an id), whose rule the schema holds as code.
    const hinted = plain._zod.def.type === 'string' ? fuzzing.hints?.(key) : undefined;
    if (!hinted) return fuzzedValue(shape[key]!, fuzzing);
    return optional ? fc.option(hinted, { nil: wrapper === 'nullable' ? null : undefined }) : hinted;
  };
  const record = fc.record(Object.fromEntries(keys.map((key) => [key, valueOf(key)])));
  const { wildness } = fuzzing;
  if (!wildness) return record.map(withoutUndefined);
  return fc
    .tuple(
      record,
      // Now and then a required key left out, or a key no schema knows.
      fc.option(fc.constantFrom(...(keys.length ? keys : ['_'])), { freq: wildness }),
      fc.option(fc.tuple(fc.string({ maxLength: 12 }), wildValue), { freq: wildness }),
    )
    .map(([value, dropped, extra]) => {
      const sent: Record<string, unknown> = { ...value };
      if (dropped !== null) delete sent[dropped];
      if (extra !== null) sent[extra[0]] = extra[1];
      return withoutUndefined(sent);
    });
}

/** JSON drops undefined values: leave them out, as a client does. */
const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));

/** A value of `schema`'s shape, where any part may be wild. */
export function fuzzedValue(schema: Schema, fuzzing: Fuzzing): fc.Arbitrary<unknown> {
  const { wildness } = fuzzing;
  if (!wildness) return shaped(schema, fuzzing);
  return fc.oneof({ arbitrary: shaped(schema, fuzzing), weight: wildness - 1 }, { arbitrary: wildValue, weight: 1 });
}

/** An object of the route part's shape (params, query, body): its top is never wild, so the route's own checks get to work. */
export function fuzzedObject(schema: unknown, fuzzing: Fuzzing): fc.Arbitrary<Record<string, unknown>> {
  const def = (schema as Schema)._zod.def;
  return def.type === 'object' ? objectOf(def.shape ?? {}, fuzzing) : fc.constant({});
}

/** What a route part's schema (params, query) declares for `key`, if anything. */
export function fieldOf(schema: unknown, key: string): Schema | undefined {
  return (schema as Schema | undefined)?._zod.def.shape?.[key];
}
