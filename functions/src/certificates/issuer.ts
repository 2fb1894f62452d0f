/** Who signs certificates' credentials: the platform, named by its site's address. */
export const ISSUER_NAME = 'Migralink';

/** The issuer as Open Badges 3.0 names it (a `Profile`), its id the site's address. */
export interface IssuerProfile {
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

/** The site's address without a trailing slash. */
export const siteBase = (siteUrl: string): string => siteUrl.replace(/\/+$/, '');

export const issuerProfile = (siteUrl: string): IssuerProfile => ({
  id: `${siteBase(siteUrl)}/`,
  type: ['Profile'],
  name: ISSUER_NAME,
  url: `${siteBase(siteUrl)}/`,
});
