import { createCertificateApplication } from '@migralink/shared/api/certificate-application';
import { approveCertificate, uploadCertificateDocument } from '@migralink/shared/api/certificates';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { DocumentKind } from '@migralink/shared/schemas/certificates';
import { putApprovedCompany } from '#data/companies';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { signedInUser } from './accounts';
import { uploadedFile } from './uploads';
import { callOk, type Caller } from './call';

/** The smallest PDF the check takes (its bytes start `%PDF-`). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows executable's first bytes (`MZ`), as a file renamed to `.pdf` would carry them. */
export const EXECUTABLE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(200, 0x41)]);

/** A company account owning a published company on `plan`, mailed in `locale`. */
export async function certificateOwner(plan: SubscriptionPackage = 'premium', locale: Locale = 'en') {
  const profile = companyProfileFixture({ plan });
  const account = await signedInUser({ role: 'company', company_id: profile.id, locale });
  await putApprovedCompany({ ...profile, owner_id: account.user.id }, companyContentFixture());
  return { ...account, companyId: profile.id, locale };
}
export type CertificateOwner = Awaited<ReturnType<typeof certificateOwner>>;

/** Asks for a ticket of a certificate document and uploads `file` with it, as the browser does; answers the key. */
export const uploadedDocument = (caller: Caller, file: Buffer, contentType = 'application/pdf'): Promise<string> =>
  uploadedFile(caller, 'certificate_document', file, contentType);

/** A checked document of the owner's company; answers its id. */
export async function keptDocument(owner: Caller, kind: DocumentKind = 'register_extract'): Promise<string> {
  const key = await uploadedDocument(owner, PDF);
  return (await callOk(uploadCertificateDocument, { body: { key, kind, name: `${kind}.pdf` } }, owner)).data.id;
}

/** A complete application's fields naming `documents`. */
export const applicationFields = (documents: string[]) => ({
  country_id: 'UA',
  legal_form_id: 'llc' as const,
  company_name: 'Міграційний центр «Ґрунт»',
  legal_name: 'ТОВ «Ґрунт»',
  register_number: '12345678',
  address: 'Kyiv, Khreshchatyk 1',
  activity_type: 'immigration_consulting' as const,
  contact_person: 'Olena Kovalenko',
  contact_phone: '+380 44 123 4567',
  contact_email: 'olena@example.com',
  filler_name: '',
  legal_chart: true,
  thanks_letters: false,
  social_activity: true,
  experience_exchange: false,
  documents,
});

/** The owner's application with a register extract, sent to staff; answers its id. */
export async function sentApplication(owner: Caller): Promise<string> {
  const body = { ...applicationFields([await keptDocument(owner)]), submit: true };
  return (await callOk(createCertificateApplication, { body }, owner)).data.id;
}

/** A sent application of `owner`'s approved by `staff`; answers its id and certificate. */
export async function approvedApplication(owner: Caller, staff: Caller) {
  const id = await sentApplication(owner);
  const { data } = await callOk(approveCertificate, { params: { id }, body: { comment: '' } }, staff);
  return { id, certificate: data };
}
