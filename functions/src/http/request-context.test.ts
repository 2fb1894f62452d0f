import { describe, expect, it } from 'vitest';
import { apiEvent } from '#testing/events';
import { clientAddress } from './request-context';
import { addressKey } from './windows';

describe('clientAddress', () => {
  it.each([
    [{ 'cloudfront-viewer-address': '203.0.113.7:51234' }, '203.0.113.7'],
    [{ 'cloudfront-viewer-address': '[2001:db8::1]:443' }, '2001:db8::1'],
    [{}, '127.0.0.1'],
  ])('takes the viewer address from %j of a request through CloudFront', (headers, address) => {
    expect(clientAddress(apiEvent({ headers }), true)).toBe(addressKey(address));
  });

  it('tells apart viewers behind the same edge', () => {
    const viewer = (address: string) => apiEvent({ headers: { 'cloudfront-viewer-address': `${address}:1` } });
    expect(clientAddress(viewer('198.51.100.1'), true)).not.toBe(clientAddress(viewer('198.51.100.2'), true));
  });

  it('believes no viewer header of a request that did not come through CloudFront', () => {
    const event = apiEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.1:1' } });
    event.requestContext.http.sourceIp = '192.0.2.9';
    expect(clientAddress(event, false)).toBe(addressKey('192.0.2.9'));
  });
});
