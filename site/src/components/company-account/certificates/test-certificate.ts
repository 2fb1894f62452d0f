import type {
  CertificateApplication,
  CertificateDocument,
  CertificateInit,
  IssuedCertificate,
} from '@migralink/shared/schemas/certificates';

/** Fixtures of the certificate screens' store tests; each test overrides what it is about. */

export const APPLICATION_ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OTHER_ID = '6e2d3c4b-5f60-4b7c-9d8e-0f1a2b3c4d5e';
export const DOCUMENT_ID = '7f3e4d5c-6a71-4c8d-8e9f-1a2b3c4d5e6f';

export function initOf(overrides: Partial<CertificateInit> = {}): CertificateInit {
  return {
    countries: [{ id: 'DE', name: 'Germany' }],
    legal_forms: [{ id: 'llc', name: 'LLC' }],
    activity_types: [{ id: 'immigration_consulting', name: 'Immigration consulting' }],
    documents: [
      { id: 'register_extract', name: 'Register extract', required: true },
      { id: 'licence', name: 'Licence', required: false },
    ],
    criteria: [{ id: 'legal_chart', name: 'Legal charter' }],
    plan_allows: true,
    open_application: null,
    renewal_opens_on: null,
    ...overrides,
  };
}

export function documentOf(overrides: Partial<CertificateDocument> = {}): CertificateDocument {
  return {
    id: DOCUMENT_ID,
    kind: 'register_extract',
    name: 'extract.pdf',
    content_type: 'application/pdf',
    size: 1200,
    url: 'http://storage.example/documents/extract.pdf?signature=x',
    ...overrides,
  };
}

export function certificateOf(overrides: Partial<IssuedCertificate> = {}): IssuedCertificate {
  return {
    number: 'ML-2026-000123',
    status: 'valid',
    valid_from: '2026-11-27',
    valid_until: '2027-11-27',
    revoked_at: null,
    revocation_reason: null,
    criteria: ['legal_chart'],
    ...overrides,
  };
}

export function applicationOf(overrides: Partial<CertificateApplication> = {}): CertificateApplication {
  return {
    id: APPLICATION_ID,
    company_id: '8a4f5e6d-7b82-4d9e-9fa0-2b3c4d5e6f70',
    state: 'draft',
    fields: {
      country_id: 'DE',
      legal_form_id: 'llc',
      company_name: 'Nord Visa',
      legal_name: 'Nord Visa GmbH',
      register_number: 'HRB 12345',
      address: 'Hauptstraße 1, Berlin',
      activity_type: 'immigration_consulting',
      contact_person: 'Anna Schmidt',
      contact_phone: '+4930123456',
      contact_email: 'anna@example.com',
      filler_name: '',
      legal_chart: true,
      thanks_letters: false,
      social_activity: false,
      experience_exchange: false,
      documents: [documentOf()],
    },
    history: [{ at: '2026-11-20T10:00:00.000Z', state: 'draft', comment: null }],
    certificate: null,
    editable: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    submitted_at: null,
    ...overrides,
  };
}
