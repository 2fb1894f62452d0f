import { atom, type ReadableAtom } from 'nanostores';
import { certificatePdf, deliverCertificate, getCertificateApplication } from '@migralink/shared/api/certificates';
import type { Locale } from '@migralink/shared/locales';
import { MAX_DELIVERY_ADDRESSES, type CertificateApplication } from '@migralink/shared/schemas/certificates';
import { callChecked } from '@/api/checked';
import { fetchApiFile } from '@/api/file';
import { checkEmail } from '@/kit/checks';
import { saveFile } from '@/kit/download';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { createRequest } from '@/kit/request';

/** The addresses a certificate is mailed to, one field each (at most `MAX_DELIVERY_ADDRESSES`). */
export interface DeliveryValues {
  readonly emails: readonly string[];
}

export interface CertificateOptions {
  readonly onSessionExpired: () => void;
  /** Saves the PDF (the browser's download; a test's spy). */
  readonly save?: (file: Blob, filename: string) => void;
}

/** The name the certificate's PDF is saved under (as the API names it). */
export const pdfName = (id: string) => `Certificate-${id}.pdf`;

const filledEmails = (emails: readonly string[]) => emails.map((email) => email.trim()).filter(Boolean);

/**
 * One application or certificate of the company (docs/product.md, "Certificates"): its state, history,
 * documents and certificate; the certificate's PDF fetched with the session's token and saved as
 * `Certificate-{id}.pdf`; and its delivery by mail to at most 5 addresses (202: how many were sent).
 */
export function createCertificate({ onSessionExpired, save = saveFile }: CertificateOptions) {
  const application = createLoader<CertificateApplication>({ onSessionExpired });
  const pdf = createRequest<never>({ fields: [], onSessionExpired });
  const delivery = createForm<DeliveryValues>({
    initial: { emails: [''] },
    checks: {
      emails: (emails) =>
        filledEmails(emails).length === 0
          ? { key: 'errors.field.required' }
          : filledEmails(emails)
              .map(checkEmail)
              .find((problem) => problem !== undefined),
    },
    onSessionExpired,
  });
  const $sent = atom<number | null>(null);
  let id = '';

  return {
    application,
    pdf,
    delivery,
    /** How many addresses the last delivery was sent to (null: none sent yet). */
    $sent: $sent as ReadableAtom<number | null>,
    start(applicationId: string): Promise<void> {
      id = applicationId;
      return application.load(async () => (await callChecked(getCertificateApplication, { params: { id } })).data);
    },
    retry: () => application.retry(),
    downloadPdf: () =>
      pdf.run(async () => {
        const response = await fetchApiFile(certificatePdf, { params: { id } });
        save(await response.blob(), pdfName(id));
      }),
    addAddress(): void {
      const { emails } = delivery.$values.get();
      if (emails.length < MAX_DELIVERY_ADDRESSES) delivery.set('emails', [...emails, '']);
    },
    setAddress(index: number, value: string): void {
      delivery.set(
        'emails',
        delivery.$values.get().emails.map((email, at) => (at === index ? value : email)),
      );
    },
    removeAddress(index: number): void {
      const emails = delivery.$values.get().emails.filter((_, at) => at !== index);
      delivery.set('emails', emails.length ? emails : ['']);
    },
    /** Mails the PDF in the reader's language; then the fields are emptied and the count is told. */
    async deliver(locale: Locale): Promise<boolean> {
      $sent.set(null);
      const sent = await delivery.submit(async ({ emails }) => {
        const body = { emails: [...new Set(filledEmails(emails))], locale };
        const { data } = await callChecked(deliverCertificate, { params: { id }, body });
        $sent.set(data.sent);
      });
      if (sent) {
        delivery.assign({ emails: [''] });
        delivery.request.reset();
      }
      return sent;
    },
  };
}

export type Certificate = ReturnType<typeof createCertificate>;
