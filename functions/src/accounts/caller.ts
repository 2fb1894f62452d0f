import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Locale } from '@migralink/shared/locales';
import { header } from '#http/request';
import type { Logger } from '#lib/logger';
import { addressKey } from './windows';

/** Who calls an account action: language, client address (for rate limits) and the request's logger. */
export interface Caller {
  locale: Locale;
  ip: string;
  log: Logger;
}

/**
 * The viewer's address: CloudFront passes it on in `CloudFront-Viewer-Address`
 * (`ip:port`, or `[ipv6]:port`), since API Gateway itself only sees the edge;
 * without CloudFront (locally) the address API Gateway saw. See README.md for
 * what a caller bypassing CloudFront can do with the header.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = header(event, 'cloudfront-viewer-address')?.trim();
  const ip = viewer ? viewer.replace(/^\[(.+)\]:\d+$/, '$1').replace(/^([^:]+):\d+$/, '$1') : undefined;
  return addressKey(ip || event.requestContext?.http?.sourceIp || 'unknown');
}

export function callerOf(request: { locale: Locale; event: APIGatewayProxyEventV2; log: Logger }): Caller {
  return { locale: request.locale, ip: clientAddress(request.event), log: request.log };
}
