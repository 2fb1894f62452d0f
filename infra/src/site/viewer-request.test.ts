import { describe, expect, it } from 'vitest';
import { certificateShellPath } from '@migralink/shared/certificate-pages';
import { viewerRequestSource } from './viewer-request';

type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Request = { uri: string; headers: Record<string, { value: string }>; querystring?: Query };
type Redirect = { statusCode: number; headers: Record<string, { value: string }> };

/** Runs the function source the way CloudFront does: a global `handler(event)`. */
const handler = new Function(`${viewerRequestSource(['en', 'ru', 'uk'], 'en')}; return handler;`)() as (event: {
  request: Request;
}) => Request | Redirect;

const request = (uri: string, acceptLanguage?: string, querystring: Query = {}) =>
  handler({
    request: { uri, querystring, headers: acceptLanguage ? { 'accept-language': { value: acceptLanguage } } : {} },
  });

describe('the site viewer-request function', () => {
  it.each([
    ['/en/', '/en/index.html'],
    ['/ru/companies/', '/ru/companies/index.html'],
    ['/en/companies', '/en/companies/index.html'],
    ['/404.html', '/404.html'],
    ['/_astro/app.3f9a.js', '/_astro/app.3f9a.js'],
    ['/en/v1.2/guide', '/en/v1.2/guide/index.html'],
    ['/en/certificates/', '/en/certificates/index.html'],
    ['/ru/certificates/ML-2026-000123/', '/ru/certificates/view/index.html'],
    ['/uk/certificates/ML-2026-000123', '/uk/certificates/view/index.html'],
    ['/en/certificates/ML-2026-000123/x/', '/en/certificates/ML-2026-000123/x/index.html'],
    ['/en/certificates/index.html', '/en/certificates/index.html'],
  ])('serves %s from %s', (uri, served) => {
    expect(request(uri)).toMatchObject({ uri: served });
  });

  it("serves a certificate's address from the page built for every number, as the local servers do", () => {
    for (const uri of [
      '/en/certificates/ML-2026-000123/',
      '/ru/certificates/anything',
      '/en/certificates/',
      '/en/certificates/a.b/',
    ])
      expect((request(uri) as Request).uri.replace(/index\.html$/, '')).toBe(certificateShellPath(uri) ?? uri);
  });

  it.each([
    [undefined, '/en/'],
    ['ru-RU,ru;q=0.9,en;q=0.8', '/ru/'],
    ['de-DE, uk;q=0.8', '/uk/'],
    ['fr-FR', '/en/'],
  ])('redirects / with Accept-Language %s to %s', (acceptLanguage, location) => {
    const answer = request('/', acceptLanguage) as Redirect;
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toEqual({ value: location });
  });

  it('keeps the campaign parameters of / in the redirect, repeated ones included', () => {
    const answer = request('/', 'ru', {
      utm_source: { value: 'newsletter' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
      debug: { value: '' },
    }) as Redirect;
    expect(answer.headers.location).toEqual({ value: '/ru/?utm_source=newsletter&tag=a&tag=b&debug' });
  });
});
