/**
 * The headers CloudFront adds to every API request (the site stack's API
 * origin and its origin request policy); a request that came around
 * CloudFront may carry any value in them, so they hold only with the first.
 */
export const EDGE_HEADERS = {
  /** The origin secret (`http/origin.ts` checks it). */
  originVerify: 'x-origin-verify',
  /** The viewer's `ip:port` (`[ipv6]:port`), since API Gateway itself sees only the edge. */
  viewerAddress: 'cloudfront-viewer-address',
} as const;
