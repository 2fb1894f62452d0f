import type {
  ApplicationFields,
  CertificateApplication,
  CertificateDocument,
} from '@migralink/shared/schemas/certificates';
import { PHONE_PATTERN } from '@migralink/shared/account-rules';
import { checkEmail, normalizePhone } from '@/kit/checks';
import type { FieldChecks } from '@/kit/form';
import type { Problem } from '@/kit/problems';

/** The form's values: the application's fields as typed, the documents as uploaded. */
export type ApplicationValues = {
  readonly [K in keyof Omit<ApplicationFields, 'documents'>]: ApplicationFields[K] extends boolean ? boolean : string;
} & { readonly documents: readonly CertificateDocument[] };

export type ApplicationField = keyof ApplicationValues & string;

/** The four statements an applicant makes (docs/product.md, "Certificates"), in the form's order. */
export const STATEMENTS = ['legal_chart', 'thanks_letters', 'social_activity', 'experience_exchange'] as const;

export const EMPTY_APPLICATION: ApplicationValues = {
  country_id: '',
  legal_form_id: '',
  company_name: '',
  legal_name: '',
  register_number: '',
  address: '',
  activity_type: '',
  contact_person: '',
  contact_phone: '',
  contact_email: '',
  filler_name: '',
  legal_chart: false,
  thanks_letters: false,
  social_activity: false,
  experience_exchange: false,
  documents: [],
};

/** An application as the form edits it. */
export const valuesOf = ({ fields }: CertificateApplication): ApplicationValues => ({ ...fields });

/** What the API is sent: the values trimmed, the phone as `+` and digits, the documents by id. */
export function fieldsOf(values: ApplicationValues): ApplicationFields {
  const text = (value: string) => value.trim();
  return {
    ...values,
    legal_form_id: values.legal_form_id as ApplicationFields['legal_form_id'],
    activity_type: values.activity_type as ApplicationFields['activity_type'],
    company_name: text(values.company_name),
    legal_name: text(values.legal_name),
    register_number: text(values.register_number),
    address: text(values.address),
    contact_person: text(values.contact_person),
    contact_phone: normalizePhone(values.contact_phone),
    contact_email: text(values.contact_email),
    filler_name: text(values.filler_name),
    documents: values.documents.map((document) => document.id),
  };
}

const REQUIRED: Problem = { key: 'errors.field.required' };
const filled = (value: string) => (value.trim() ? undefined : REQUIRED);
const choice = (value: string) => (value ? undefined : REQUIRED);

/** The browser's checks before saving (the API checks again; its messages are shown the same way). */
export const APPLICATION_CHECKS: FieldChecks<ApplicationValues> = {
  country_id: choice,
  legal_form_id: choice,
  activity_type: choice,
  company_name: filled,
  legal_name: filled,
  register_number: filled,
  address: filled,
  contact_person: filled,
  contact_phone: (value) =>
    filled(value) ?? (PHONE_PATTERN.test(normalizePhone(value)) ? undefined : { key: 'errors.field.phone' }),
  contact_email: checkEmail,
};

/** Before sending to staff: the first document asked for that the application lacks (its name), if any. */
export function missingDocument(
  asked: readonly { readonly id: string; readonly name: string; readonly required: boolean }[],
  documents: readonly Pick<CertificateDocument, 'kind'>[],
): string | undefined {
  return asked.find((kind) => kind.required && !documents.some((document) => document.kind === kind.id))?.name;
}
