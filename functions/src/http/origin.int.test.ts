import { describe, expect, it, vi } from 'vitest';
import { getProfile, signin } from '@migralink/shared/api/accounts';
import { RATE_LIMITS } from './limits';
import { signedInUser, uniqueEmail } from '#testing/accounts';
import { callRoute, randomIp } from '#testing/call';
import { EDGE_HEADERS } from './edge';

// This file's functions run as in AWS: behind CloudFront, which adds the origin secret.
const SECRET = vi.hoisted(() => (process.env.ORIGIN_VERIFY_SECRET = 'integration-origin-secret'));

const throughEdge = (viewer: string) => ({
  [EDGE_HEADERS.originVerify]: SECRET,
  [EDGE_HEADERS.viewerAddress]: `${viewer}:443`,
});
const signIn = (headers: Record<string, string>, ip = randomIp()) =>
  callRoute(signin, { body: { email: uniqueEmail(), password: 'not the password' }, headers, ip });

describe('only CloudFront reaches the API', () => {
  it.each([
    ['without the origin header', {}],
    ['with another value', { [EDGE_HEADERS.originVerify]: 'guessed' }],
    ['with the secret in another header', { 'x-origin': SECRET }],
  ])('refuses a call %s with 403 in the error shape, before anything else', async (_, headers) => {
    const { token } = await signedInUser();
    for (const response of [await signIn(headers), await callRoute(getProfile, { headers }, { token })]) {
      expect(response).toMatchObject({ status: 403, body: { code: 403, error_code: 'forbidden' } });
      expect(response.body).toHaveProperty('message');
    }
  });

  it('answers a call through CloudFront as usual', async () => {
    const { user, token } = await signedInUser();
    expect((await signIn(throughEdge(randomIp()))).status).toBe(401);
    const profile = await callRoute(getProfile, { headers: throughEdge(randomIp()) }, { token });
    expect(profile).toMatchObject({ status: 200, body: { data: { email: user.email } } });
  });

  it('counts per-address limits by the viewer CloudFront names, not by the edge it came from', async () => {
    const saved = { ...RATE_LIMITS.signinIp };
    Object.assign(RATE_LIMITS.signinIp, { limit: 2, windowSeconds: 86_400 });
    try {
      const edge = randomIp();
      const [viewer, other] = [randomIp(), randomIp()];
      expect((await signIn(throughEdge(viewer), edge)).status).toBe(401);
      expect((await signIn(throughEdge(viewer), edge)).status).toBe(401);
      expect((await signIn(throughEdge(viewer), edge)).status).toBe(429);
      expect((await signIn(throughEdge(other), edge)).status).toBe(401);
    } finally {
      Object.assign(RATE_LIMITS.signinIp, saved);
    }
  });
});
