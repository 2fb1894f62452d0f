import { atom, type ReadableAtom } from 'nanostores';
import {
  createCertificateApplication,
  updateCertificateApplication,
} from '@migralink/shared/api/certificate-application';
import { certificateInitRoute, getCertificateApplication } from '@migralink/shared/api/certificates';
import {
  MAX_DOCUMENTS,
  type CertificateApplication,
  type CertificateInit,
  type DocumentKind,
} from '@migralink/shared/schemas/certificates';
import { callChecked } from '@/api/checked';
import { checkDocument } from '@/kit/checks';
import { createForm, validate } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { createRequest } from '@/kit/request';
import {
  APPLICATION_CHECKS,
  EMPTY_APPLICATION,
  fieldsOf,
  missingDocument,
  valuesOf,
  type ApplicationValues,
} from './application-values';
import { uploadDocument } from './document-upload';

/** What the form stands on: its choices, and the application it continues (none: a new one). */
export interface ApplicationScreen {
  readonly init: CertificateInit;
  readonly application: CertificateApplication | null;
}

export interface ApplicationFormOptions {
  readonly onSessionExpired: () => void;
  /** Puts the saved application's id into the address (`?id=`), so a reload continues it. */
  readonly remember: (id: string) => void;
  /** Sent to staff: the application's own page. */
  readonly toApplication: (id: string) => void;
  readonly upload?: typeof uploadDocument;
}

/**
 * The certificate application form's store (docs/product.md, "Certificates"): the init's choices and, with
 * `?id=` (or the company's open application), the application to continue; the documents uploaded one at a
 * time; "Save draft" (stays here, the address gets `?id=`) and "Send to staff" (the application's page).
 * The API's 422 messages are shown at their fields; an application that cannot be changed is shown read-only.
 */
export function createApplicationForm({
  onSessionExpired,
  remember,
  toApplication,
  upload = uploadDocument,
}: ApplicationFormOptions) {
  const screen = createLoader<ApplicationScreen>({ onSessionExpired });
  const form = createForm<ApplicationValues>({
    initial: EMPTY_APPLICATION,
    checks: APPLICATION_CHECKS,
    onSessionExpired,
  });
  const uploading = createRequest<never>({ fields: [], onSessionExpired });
  const $kind = atom<DocumentKind>('register_extract');
  const $saved = atom(false);
  const $sending = atom<'draft' | 'submit' | null>(null);

  async function load(id: string | null): Promise<ApplicationScreen> {
    const { data: init } = await callChecked(certificateInitRoute, {});
    const open = id ?? init.open_application;
    if (!open) return { init, application: null };
    const { data: application } = await callChecked(getCertificateApplication, { params: { id: open } });
    if (!id) remember(open);
    form.assign(valuesOf(application));
    return { init, application };
  }

  function current(): ApplicationScreen | undefined {
    const state = screen.$state.get();
    return state.status === 'ready' ? state.data : undefined;
  }

  async function save(submit: boolean): Promise<boolean> {
    const loaded = current();
    if (!loaded) return false;
    const missing = submit ? missingDocument(loaded.init.documents, form.$values.get().documents) : undefined;
    if (missing) {
      // Told together with what the fields' own checks find, so one try shows everything to mend.
      const { fields } = validate(form.$values.get(), APPLICATION_CHECKS);
      form.request.reject({
        fields: { ...fields, documents: { key: 'errors.field.document_missing', params: { name: missing } } },
      });
      return false;
    }
    $saved.set(false);
    $sending.set(submit ? 'submit' : 'draft');
    const id = loaded.application?.id;
    const sent = await form.submit(async (values) => {
      const body = { ...fieldsOf(values), submit };
      const { data } = id
        ? await callChecked(updateCertificateApplication, { body: { id, ...body } })
        : await callChecked(createCertificateApplication, { body });
      screen.set({ init: loaded.init, application: data });
    });
    $sending.set(null);
    const saved = current()?.application;
    if (!sent || !saved) return false;
    if (submit) toApplication(saved.id);
    else {
      remember(saved.id);
      form.request.reset();
      $saved.set(true);
    }
    return true;
  }

  return {
    screen,
    form,
    /** The upload of the document being added: its phase and problem. */
    uploading,
    /** The kind of the next document. */
    $kind: $kind as ReadableAtom<DocumentKind>,
    /** A draft was just saved (cleared by the next save). */
    $saved: $saved as ReadableAtom<boolean>,
    /** Which button's request runs. */
    $sending: $sending as ReadableAtom<'draft' | 'submit' | null>,
    /** Loads the choices and the application `id` names (else the open one, else none). */
    start: (id: string | null) => screen.load(() => load(id)),
    retry: () => screen.retry(),
    chooseKind: (kind: DocumentKind) => $kind.set(kind),
    /** Uploads a chosen file as a document of the kind chosen; a type the upload refuses is told before any call. */
    addDocument(file: File): Promise<boolean> {
      const documents = form.$values.get().documents;
      if (uploading.$state.get().phase === 'loading' || documents.length >= MAX_DOCUMENTS)
        return Promise.resolve(false);
      const wrongType = checkDocument(file);
      if (wrongType) {
        uploading.reject({ general: wrongType, fields: {} });
        return Promise.resolve(false);
      }
      return uploading.run(async () => {
        const document = await upload(file, $kind.get());
        form.set('documents', [...form.$values.get().documents, document]);
      });
    },
    removeDocument: (id: string) =>
      form.set(
        'documents',
        form.$values.get().documents.filter((document) => document.id !== id),
      ),
    saveDraft: () => save(false),
    send: () => save(true),
  };
}

export type ApplicationForm = ReturnType<typeof createApplicationForm>;
