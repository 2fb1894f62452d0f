import { atom, computed } from 'nanostores';
import { CERTIFICATE_VERIFICATION } from '@migralink/shared/api/page-endpoints';
import type { verifyCertificate } from '@migralink/shared/api/certificates';
import { certificateAddress, certificateNumberOf } from '@migralink/shared/certificate-pages';
import { ApiError } from '@migralink/shared/client';
import type { CertificateVerification } from '@migralink/shared/schemas/certificates';
import { isAnswered } from '@/api/answers';
import { callApi } from '@/api/client';
import { createLoader } from '@/kit/load';
import type { PdfChecker, PdfOutcome } from './credential-check';

/** What the page says of the number in its address. */
export type CertificateState =
  | { readonly status: 'loading' }
  | { readonly status: 'not_found'; readonly asked: string }
  | { readonly status: 'failed'; readonly network: boolean }
  | { readonly status: 'done'; readonly certificate: CertificateVerification };

/** Where the check of a dropped PDF stands. */
export type PdfCheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly file: string }
  | { readonly status: 'checked'; readonly file: string; readonly outcome: PdfOutcome }
  | { readonly status: 'failed'; readonly file: string; readonly network: boolean };

export interface VerificationOptions {
  /** The code that reads PDFs and checks signatures: loaded on the first file only (a chunk of its own). */
  readonly loadPdfChecker?: () => Promise<PdfChecker>;
}

/** A file the visitor dropped or picked. */
export interface DroppedFile {
  readonly name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const loadChecker = () => import('./pdf-check').then((module) => module.checkPdf);
/** 404, or a number the API refuses (422): no certificate has it. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

/**
 * The certificate page (`/{locale}/certificates/{number}/`, docs/product.md, "Certificates"): the certificate
 * its address names, as the API says it is today (`GET /v1/certificates/{number}`, called by endpoint: the page
 * only shows it), and the check of a certificate's PDF the visitor drops, done in the browser.
 */
export function createCertificateVerification({ loadPdfChecker = loadChecker }: VerificationOptions = {}) {
  const loader = createLoader<CertificateVerification>();
  /** What the address has where the number goes, once read; a malformed one is not found without a call. */
  const $asked = atom<{ text: string; number: string | undefined } | undefined>(undefined);
  const $pdf = atom<PdfCheckState>({ status: 'idle' });
  let checker: Promise<PdfChecker> | undefined;

  const $state = computed([$asked, loader.$state], (asked, state): CertificateState => {
    if (!asked) return { status: 'loading' };
    if (!asked.number) return { status: 'not_found', asked: asked.text };
    if (state.status === 'ready') return { status: 'done', certificate: state.data };
    if (state.status === 'loading') return { status: 'loading' };
    if (isNotFound(state.error)) return { status: 'not_found', asked: asked.number };
    return { status: 'failed', network: !isAnswered(state.error) };
  });

  async function checkFile(file: DroppedFile): Promise<void> {
    const state = $state.get();
    if (state.status !== 'done') return;
    const { number, status } = state.certificate;
    $pdf.set({ status: 'checking', file: file.name });
    try {
      checker ??= loadPdfChecker();
      const check = await checker;
      const outcome = await check(new Uint8Array(await file.arrayBuffer()), { number, status });
      if (isCurrent(file)) $pdf.set({ status: 'checked', file: file.name, outcome });
    } catch (error) {
      checker = undefined;
      if (isCurrent(file)) $pdf.set({ status: 'failed', file: file.name, network: !isAnswered(error) });
    }
  }
  /** A later file replaces the check of an earlier one. */
  let lastFile: DroppedFile | undefined;
  const isCurrent = (file: DroppedFile) => lastFile === file;

  return {
    $state,
    $pdf,
    /** Loads the certificate the address names (`location.pathname`). */
    open(pathname: string): Promise<void> {
      const text = certificateAddress(pathname)?.segment ?? '';
      const number = certificateNumberOf(text);
      $asked.set({ text, number });
      if (!number) return Promise.resolve();
      return loader.load(
        async () => (await callApi<typeof verifyCertificate>(CERTIFICATE_VERIFICATION, { params: { number } })).data,
      );
    },
    retry: () => loader.retry(),
    /** Checks a dropped or picked PDF against the certificate shown. */
    checkPdf(file: DroppedFile): Promise<void> {
      lastFile = file;
      return checkFile(file);
    },
    /** Forgets the last check (the visitor chooses another file). */
    clearPdf: () => {
      lastFile = undefined;
      $pdf.set({ status: 'idle' });
    },
    dispose: () => loader.cancel(),
  };
}

export type CertificateVerificationStore = ReturnType<typeof createCertificateVerification>;
