import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Locale } from '@migralink/shared/locales';
import { EDGE_HEADERS } from './edge';
import { header } from './request';
import type { Logger } from '#lib/logger';
import { addressKey } from './windows';

/**
 * What an action needs to know of the request besides its input: the language
 * to answer and mail in, the client's address (what per-address rate limits
 * count) and the request's logger. It says nothing of who is signed in: that
 * is the `Principal` (`auth.ts`), which only a request with a valid token has; every
 * request, signed in or not, has a context.
 */
export interface RequestContext {
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

/** The context of a route's request (`ApiRequest`, or any part of it with these fields). */
export function contextOf(request: {
  locale: Locale;
  event: APIGatewayProxyEventV2;
  viaEdge: boolean;
  log: Logger;
}): RequestContext {
  return { locale: request.locale, ip: clientAddress(request.event, request.viaEdge), log: request.log };
}
