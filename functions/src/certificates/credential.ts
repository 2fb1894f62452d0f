import type { JSONWebKeySet } from 'jose';
import type { StatusEntry } from '@migralink/shared/certificate-status';
import type { Signer } from '#lib/signing';
import { issuerProfile, type IssuerProfile } from './issuer';
import { credentialUrl, statusListUrl } from './published';
import { signVcJwt, VC_CONTEXT, verifyVcJwt } from './vc-jwt';

/**
 * A certificate as an Open Badges 3.0 credential (W3C Verifiable Credentials Data Model 2.0), signed
 * once at approval as a VC-JWT and stored: the PDF and the credential route hand out those bytes.
 */
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const OPEN_BADGE_TYPE = 'OpenBadgeCredential';

/** What a certificate's credential says, as plain values (the approval has them all). */
export interface CredentialInput {
  /** The site's address: the issuer's id, and where the credential and its status list are served. */
  siteUrl: string;
  /** `ML-2026-000123`. */
  number: string;
  /** When staff approved it (the JWT's `iat`). */
  approvedAt: string;
  validFrom: string;
  validUntil: string;
  company: {
    id: string;
    name: string;
    legalName: string;
    registerNumber: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** The company's public page, when it has one. */
    url: string | null;
  };
  /** What staff checked, in English (the credential's one language). */
  criteria: readonly string[];
  status: StatusEntry;
}

export interface CertificateCredential {
  '@context': [typeof VC_CONTEXT, typeof OPEN_BADGES_CONTEXT];
  id: string;
  type: ['VerifiableCredential', typeof OPEN_BADGE_TYPE];
  name: string;
  issuer: IssuerProfile;
  validFrom: string;
  validUntil: string;
  credentialSubject: {
    id: string;
    type: ['AchievementSubject'];
    name: string;
    legalName: string;
    registerNumber: string;
    addressCountry: string;
    url?: string;
    achievement: {
      id: string;
      type: ['Achievement'];
      achievementType: 'Certificate';
      name: string;
      description: string;
      criteria: { narrative: string };
    };
  };
  credentialStatus: {
    id: string;
    type: 'BitstringStatusListEntry';
    statusPurpose: 'revocation';
    statusListIndex: string;
    statusListCredential: string;
  };
}

/** The credential of a certificate: the same input always gives the same object, key for key. */
export function certificateCredential(input: CredentialInput): CertificateCredential {
  const issuer = issuerProfile(input.siteUrl);
  const { company } = input;
  const list = statusListUrl(input.siteUrl, input.status.list);
  return {
    '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT],
    id: credentialUrl(input.siteUrl, input.number),
    type: ['VerifiableCredential', OPEN_BADGE_TYPE],
    name: `Verified company certificate ${input.number}`,
    issuer,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    credentialSubject: {
      id: company.url ?? `urn:uuid:${company.id}`,
      type: ['AchievementSubject'],
      name: company.name,
      legalName: company.legalName,
      registerNumber: company.registerNumber,
      addressCountry: company.country,
      ...(company.url ? { url: company.url } : {}),
      achievement: {
        id: `${issuer.id}#verified-company`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: 'Verified company',
        description: `${issuer.name} staff checked the company's entry in its country's register and what it said of itself.`,
        criteria: {
          narrative: ['The register extract matches the company.', ...input.criteria]
            .map((line) => `- ${line}`)
            .join('\n'),
        },
      },
    },
    credentialStatus: {
      id: `${list}#${input.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.status.index),
      statusListCredential: list,
    },
  };
}

/**
 * The certificate's credential signed as a VC-JWT, issued at the approval. Sign it once, at approval,
 * and store it: ES256 signatures differ each time, and the PDF must carry the same bytes every time.
 */
export const signCertificateCredential = (input: CredentialInput, signer: Signer): Promise<string> =>
  signVcJwt(certificateCredential(input), input.approvedAt, signer);

/**
 * The credential of a certificate's VC-JWT if one of `jwks` signed it and it is valid at `now`, else a
 * `CredentialError` (`signature`, `malformed`, `not_yet_valid`, `expired`). Revocation is the status
 * list's to say (`status-list.ts`).
 */
export const verifyCredential = (jwt: string, jwks: JSONWebKeySet, now?: Date): Promise<CertificateCredential> =>
  verifyVcJwt<CertificateCredential>(jwt, jwks, OPEN_BADGE_TYPE, now);
