import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activateEmail,
  checkResetCode,
  legacyActivateEmail,
  legacyCheckResetCode,
  legacyResetPassword,
  resetPassword,
} from '@migralink/shared/api/accounts';
import type { Route } from '@migralink/shared/route';
import { hashCode, newCode } from '#accounts/codes';
import { putCode } from '#data/codes';
import { signedInUser } from '#testing/accounts';
import { callRoute, type CallInput } from '#testing/call';

// Every access line is written, as in AWS (the tests' default level leaves them out).
vi.hoisted(() => (process.env.LOG_LEVEL = 'info'));

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  const keep = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
});
afterEach(() => vi.restoreAllMocks());

const PASSWORD = 'a fresh and long passphrase';

/** Each route that takes a mailed code, and how a call carries it. */
const carriers: [Route, 'activation' | 'reset', (code: string) => CallInput<Route>][] = [
  [checkResetCode, 'reset', (code) => ({ params: { code } })],
  [resetPassword, 'reset', (code) => ({ params: { code }, body: { password: PASSWORD } })],
  [activateEmail, 'activation', (code) => ({ params: { code } })],
  [legacyCheckResetCode, 'reset', (code) => ({ query: { code } })],
  [legacyResetPassword, 'reset', (code) => ({ body: { code, password: PASSWORD } })],
  [legacyActivateEmail, 'activation', (code) => ({ body: { code } })],
];

describe('the access log', () => {
  it.each(carriers)('of $path names the route, never the code it was called with', async (route, purpose, input) => {
    const { user } = await signedInUser();
    for (const live of [true, false]) {
      const code = newCode();
      if (live) await putCode(purpose, hashCode(code), user.id, 3600);
      await callRoute(route, input(code));
      const access = lines.filter((line) => line.includes(`"route":"${route.operationId}"`));
      expect(access.length).toBeGreaterThan(0);
      expect(access.every((line) => line.includes(`"path":"${route.path}"`))).toBe(true);
      expect(lines.filter((line) => line.includes(code))).toEqual([]);
    }
  });
});
