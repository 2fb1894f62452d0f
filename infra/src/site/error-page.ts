import { Duration } from 'aws-cdk-lib';
import type { ErrorResponse } from 'aws-cdk-lib/aws-cloudfront';
import { DEFAULT_LOCALE } from '@migralink/shared/locales';

/**
 * The page CloudFront shows for a fault of ours (`docs/product.md`, "Public pages"): the built error page
 * of the default language, as a file key (error responses are fetched without the viewer-request function).
 * CloudFront has one page per status for the whole distribution and cannot pick it by the address's
 * language, so every address gets the English one.
 */
export const ERROR_PAGE = `/${DEFAULT_LOCALE}/error/index.html`;

/** The statuses answered with it, each keeping its own status. */
export const ERROR_PAGE_STATUSES = [500, 502, 503, 504] as const;

/** How long CloudFront keeps such an answer before asking the origin again: a fault should not outlive its fix. */
export const ERROR_CACHING = Duration.seconds(10);

/** The distribution's error responses: each 5xx answered with the error page under its own status. */
export const errorPageResponses = (): ErrorResponse[] =>
  ERROR_PAGE_STATUSES.map((status) => ({
    httpStatus: status,
    responseHttpStatus: status,
    responsePagePath: ERROR_PAGE,
    ttl: ERROR_CACHING,
  }));
