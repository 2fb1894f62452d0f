import type { ApplicationItem, DocumentItem } from '@migralink/functions/data/certificates';
import { certificateKeys, type ItemKey } from '@migralink/functions/data/keys';
import type { DemoCompany } from './company';
import { demoId } from './ids';

/**
 * The demo's certificates (docs/product.md, "Certificates"), one of each
 * state: the first premium company holds a valid certificate; the second had
 * one revoked and has applied again, its application waiting in the staff
 * queue. Approval and revocation go through the product's own decisions
 * (`functions/src/certificates/decisions.ts`), so the numbers are real ones of
 * this year's counter. Each application has a fixed id: one that exists
 * already is left as it is.
 */

/** A one-page PDF: the demo's register extracts (their bytes are checked by nothing here). */
const EXTRACT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function documentOf(company: DemoCompany, name: string, now: string): DocumentItem {
  const id = demoId('certificate-document', company.profile.id, name);
  return {
    id,
    company_id: company.profile.id,
    kind: 'register_extract',
    name: `${name}.pdf`,
    key: `documents/certificates/${company.profile.id}/${id}.pdf`,
    content_type: 'application/pdf',
    size: EXTRACT.length,
    created_at: now,
  };
}

const applicationId = (company: DemoCompany, name: string) =>
  demoId('certificate-application', company.profile.id, name);

function applicationOf(company: DemoCompany, name: string, document: DocumentItem, now: string): ApplicationItem {
  const english = company.content.name.en ?? Object.values(company.content.name)[0] ?? company.profile.slug;
  return {
    id: applicationId(company, name),
    company_id: company.profile.id,
    state: 'submitted',
    fields: {
      country_id: 'DE',
      legal_form_id: 'llc',
      company_name: english,
      legal_name: `${english} GmbH`,
      register_number: `HRB ${100000 + Number.parseInt(company.profile.id.slice(0, 4), 16)}`,
      address: 'Friedrichstraße 100, 10117 Berlin',
      activity_type: 'immigration_consulting',
      contact_person: 'Anna Weber',
      contact_phone: '+49 30 1234567',
      contact_email: `certificates-${company.profile.slug}@example.com`,
      filler_name: '',
      legal_chart: true,
      thanks_letters: true,
      social_activity: false,
      experience_exchange: true,
      documents: [document.id],
    },
    history: [{ at: now, state: 'submitted', comment: null }],
    returned: 0,
    revision: 1,
    created_at: now,
    updated_at: now,
    submitted_at: now,
    certificate: null,
  };
}

const certifiedCompanies = (companies: readonly DemoCompany[]) =>
  companies.filter((company) => company.profile.plan === 'premium');

/** The first application the demo writes (undefined when the demo has too few premium companies). */
export function firstDemoApplication(companies: readonly DemoCompany[]): ItemKey | undefined {
  const [valid] = certifiedCompanies(companies);
  return valid && certificateKeys.item(applicationId(valid, 'register-extract'));
}

/** Writes the demo's certificates; answers how many applications it wrote (0 when they were there). */
export async function seedDemoCertificates(companies: readonly DemoCompany[]): Promise<number> {
  const [valid, revoked] = certifiedCompanies(companies);
  if (!valid || !revoked) return 0;
  const data = await import('@migralink/functions/data/certificates');
  const { approveApplication, revokeApplication } = await import('@migralink/functions/certificates/decisions');
  const { putObject } = await import('@migralink/functions/uploads/bucket');
  const { logger } = await import('@migralink/functions/lib/logger');
  const staff = { locale: 'en' as const, log: logger };
  const now = new Date().toISOString();

  const apply = async (company: DemoCompany, name: string): Promise<string | undefined> => {
    const document = documentOf(company, name, now);
    const application = applicationOf(company, name, document, now);
    if (await data.getApplication(application.id)) return undefined;
    await putObject(document.key, EXTRACT, document.content_type);
    await data.putDocument(document).catch(() => undefined);
    return (await data.createApplication(application)) ? application.id : undefined;
  };

  let written = 0;
  const first = await apply(valid, 'register-extract');
  if (first) {
    await approveApplication(first, 'Register entry and references checked.', staff);
    written++;
  }
  const withdrawn = await apply(revoked, 'register-extract');
  if (withdrawn) {
    await approveApplication(withdrawn, '', staff);
    await revokeApplication(withdrawn, 'compliance', 'The licence lapsed after approval.', staff);
    written++;
  }
  if (await apply(revoked, 'register-extract-renewed')) written++;
  return written;
}
