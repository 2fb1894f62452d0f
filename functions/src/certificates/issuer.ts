import { certificateCredentialRoute, certificateStatusList } from '@migralink/shared/api/certificates';

/**
 * Who signs certificates' credentials and where their parts are published: the platform's site,
 * which also serves the API (`/v1/…`) and the keys (`/.well-known/jwks.json`) at its own address.
 */
export const ISSUER_NAME = 'Migralink';

/** The issuer as Open Badges 3.0 names it (a `Profile`), its id the site's address. */
export interface IssuerProfile {
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

const trimmed = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export const issuerProfile = (siteUrl: string): IssuerProfile => ({
  id: `${trimmed(siteUrl)}/`,
  type: ['Profile'],
  name: ISSUER_NAME,
  url: `${trimmed(siteUrl)}/`,
});

/** Where a certificate's signed credential is served (`GET /v1/certificates/{number}/credential`). */
export const credentialUrl = (siteUrl: string, number: string): string =>
  `${trimmed(siteUrl)}${certificateCredentialRoute.path.replace('{number}', encodeURIComponent(number))}`;

/** Where a status list credential is served (`GET /v1/certificate-status/{list}`). */
export const statusListUrl = (siteUrl: string, list: number): string =>
  `${trimmed(siteUrl)}${certificateStatusList.path.replace('{list}', String(list))}`;
