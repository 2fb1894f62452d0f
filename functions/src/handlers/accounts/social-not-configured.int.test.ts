import { describe, expect, it } from 'vitest';
import { socialLogin, socialSignup } from '@migralink/shared/api/accounts';
import { callRoute } from '#testing/call';

// Without a Google client id the feature is off. Configuration is read on import (callRoute imports the
// handlers on their first call), so clear it first.
delete process.env.GOOGLE_CLIENT_ID;

const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('Google sign-in without a configured client id', () => {
  it.each([
    ['login', () => callRoute(socialLogin, { body: { id_token: idToken } })],
    ['signup', () => callRoute(socialSignup, { body: { id_token: idToken, role: 'client' } })],
  ])('answers %s with 404 in the error shape, never 500', async (_, call) => {
    expect(await call()).toMatchObject({
      status: 404,
      body: { code: 404, error_code: 'route_not_found', message: expect.stringContaining('Google') },
    });
  });
});
