/**
 * The only place that spells DynamoDB keys. Every other module asks here.
 * ACCESS-PATTERNS.md lists the patterns these keys serve.
 */

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Kinds of reference data; each lives in one partition, sorted by id. */
export const REFERENCE_KINDS = ['country', 'country_group', 'purpose', 'category', 'currency', 'time_unit'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Versions of a company's or a service's content: the public reads `approved`, the owner edits `draft`. */
export const CONTENT_VERSIONS = ['approved', 'draft'] as const;
export type ContentVersion = (typeof CONTENT_VERSIONS)[number];

/** Numbers sort as text only when padded. */
const pad = (id: string | number) => (typeof id === 'number' ? String(id).padStart(6, '0') : id);

export const keys = {
  reference: {
    item: (kind: ReferenceKind, id: string | number): ItemKey => ({ pk: `REF#${kind}`, sk: pad(id) }),
    partition: (kind: ReferenceKind) => `REF#${kind}`,
  },
  user: {
    item: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
    /** Unique e-mail: one item per address, written in the same transaction as the user. */
    email: (email: string): ItemKey => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  },
  company: {
    /** The company's own record (owner, plan, moderation status). */
    profile: (companyId: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: 'PROFILE' }),
    /** One version of the company's content (texts, offices, payment blocks). */
    content: (companyId: string, version: ContentVersion): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `CONTENT#${version}`,
    }),
    partition: (companyId: string) => `COMPANY#${companyId}`,
  },
  service: {
    /** A service's own record (moderation status, publishing), in its company's partition. */
    meta: (companyId: string, serviceId: string): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `SERVICE#${serviceId}`,
    }),
    /** One version of a service's content; sorts right after its meta item. */
    content: (companyId: string, serviceId: string, version: ContentVersion): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `SERVICE#${serviceId}#CONTENT#${version}`,
    }),
    /** Sort-key prefix of every service item of a company (meta and content), for one Query with begins_with. */
    servicePrefix: 'SERVICE#',
    /** gsi1: a service by its own id. */
    byId: (serviceId: string) => ({ gsi1pk: `SERVICE#${serviceId}`, gsi1sk: 'SERVICE' }),
    /** gsi1 of the approved content only, so that one gsi1 Query returns a service's meta and public content. */
    approvedById: (serviceId: string) => ({ gsi1pk: `SERVICE#${serviceId}`, gsi1sk: 'CONTENT#approved' }),
    /** The gsi1 partition holding a service's meta and approved content. */
    idPartition: (serviceId: string) => `SERVICE#${serviceId}`,
  },
} as const;
