import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Locale } from '@migralink/shared/locales';
import { EDGE_HEADERS } from './edge';
import { header } from './request';
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
 * (`ip:port`, or `[ipv6]:port`), since API Gateway itself only sees the edge.
 * The header is believed only of a request that came through CloudFront
 * (`viaEdge`, the origin secret checked): anyone else could send any value.
 * Otherwise the address API Gateway saw.
 */
export function clientAddress(event: APIGatewayProxyEventV2, viaEdge: boolean): string {
  const viewer = viaEdge ? header(event, EDGE_HEADERS.viewerAddress)?.trim() : undefined;
  const ip = viewer ? viewer.replace(/^\[(.+)\]:\d+$/, '$1').replace(/^([^:]+):\d+$/, '$1') : undefined;
  return addressKey(ip || event.requestContext?.http?.sourceIp || 'unknown');
}

export function callerOf(request: {
  locale: Locale;
  event: APIGatewayProxyEventV2;
  viaEdge: boolean;
  log: Logger;
}): Caller {
  return { locale: request.locale, ip: clientAddress(request.event, request.viaEdge), log: request.log };
}
