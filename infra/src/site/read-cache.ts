/** The DynamoDB operations of the data layer's client (`functions/src/lib/clients.ts`) as the cache wraps them. */
type Operation = (input: Record<string, unknown>) => Promise<unknown>;
type Client = Record<string, Operation>;

/** The reads the cache answers; any other operation goes to the table every time. */
const READS = ['GetItem', 'BatchGetItem', 'Query'] as const;
/** The writes, which empty the cache: a read after a write never gets an answer from before it. */
const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'] as const;

/** The build's read cache by default: far under the build machine's 4 GB beside the build's ~1.3 GB peak. */
export const BUILD_READ_CACHE_BYTES = 256 * 1024 * 1024;

export interface ReadCache {
  /** Reads answered from memory, reads sent to the table, and the bytes the kept answers take (as JSON). */
  readonly stats: () => { hits: number; misses: number; bytes: number; entries: number };
  /** Puts the client's operations back as they were and drops what was kept. */
  readonly stop: () => void;
}

/**
 * Answers identical reads (GetItem, BatchGetItem, Query: same operation, same input) from memory, for the
 * site build's lifetime: the build renders each company's page in three languages, which read the same items.
 * Identical reads in flight at once are sent once. Answers are kept as JSON, each hit parsed anew (a caller may
 * change what it got): an item's binary or set attributes would not come back as they were, and the public read
 * routes' items hold none (strings, numbers, lists, maps). The least recently used are dropped past `maxBytes`. A write empties the cache and is never
 * kept. Installed on the data layer's client by the build's own API server only (`build-api.ts`).
 */
export function cacheReads(client: object, maxBytes = BUILD_READ_CACHE_BYTES): ReadCache {
  const table = client as Client;
  const originals = new Map<string, Operation>();
  const kept = new Map<string, string>();
  const inFlight = new Map<string, Promise<string>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const forget = () => {
    kept.clear();
    inFlight.clear();
    bytes = 0;
  };
  const keep = (key: string, json: string) => {
    const size = Buffer.byteLength(json) + Buffer.byteLength(key);
    if (size > maxBytes) return;
    kept.set(key, json);
    bytes += size;
    for (const [oldest, value] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= Buffer.byteLength(value) + Buffer.byteLength(oldest);
    }
  };

  for (const name of READS) {
    const original = table[name]!;
    originals.set(name, original);
    const send = original.bind(client);
    table[name] = async (input) => {
      const key = `${name} ${JSON.stringify(input)}`;
      const json = kept.get(key);
      if (json !== undefined) {
        hits++;
        // Most recently used last: the map's order is the order of eviction.
        kept.delete(key);
        kept.set(key, json);
        return JSON.parse(json) as unknown;
      }
      let pending = inFlight.get(key);
      if (pending) hits++;
      else {
        misses++;
        pending = send(input).then((output) => JSON.stringify(output));
        inFlight.set(key, pending);
        pending.then(
          (answer) => {
            if (inFlight.get(key) !== pending) return; // A write came meanwhile.
            inFlight.delete(key);
            keep(key, answer);
          },
          () => inFlight.delete(key),
        );
      }
      return JSON.parse(await pending) as unknown;
    };
  }
  for (const name of WRITES) {
    const original = table[name];
    if (!original) continue;
    originals.set(name, original);
    const send = original.bind(client);
    table[name] = async (input) => {
      forget();
      try {
        return await send(input);
      } finally {
        forget();
      }
    };
  }

  return {
    stats: () => ({ hits, misses, bytes, entries: kept.size }),
    stop: () => {
      for (const [name, original] of originals) table[name] = original;
      originals.clear();
      forget();
    },
  };
}
