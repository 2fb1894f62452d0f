/**
 * CloudFront's standard (legacy) access logs, in which page views are counted
 * (`docs/product.md`, "Page views and statistics"): W3C extended format, a
 * `#Version` and a `#Fields` line, then one TAB-separated line per request,
 * `-` for an empty value. The page-view count reads them; the local site
 * servers, which stand in for CloudFront, write them.
 */

/** The fields of a log line, in the order CloudFront writes them (its `#Fields` line). */
export const EDGE_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(Referer)',
  'cs(User-Agent)',
  'cs-uri-query',
  'cs(Cookie)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'fle-status',
  'fle-encrypted-fields',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'sc-range-start',
  'sc-range-end',
] as const;

export type EdgeLogField = (typeof EDGE_LOG_FIELDS)[number];

/** One request as its log line tells it: each field's value, URL-decoded where CloudFront encodes; '' for none. */
export type EdgeLogEntry = Readonly<Record<EdgeLogField, string>>;

/** What a log line is written from: the fields known, unencoded; a missing or empty one is written `-`. */
export type EdgeLogInput = Partial<Record<EdgeLogField, string | number>>;

/** The fields CloudFront URL-encodes in a log line (spaces `%20`, etc.). */
const ENCODED: ReadonlySet<string> = new Set<EdgeLogField>(['cs(Referer)', 'cs(User-Agent)', 'cs-uri-query']);

const VERSION_LINE = '#Version: 1.0';
const FIELDS_PREFIX = '#Fields:';
const EMPTY = '-';

/**
 * Decodes `%XX` escapes without ever throwing: each run of escapes that is no
 * valid UTF-8, and a `%` that starts no escape, stays as written.
 */
export function decodeLogValue(text: string): string {
  if (!text.includes('%')) return text;
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Encodes a value as CloudFront writes it: control characters, spaces, non-ASCII and `"#%<>\^`{|}` as `%XX`. */
function encodeLogValue(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    out +=
      byte <= 0x20 || byte >= 0x7f || '"#%<>\\^`{|}'.includes(char)
        ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : char;
  }
  return out;
}

/** A value that is not URL-encoded, with what would break the line (TAB, line breaks, spaces) escaped. */
const plainValue = (text: string) =>
  text.replace(/[\t\n\r ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * A reader of one log file's lines, in order: maps the columns by the file's
 * `#Fields` line (never by position) and answers each request line's entry, or
 * undefined for a header, a blank line or a malformed line (no `#Fields` line
 * before it, or another number of columns than it names).
 */
export function edgeLogReader(): (line: string) => EdgeLogEntry | undefined {
  let columns: readonly string[] | undefined;
  return (line) => {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text.startsWith('#')) {
      if (text.startsWith(FIELDS_PREFIX)) columns = text.slice(FIELDS_PREFIX.length).trim().split(/\s+/);
      return undefined;
    }
    if (!columns || text === '') return undefined;
    const values = text.split('\t');
    if (values.length !== columns.length) return undefined;
    const entry = Object.fromEntries(EDGE_LOG_FIELDS.map((field) => [field, ''])) as Record<EdgeLogField, string>;
    values.forEach((value, index) => {
      const field = columns![index]! as EdgeLogField;
      if (!(field in entry)) return;
      entry[field] = value === EMPTY ? '' : ENCODED.has(field) ? decodeLogValue(value) : value;
    });
    return entry;
  };
}

/** The requests of one log file's text (malformed lines left out). */
export function parseEdgeLog(text: string): EdgeLogEntry[] {
  const read = edgeLogReader();
  return text.split('\n').flatMap((line) => read(line) ?? []);
}

/** A log file's text for requests: the header lines, then one line per entry, in the fields' order. */
export function formatEdgeLog(entries: readonly EdgeLogInput[]): string {
  const lines = entries.map((entry) =>
    EDGE_LOG_FIELDS.map((field) => {
      const value = entry[field];
      if (value === undefined || value === '') return EMPTY;
      return ENCODED.has(field) ? encodeLogValue(String(value)) : plainValue(String(value));
    }).join('\t'),
  );
  return [VERSION_LINE, `${FIELDS_PREFIX} ${EDGE_LOG_FIELDS.join(' ')}`, ...lines].map((line) => `${line}\n`).join('');
}

/** The `date` and `time` fields of a moment (UTC). */
export function edgeLogTime(at: Date): { date: string; time: string } {
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Where CloudFront's log objects are, in the logs bucket. */
export const EDGE_LOG_PREFIX = 'edge/';

/** A log object's key: `edge/<DistributionId>.<YYYY-MM-DD-HH>.<unique>.gz`, the hour (UTC) of its requests. */
export function edgeLogKey(distribution: string, hour: Date, unique: string): string {
  const iso = hour.toISOString();
  return `${EDGE_LOG_PREFIX}${distribution}.${iso.slice(0, 10)}-${iso.slice(11, 13)}.${unique}.gz`;
}

/** What a log object's key names: the distribution, the UTC day of its requests, and their hour with the unique part. */
export interface EdgeLogKeyParts {
  readonly distribution: string;
  readonly day: string;
  /** `<HH>.<unique>`. */
  readonly rest: string;
}

/** The parts of a log object's key; undefined for another key. */
export function edgeLogKeyParts(key: string): EdgeLogKeyParts | undefined {
  const match = /^edge\/([^/]*)\.(\d{4}-\d{2}-\d{2})-(\d{2}\.[^/]*)\.gz$/.exec(key);
  return match ? { distribution: match[1]!, day: match[2]!, rest: match[3]! } : undefined;
}

/** The key of a log object of its parts (`edgeLogKeyParts`' inverse). */
export const edgeLogKeyOf = ({ distribution, day, rest }: EdgeLogKeyParts): string =>
  `${EDGE_LOG_PREFIX}${distribution}.${day}-${rest}.gz`;

/** The UTC day (`YYYY-MM-DD`) of a log object's requests, read from its key; undefined for another key. */
export function edgeLogDay(key: string): string | undefined {
  return edgeLogKeyParts(key)?.day;
}

/** Where the page-view count keeps each day's counts between runs, in the logs bucket. */
export const PAGE_VIEW_COUNTS_PREFIX = 'page-view-counts/';

/**
 * Days the logs bucket keeps both (its lifecycle; the S3 stand-in at each start): the count reads yesterday's and
 * today's, and a day more leaves room for a log CloudFront delivers late (`docs/product.md`, "Page views and
 * statistics").
 */
export const EDGE_LOG_DAYS = 3;
