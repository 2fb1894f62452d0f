import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Locale } from '@migralink/shared/locales';
import type { Logger } from '#lib/logger';
import { addressKey } from './windows';

/** Who calls an account action: language, client address (for rate limits) and the request's logger. */
export interface Caller {
  locale: Locale;
  ip: string;
  log: Logger;
}

/**
 * The client address API Gateway saw. Behind CloudFront that is an edge
 * address unless the viewer's is passed on; see README.md in this folder.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  return addressKey(event.requestContext?.http?.sourceIp || 'unknown');
}

export function callerOf(request: { locale: Locale; event: APIGatewayProxyEventV2; log: Logger }): Caller {
  return { locale: request.locale, ip: clientAddress(request.event), log: request.log };
}
