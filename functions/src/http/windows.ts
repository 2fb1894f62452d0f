import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { RateRule } from './limits';

/** The fixed window of `rule` that `nowMs` falls in, in epoch seconds. */
export interface RateWindow {
  start: number;
  end: number;
  /** Whole seconds until the next window, at least 1: the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
  /** When the counter may be deleted (TTL): a minute after its window, so clock skew cannot reset it early. */
  expiresAt: number;
}

export function windowAt(rule: Pick<RateRule, 'windowSeconds'>, nowMs: number): RateWindow {
  const size = Math.max(1, Math.floor(rule.windowSeconds));
  const now = nowMs / 1000;
  const start = Math.floor(now / size) * size;
  const end = start + size;
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil(end - now)), expiresAt: end + 60 };
}

/**
 * A counter's subject as stored: the SHA-256 of the value (base64url, 128
 * bits), so the table keeps no plain addresses or IPs in its keys.
 */
export function subjectKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 22);
}

/**
 * The client address a per-IP limit counts: IPv4 as is, IPv6 by its /64
 * network (one subscriber usually holds a whole /64, so counting single IPv6
 * addresses would give an attacker billions of fresh counters).
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Domains whose mailboxes ignore dots in the local part (`a.da@gmail.com` is `ada@gmail.com`). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox a per-address limit counts: lower-cased, without a `+tag`
 * (plus-addressing delivers `ada+1@…` to `ada@…` at most providers), and for
 * Gmail without dots and with `googlemail.com` as `gmail.com`; so one inbox is
 * one counter however its address is spelled.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}
