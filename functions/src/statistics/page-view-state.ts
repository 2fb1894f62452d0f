import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { CountedAddress } from '@migralink/shared/public-address';
import type { ViewedPage } from '#data/page-views';
import { edgeLogKeyOf, edgeLogKeyParts } from './edge-log';

/**
 * A day's page-view count so far, which each run of the count carries on and
 * keeps as `page-view-counts/<YYYY-MM-DD>.json` in the logs bucket, so that
 * each log object is read once and each page resolved once a day (`README.md`
 * here). It holds no client address as written, only `addressHash`es.
 */
export interface DayCount {
  readonly day: string;
  /** The keys of the log objects counted. */
  readonly files: Set<string>;
  /** Counted views by client address (its `addressHash`), for the daily limit. */
  readonly addresses: Map<string, number>;
  /** Counted views by page (`pageKey`). */
  readonly pages: Map<string, number>;
  /** What each page counts for, once resolved: a company's or service's page, or nothing (null). */
  readonly resolved: Map<string, ViewedPage | null>;
}

/** A day with nothing counted yet. */
export const emptyDayCount = (day: string): DayCount => ({
  day,
  files: new Set(),
  addresses: new Map(),
  pages: new Map(),
  resolved: new Map(),
});

/**
 * A client address as the count keeps it: the first 64 bits of a SHA-256 of
 * the address with the day and a prefix of this use (11 characters,
 * base64url). Two of a day's 10,000 addresses share one less than once in
 * 10^11 days (they would share the limit); the address itself is never kept.
 */
export function addressHash(day: string, address: string): string {
  return createHash('sha256').update(`page-view-limit:${day}:${address}`).digest('base64url').slice(0, 11);
}

/** One name for each page an address can name, whatever its language (the count's key of the page). */
export function pageKey(address: CountedAddress): string {
  if (address.kind === 'service') return `service:${address.id}`;
  return 'slug' in address ? `company-slug:${address.slug}` : `company:${address.id}`;
}

/** The page a key names (in English: the language changes nothing of what it counts for). */
export function addressOfKey(key: string): CountedAddress {
  const [kind, value = ''] = key.split(':', 2);
  if (kind === 'service') return { kind: 'service', locale: 'en', id: value };
  return kind === 'company-slug'
    ? { kind: 'company', locale: 'en', slug: value }
    : { kind: 'company', locale: 'en', id: value };
}

const count = z.int().check(z.nonnegative());
/**
 * A page's counted views with what it counts for: `[views]` not resolved yet,
 * `[views, null]` nothing, `[views, companyId]` the company's page, or the
 * service's page its key names.
 */
const pageSchema = z.union([z.tuple([count]), z.tuple([count, z.nullable(z.string())])]);
/** The JSON kept; `version` changes with its shape (an object of another is read as none). */
const dayCountSchema = z.object({
  version: z.literal(1),
  day: z.string(),
  /** Log objects counted, by distribution: `<HH>.<unique>` of each key. */
  files: z.record(z.string(), z.array(z.string())),
  addresses: z.record(z.string(), count),
  pages: z.record(z.string(), pageSchema),
});

/** A day's count from its JSON, or undefined when the text is no count of that day (broken, or of another shape). */
export function parseDayCount(day: string, text: string): DayCount | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = dayCountSchema.safeParse(json);
  if (!parsed.success || parsed.data.day !== day) return undefined;
  const { files, addresses, pages } = parsed.data;
  const counted = emptyDayCount(day);
  for (const [distribution, rests] of Object.entries(files)) {
    for (const rest of rests) counted.files.add(edgeLogKeyOf({ distribution, day, rest }));
  }
  for (const [hash, views] of Object.entries(addresses)) counted.addresses.set(hash, views);
  for (const [key, [views, ...resolved]] of Object.entries(pages)) {
    counted.pages.set(key, views);
    if (resolved.length === 0) continue;
    const [companyId] = resolved;
    const address = addressOfKey(key);
    counted.resolved.set(
      key,
      companyId === null ? null : address.kind === 'service' ? { companyId, serviceId: address.id } : { companyId },
    );
  }
  return counted;
}

/** The JSON a day's count is kept as. Its files must be keys of log objects of its day. */
export function dayCountJson(counted: DayCount): string {
  const files: Record<string, string[]> = {};
  for (const key of counted.files) {
    const parts = edgeLogKeyParts(key);
    if (parts?.day !== counted.day) throw new Error(`Page views: ${key} is no log object of ${counted.day}`);
    (files[parts.distribution] ??= []).push(parts.rest);
  }
  const page = (key: string, views: number) => {
    const resolved = counted.resolved.get(key);
    return resolved === undefined ? [views] : [views, resolved?.companyId ?? null];
  };
  return JSON.stringify({
    version: 1,
    day: counted.day,
    files,
    addresses: Object.fromEntries(counted.addresses),
    pages: Object.fromEntries([...counted.pages].map(([key, views]) => [key, page(key, views)])),
  });
}
