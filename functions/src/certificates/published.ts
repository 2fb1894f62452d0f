import { certificateCredentialRoute, certificateStatusList } from '@migralink/shared/api/certificates';
import { siteBase } from './issuer';

/**
 * Where a certificate's signed parts are served: the site, which also serves the API (`/v1/…`) and
 * the keys (`/.well-known/jwks.json`) at its own address. The paths are the routes' own.
 */

/** A certificate's signed credential (`GET /v1/certificates/{number}/credential`). */
export const credentialUrl = (siteUrl: string, number: string): string =>
  `${siteBase(siteUrl)}${certificateCredentialRoute.path.replace('{number}', encodeURIComponent(number))}`;

/** A status list credential (`GET /v1/certificate-status/{list}`). */
export const statusListUrl = (siteUrl: string, list: number): string =>
  `${siteBase(siteUrl)}${certificateStatusList.path.replace('{list}', String(list))}`;
