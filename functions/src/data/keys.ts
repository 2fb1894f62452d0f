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
    item: (companyId: string): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: 'PROFILE' }),
    office: (companyId: string, officeId: string): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `OFFICE#${officeId}`,
    }),
    partition: (companyId: string) => `COMPANY#${companyId}`,
    officePrefix: 'OFFICE#',
  },
  service: {
    item: (companyId: string, serviceId: string): ItemKey => ({
      pk: `COMPANY#${companyId}`,
      sk: `SERVICE#${serviceId}`,
    }),
    servicePrefix: 'SERVICE#',
    /** gsi1: a service by its own id. */
    byId: (serviceId: string) => ({ gsi1pk: `SERVICE#${serviceId}`, gsi1sk: 'SERVICE' }),
  },
} as const;
