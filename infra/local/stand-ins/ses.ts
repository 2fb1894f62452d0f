import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import sesEmulator from 'aws-ses-v2-local';
import { freePort } from '../ports';
import { LOOPBACK, loopbackUrl } from '../settings';
import type { RunningService } from './dynamodb-local';

// CommonJS compiled from ESM: under Node's ESM loader its whole `exports` object arrives as the default.
const startSesServer = (sesEmulator as unknown as { default?: typeof sesEmulator }).default ?? sesEmulator;

/** Where SES v2 takes a mail. */
const SEND_PATH = '/v2/email/outbound-emails';
/** Our own controls, beside the emulator's (`/store`, `/clear-store`, the viewer at `/`). */
export const FAILURES_PATH = '/_stand-in/failures';

/**
 * A failure SES can have that the emulator cannot: from the `from`-th mail (1 the first) to a recipient containing
 * `recipients`, SES answers `error` until the rule is lifted. Keyed by recipient, so test files sharing the stand-in
 * break only their own mails.
 */
interface FailureRule {
  recipients: string;
  from: number;
  error: keyof typeof ERRORS;
  seen: number;
}

const ERRORS = {
  unavailable: {
    status: 503,
    type: 'ServiceUnavailable',
    message: 'Service unavailable (the SES stand-in fails on demand)',
  },
  throttled: { status: 429, type: 'TooManyRequestsException', message: 'Maximum sending rate exceeded.' },
  rejected: { status: 400, type: 'MessageRejected', message: 'Email address is not verified.' },
} as const;

export interface SesOptions {
  /** SES's sending rate: more mails in a second are refused as SES refuses them (throttled). None: no limit. */
  ratePerSecond?: number;
}

/**
 * An SES emulator (the SES v1/v2 APIs, every mail kept in memory, raw messages and headers included, and a web
 * viewer at `/`), behind our own small front that adds what SES does and the emulator does not: failing on demand
 * (`POST /_stand-in/failures {recipients, from?, error?}`, lifted by `DELETE /_stand-in/failures?recipients=`) and a
 * sending rate.
 */
export async function startSes(port: number, options: SesOptions = {}): Promise<RunningService> {
  const inner = await freePort();
  const emulator = await startSesServer({ host: LOOPBACK, port: inner });
  const rules: FailureRule[] = [];
  const rate = options.ratePerSecond ? sendingRate(options.ratePerSecond) : undefined;
  const front = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      if (req.url?.startsWith(FAILURES_PATH)) return control(req, res, body, rules);
      if (req.method === 'POST' && req.url === SEND_PATH) {
        const failure = failureFor(body, rules) ?? (rate && !rate() ? ERRORS.throttled : undefined);
        if (failure) return refuse(res, failure);
      }
      forward(req, res, body, inner);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  front.listen(port, LOOPBACK);
  await once(front, 'listening');
  const close = (server: typeof front) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { endpoint: loopbackUrl(port), stop: async () => void (await Promise.all([close(front), close(emulator)])) };
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The rule that fails this mail, counting it against every rule whose recipients it matches. */
function failureFor(body: Buffer, rules: FailureRule[]) {
  let to: string[] = [];
  try {
    to =
      (JSON.parse(body.toString('utf8')) as { Destination?: { ToAddresses?: string[] } }).Destination?.ToAddresses ??
      [];
  } catch {
    return undefined;
  }
  const matching = rules.filter((rule) => to.some((address) => address.includes(rule.recipients)));
  const failing = matching.filter((rule) => ++rule.seen >= rule.from);
  return failing[0] && ERRORS[failing[0].error];
}

function control(req: IncomingMessage, res: ServerResponse, body: Buffer, rules: FailureRule[]) {
  const recipients = new URL(req.url ?? '', 'http://stand-in').searchParams.get('recipients');
  if (req.method === 'DELETE' && recipients) {
    rules.splice(0, rules.length, ...rules.filter((rule) => rule.recipients !== recipients));
    return res.writeHead(204).end();
  }
  const rule = JSON.parse(body.toString('utf8') || '{}') as Partial<FailureRule>;
  if (req.method !== 'POST' || typeof rule.recipients !== 'string' || rule.recipients.length < 8) {
    return res.writeHead(400).end('POST {recipients (8+ characters), from?, error?}, or DELETE ?recipients=');
  }
  rules.push({ recipients: rule.recipients, from: rule.from ?? 1, error: rule.error ?? 'unavailable', seen: 0 });
  return res.writeHead(204).end();
}

function refuse(res: ServerResponse, failure: (typeof ERRORS)[keyof typeof ERRORS]) {
  res
    .writeHead(failure.status, { 'content-type': 'application/json', 'x-amzn-errortype': failure.type })
    .end(JSON.stringify({ message: failure.message }));
}

function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, port: number) {
  const upstream = request(
    {
      host: LOOPBACK,
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: `${LOOPBACK}:${port}` },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => res.writeHead(502).end(String(error)));
  upstream.end(body);
}

/** SES's sending rate as a bucket of `perSecond` mails refilled at that rate: true while the mail fits. */
function sendingRate(perSecond: number): () => boolean {
  let tokens = perSecond;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(perSecond, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
