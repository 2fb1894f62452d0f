import * as z from 'zod/mini';
import { CERTIFICATE_NUMBER } from '../certificate-pages';
import { LOCALES } from '../locales';
import { email } from './email';
import { named, knownCountry } from './reference';
import { uniqueList } from './rules';
import { multiLine, singleLine } from './text';

/**
 * Certificates (docs/product.md, "Certificates"): a company's application, staff's decision, the numbered
 * certificate it becomes, and what anyone may ask of a certificate by its number.
 */

/** Where an application stands; `approved` and `revoked` are certificates. */
export const APPLICATION_STATES = ['draft', 'submitted', 'returned', 'approved', 'rejected', 'revoked'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** What a certificate's number says today: computed from its dates and revocation, never stored. */
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Why staff revoked a certificate (shown publicly as this class, never as the comment). */
export const REVOCATION_REASONS = ['compliance', 'fraud', 'company_request', 'other'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/** The legal forms an applicant picks from. */
export const LEGAL_FORMS = ['llc', 'joint_stock', 'sole_proprietor', 'partnership', 'non_profit', 'other'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** The kinds of activity an applicant picks from. */
export const ACTIVITY_TYPES = [
  'immigration_consulting',
  'legal_services',
  'relocation',
  'education',
  'employment',
  'investment',
  'real_estate',
  'other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The documents an application is asked for: the register extract always (no application is sent without
 * one); the letters of thanks when the applicant says it has them; the others when it has them.
 */
export const DOCUMENT_KINDS = ['register_extract', 'licence', 'thanks_letters', 'charter', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The statements an applicant makes, each a criterion the certificate names once staff checked it. */
export const CRITERIA = ['legal_chart', 'thanks_letters', 'social_activity', 'experience_exchange'] as const;
export type Criterion = (typeof CRITERIA)[number];

export { CERTIFICATE_NUMBER };
export const certificateNumber = z.string().check(z.regex(CERTIFICATE_NUMBER));

/** At most this many documents in one application, and addresses in one delivery. */
export const MAX_DOCUMENTS = 10;
export const MAX_DELIVERY_ADDRESSES = 5;

/**
 * The application's fields (the "Certificate application" of docs/product.md, "Certificates") as answered, the
 * phone as stored (E.164). As sent, the phone is checked: `certificate-application.ts`.
 */
export const answeredApplicationFields = z.object({
  country_id: knownCountry,
  legal_form_id: z.enum(LEGAL_FORMS),
  company_name: singleLine(200, 1),
  legal_name: singleLine(200, 1),
  register_number: singleLine(64, 1),
  address: singleLine(300, 1),
  activity_type: z.enum(ACTIVITY_TYPES),
  contact_person: singleLine(120, 1),
  contact_phone: z.string(),
  contact_email: email,
  /** Who filled the form in, if not the contact person. */
  filler_name: singleLine(120),
  legal_chart: z.boolean(),
  thanks_letters: z.boolean(),
  social_activity: z.boolean(),
  experience_exchange: z.boolean(),
  /** Ids of documents this company uploaded (`POST /v1/account/certificate/document`). */
  documents: uniqueList(z.uuid(), MAX_DOCUMENTS),
});
export type ApplicationFields = z.infer<typeof answeredApplicationFields>;

export const certificateIdParams = z.object({ id: z.uuid() });
export const certificateNumberParams = z.object({ number: certificateNumber });
export const statusListParams = z.object({ list: z.string().check(z.regex(/^\d{1,6}$/)) });

/** What the form offers, named in the caller's language. */
export const certificateInit = z.object({
  countries: z.array(named(z.string())),
  legal_forms: z.array(named(z.enum(LEGAL_FORMS))),
  activity_types: z.array(named(z.enum(ACTIVITY_TYPES))),
  documents: z.array(z.object({ ...named(z.enum(DOCUMENT_KINDS)).shape, required: z.boolean() })),
  criteria: z.array(named(z.enum(CRITERIA))),
  /** Whether the company's plan lets it apply; when not, applying answers `plan_limit`. */
  plan_allows: z.boolean(),
  /** The application to continue, if the company has one that is not decided yet. */
  open_application: z.nullable(z.uuid()),
  /**
   * The day (UTC) from which a new application may be sent, while the company's certificate is valid for longer
   * than the renewal window; null when one may be sent now.
   */
  renewal_opens_on: z.nullable(z.iso.date()),
});
export type CertificateInit = z.infer<typeof certificateInit>;

/** An upload of the caller's (`POST /v1/uploads`, purpose `certificate_document`) kept as a document. */
export const documentUploadBody = z.object({
  key: z.string().check(z.regex(/^tmp\/certificate_document\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+$/)),
  kind: z.enum(DOCUMENT_KINDS),
  /** The file's name as the owner knows it (shown to them and to staff, never used as a path). */
  name: singleLine(200, 1),
});

/** A document of an application; `url` reads it for a few minutes (only its owner and staff get one). */
export const certificateDocument = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  url: z.string(),
});
export type CertificateDocument = z.infer<typeof certificateDocument>;

/** One step of an application's history: who moved it where, with staff's comment. */
export const applicationEvent = z.object({
  at: z.string(),
  state: z.enum(APPLICATION_STATES),
  comment: z.nullable(z.string()),
});

/** The certificate an approved application became. */
export const issuedCertificate = z.object({
  number: certificateNumber,
  status: z.enum(CERTIFICATE_STATUSES),
  valid_from: z.string(),
  valid_until: z.string(),
  revoked_at: z.nullable(z.string()),
  revocation_reason: z.nullable(z.enum(REVOCATION_REASONS)),
  criteria: z.array(z.enum(CRITERIA)),
});
export type IssuedCertificate = z.infer<typeof issuedCertificate>;

/** An application as its owner and staff see it. */
export const certificateApplication = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  state: z.enum(APPLICATION_STATES),
  fields: z.object({ ...answeredApplicationFields.shape, documents: z.array(certificateDocument) }),
  history: z.array(applicationEvent),
  certificate: z.nullable(issuedCertificate),
  /** Whether the owner may change it now (a draft, or returned for changes). */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.nullable(z.string()),
});
export type CertificateApplication = z.infer<typeof certificateApplication>;

/** A line of the company's list of applications and certificates, newest first. */
export const applicationSummary = z.object({
  id: z.uuid(),
  state: z.enum(APPLICATION_STATES),
  company_name: z.string(),
  certificate: z.nullable(issuedCertificate),
  updated_at: z.string(),
});
export const certificateListQuery = z.object({ cursor: z.optional(z.string().check(z.maxLength(500))) });
export const certificateList = z.object({ items: z.array(applicationSummary), next_cursor: z.nullable(z.string()) });

/** The addresses a certificate's PDF is mailed to, and the mail's language. */
export const deliveryBody = z.object({
  emails: uniqueList(email, MAX_DELIVERY_ADDRESSES).check(z.minLength(1)),
  locale: z.enum(LOCALES),
});
export const deliveryResult = z.object({ sent: z.number() });

/** Staff's queue: applications waiting for a decision, oldest sent first. */
export const certificateQueueItem = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  submitted_at: z.string(),
  /** How many times it was returned for changes before. */
  returned: z.number(),
});
export const certificateQueue = z.object({ items: z.array(certificateQueueItem), next_cursor: z.nullable(z.string()) });

/** Staff's word on a decision, mailed to the owner. Required when rejecting, returning or revoking. */
export const decisionComment = multiLine(2000, 1);
export const approveCertificateBody = z.object({ comment: multiLine(2000) });
export const decideCertificateBody = z.object({ comment: decisionComment });
export const revokeCertificateBody = z.object({ reason: z.enum(REVOCATION_REASONS), comment: decisionComment });

/** What anyone may know of a certificate by its number. */
export const certificateVerification = z.object({
  number: certificateNumber,
  status: z.enum(CERTIFICATE_STATUSES),
  company: z.object({
    /** The company's name in the caller's language (docs/product.md, "Languages"). */
    name: z.string(),
    legal_name: z.string(),
    country_id: z.string(),
    /** The company's public page (`/{locale}/company/{slug}/`), null when it is no longer public. */
    slug: z.nullable(z.string()),
  }),
  valid_from: z.string(),
  valid_until: z.string(),
  revoked_at: z.nullable(z.string()),
  revocation_reason: z.nullable(z.enum(REVOCATION_REASONS)),
  criteria: z.array(z.enum(CRITERIA)),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

/** The signed credential of a certificate (a VC-JWT), as issued. */
export const certificateCredential = z.object({ credential: z.string() });

/** The platform's public signing keys, by `kid` (RFC 7517), every key ever used. */
export const jsonWebKeySet = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
