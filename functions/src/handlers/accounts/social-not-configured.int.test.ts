import { describe, expect, it } from 'vitest';
import { apiEvent, invoke } from '#testing/events';

// Without a Google client id the feature is off. Configuration is read on import, so clear it first.
delete process.env.GOOGLE_CLIENT_ID;
const { handler: socialLogin } = await import('./social-login');
const { handler: socialSignup } = await import('./social-signup');

const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('Google sign-in without a configured client id', () => {
  it.each([
    ['login', socialLogin, '/v1/auth/social/login', { id_token: idToken }],
    ['signup', socialSignup, '/v1/auth/social/signup', { id_token: idToken, role: 'client' }],
  ])('answers %s with 404 in the error shape, never 500', async (_, handler, rawPath, body) => {
    const response = await invoke(
      handler,
      apiEvent({
        method: 'POST',
        rawPath,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    expect(response).toMatchObject({
      status: 404,
      body: { code: 404, error_code: 'route_not_found', message: expect.stringContaining('Google') },
    });
  });
});
