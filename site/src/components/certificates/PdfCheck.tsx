import { useStore } from '@nanostores/react';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import type { Translate } from '@/i18n/format';
import type { PdfOutcome } from './credential-check';
import type { CertificatePageKey } from './messages';
import '@/kit/button.css';
import type { CertificateVerificationStore, PdfCheckState } from './verification-store';

type T = Translate<CertificatePageKey>;

/** How each outcome reads: the PDF proves the certificate, proves it no longer holds, or proves nothing. */
const TONE: Readonly<Record<PdfOutcome, 'good' | 'warning' | 'bad'>> = {
  valid: 'good',
  expired: 'warning',
  revoked: 'warning',
  other_certificate: 'bad',
  not_signed: 'bad',
  no_credential: 'bad',
};

/**
 * "Verify a PDF": the visitor drops the certificate's PDF on the zone or picks it (the zone is the file
 * field's label, so a keyboard reaches it); the browser checks it and says what it proves. Nothing is uploaded.
 */
export function PdfCheck({ store, t }: { readonly store: CertificateVerificationStore; readonly t: T }) {
  const [over, setOver] = useState(false);
  const pdf = useStore(store.$pdf);
  const check = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void store.checkPdf(file);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    check(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(true);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    check(event.target.files);
    event.target.value = '';
  };
  return (
    <section className="certificate__card certificate-pdf" aria-labelledby="certificate-pdf">
      <h2 id="certificate-pdf">{t('certificate_page.pdf_title')}</h2>
      <p>{t('certificate_page.pdf_lead')}</p>
      <label
        className={over ? 'certificate-pdf__zone certificate-pdf__zone--over' : 'certificate-pdf__zone'}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span className="certificate-pdf__drop">{t('certificate_page.pdf_drop')}</span>
        <span className="account-button account-button--primary certificate-pdf__choose">
          {t('certificate_page.pdf_choose')}
        </span>
        <input className="visually-hidden" type="file" accept="application/pdf,.pdf" onChange={onPick} />
      </label>
      <PdfResult state={pdf} t={t} />
    </section>
  );
}

/** What the last file proved, announced when it changes. */
function PdfResult({ state, t }: { readonly state: PdfCheckState; readonly t: T }) {
  let text = '';
  let tone = '';
  if (state.status === 'checking') text = t('certificate_page.pdf_checking', { file: state.file });
  if (state.status === 'failed') {
    text = `${t('certificate_page.pdf_failed', { file: state.file })}${state.network ? ` ${t('errors.network')}` : ''}`;
    tone = 'bad';
  }
  if (state.status === 'checked') {
    text = t(`certificate_page.pdf.${state.outcome}`, { file: state.file });
    tone = TONE[state.outcome];
  }
  return (
    <p
      role="status"
      className={tone ? `certificate-pdf__result certificate-pdf__result--${tone}` : 'certificate-pdf__result'}
      data-outcome={state.status === 'checked' ? state.outcome : state.status}
    >
      {text}
    </p>
  );
}
