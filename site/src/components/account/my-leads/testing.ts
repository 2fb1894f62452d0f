import type { Lead } from '@migralink/shared/schemas/leads';

/** Ids of test leads and companies: `testUuid(1)`. */
export const testUuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A lead as the API answers it, to a company, unread and unanswered, with the changes given. */
export const testLead = (n: number, change: Partial<Lead> = {}): Lead => ({
  uuid: testUuid(n),
  kind: 'company',
  status: 'new',
  company_uuid: testUuid(9),
  service_uuid: null,
  company_name: 'Harbour Relocation',
  service_name: null,
  topic: null,
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: null,
  message: 'Hello',
  country: 'UA',
  locale: 'ru',
  attribution: { utm_source: 'google' },
  read: false,
  replies: [],
  unread_replies: 0,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...change,
});
