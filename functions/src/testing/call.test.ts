import { describe, expect, it } from 'vitest';
import { grantRole } from '@migralink/shared/api/accounts';
import { resolveSeoSlug, search } from '@migralink/shared/api/catalogue';
import { moderationItemRoute } from '@migralink/shared/api/moderation';
import { getIpCountry } from '@migralink/shared/api/reference';
import { readJsonBody, readQuery } from '#http/request';
import { callOk, callRoute, expectInvalid, expectStatus, routeEvent } from './call';

describe('routeEvent', () => {
  it("fills the route's path template and passes the parameters as API Gateway does", () => {
    const event = routeEvent(moderationItemRoute, { params: { kind: 'company', uuid: 'a b' } });
    expect(event).toMatchObject({
      routeKey: 'GET /v1/admin/moderation/{kind}/{uuid}',
      rawPath: '/v1/admin/moderation/company/a%20b',
      pathParameters: { kind: 'company', uuid: 'a b' },
      requestContext: { http: { method: 'GET', path: '/v1/admin/moderation/company/a%20b' } },
    });
    // A greedy parameter keeps its slashes.
    expect(routeEvent(resolveSeoSlug, { params: { path: 'from-ukraine/tuvalu' } })).toMatchObject({
      rawPath: '/v1/search/seo-slug/from-ukraine/tuvalu',
      pathParameters: { path: 'from-ukraine/tuvalu' },
    });
  });

  it('encodes the query as the site does, lists as key[], and the server reads it back', () => {
    const event = routeEvent(search, { query: { country_destination_id: ['PT'], immigration_purpose_id: 1, page: 2 } });
    expect(event.rawQueryString).toBe('country_destination_id%5B%5D=PT&immigration_purpose_id=1&page=2');
    expect(readQuery(event)).toEqual({ country_destination_id: ['PT'], immigration_purpose_id: '1', page: '2' });
    expect(routeEvent(search, {}).rawQueryString).toBe('');
  });

  it("sends the body as JSON with the caller's token and language; extra headers come last", () => {
    const input = { params: { uuid: 'u-1' }, body: { role: 'admin' as const } };
    const event = routeEvent(grantRole, input, { token: 't0k3n', locale: 'ru' });
    expect(event.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer t0k3n',
      'x-localization': 'ru',
    });
    expect(readJsonBody(event)).toEqual({ role: 'admin' });
    const overridden = routeEvent(grantRole, { ...input, headers: { 'content-type': 'text/plain' } });
    expect(overridden.headers).toEqual({ 'content-type': 'text/plain' });
  });

  it('sends raw parts as they are, in place of the typed ones', () => {
    const event = routeEvent(grantRole, {
      raw: { params: { uuid: '../../etc/passwd' }, query: 'a=1&a=2', body: '{"role": ' },
    });
    expect(event).toMatchObject({
      rawPath: '/v1/admin/users/..%2F..%2Fetc%2Fpasswd/role',
      pathParameters: { uuid: '../../etc/passwd' },
      rawQueryString: 'a=1&a=2',
      body: '{"role": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(routeEvent(grantRole, { params: { uuid: 'u-1' }, raw: { body: { role: 'owner' } } }).body).toBe(
      '{"role":"owner"}',
    );
  });

  it('comes from a random client address unless one is given', () => {
    const addresses = new Set(Array.from({ length: 20 }, () => routeEvent(search, {}).requestContext.http.sourceIp));
    expect(addresses.size).toBeGreaterThan(1);
    expect(routeEvent(search, { ip: '192.0.2.1' }).requestContext.http.sourceIp).toBe('192.0.2.1');
  });
});

describe('callRoute', () => {
  it("invokes the route's handler and answers its status, headers and parsed body", async () => {
    const response = await callRoute(getIpCountry, { headers: { 'cloudfront-viewer-country': 'FR' } });
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.data.iso_code).toBe('FR');
  });

  it('answers a refusal in the error shape', async () => {
    const response = await callRoute(getIpCountry, { headers: { 'x-currency': 'BTC' } }, { locale: 'uk' });
    expectStatus(response, 422);
    expect(response.body).toMatchObject({ code: 422, error_code: 'validation_failed' });
    expectInvalid(response, 'X-Currency');
    expect(() => expectInvalid(response, 'X-Currency', 'other')).toThrow();
  });
});

describe('callOk', () => {
  it("answers the body on the route's success status and fails the test, showing the error, on any other", async () => {
    const headers = { 'cloudfront-viewer-country': 'FR' };
    expect(await callOk(getIpCountry, { headers })).toEqual({ data: { iso_code: 'FR' } });
    await expect(callOk(getIpCountry, { headers: { 'x-currency': 'BTC' } })).rejects.toThrow(/validation_failed/);
  });
});
