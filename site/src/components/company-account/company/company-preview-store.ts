import { atom } from 'nanostores';
import { listCompanyServices } from '@migralink/shared/api/catalogue';
import { previewCompany } from '@migralink/shared/api/company-account';
import { listAccountServices } from '@migralink/shared/api/service-account';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { authToken } from '@/stores/auth';

export interface Preview {
  readonly company: CompanyPage;
  readonly services: readonly ServiceSummary[];
  /** The company's services visitors do not see (waiting for moderation, not published): not on the page. */
  readonly notPublic: number;
}

/** The public services of the company, when it has any public: the preview shows them as its page would. */
async function publicServices(uuid: string): Promise<readonly ServiceSummary[]> {
  try {
    return (await callChecked(listCompanyServices, { params: { uuid } })).data;
  } catch {
    return [];
  }
}

/**
 * The preview in a language; null when there is no company yet (404). The
 * public services are asked for only when one of the company's services is
 * published (before, the public list does not exist); the others are counted.
 */
async function loadPreview(language: Locale): Promise<Preview | null> {
  try {
    const [{ data }, own] = await Promise.all([
      callChecked(previewCompany, { query: { locale: language } }),
      callChecked(listAccountServices, {}),
    ]);
    const services = own.data.some((service) => service.published) ? await publicServices(data.uuid) : [];
    return { company: data, services, notPublic: own.data.length - services.length };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface CompanyPreviewOptions {
  /** The page's language: shown until the island knows the edited one. */
  readonly locale: Locale;
  /** Leads to sign-in: no session, or the API no longer accepts it. */
  readonly toSignIn: () => void;
}

/**
 * The company preview's store: the draft (else the approved version) in the
 * edited language as its public page shows it, with the company's public
 * services; null when no company exists yet.
 */
export function createCompanyPreview({ locale, toSignIn }: CompanyPreviewOptions) {
  const loader = createLoader<Preview | null>({ onSessionExpired: toSignIn });
  /** The language previewed. */
  const $language = atom<Locale>(locale);

  /** Loads the preview in a language (`?locale=` of the address, else the page's); without a session, sign-in. */
  function start(language: Locale): Promise<void> {
    if (!authToken()) {
      toSignIn();
      return Promise.resolve();
    }
    $language.set(language);
    return loader.load(() => loadPreview(language));
  }

  return { loader, $language, start, retry: loader.retry, cancel: loader.cancel };
}

export type CompanyPreviewStore = ReturnType<typeof createCompanyPreview>;
