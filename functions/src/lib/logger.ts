/** Structured JSON logs, one line per entry; CloudWatch indexes the fields. */
type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const LEVELS: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = LEVELS[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? LEVELS.info;

function serializeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { value: String(error) };
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  /** A logger that adds `fields` to every entry (e.g. the request id). */
  child(fields: Fields): Logger;
}

export function createLogger(base: Fields = {}): Logger {
  const write =
    (level: Level) =>
    (message: string, fields: Fields = {}) => {
      if (LEVELS[level] < threshold) return;
      const entry: Fields = { level, time: new Date().toISOString(), message, ...base, ...fields };
      if (fields.error !== undefined) entry.error = serializeError(fields.error);
      (level === 'error' ? console.error : console.log)(JSON.stringify(entry));
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const logger = createLogger();
