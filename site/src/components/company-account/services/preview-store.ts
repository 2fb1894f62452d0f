import { atom } from 'nanostores';
import { previewService } from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { authToken } from '@/stores/auth';
import { localeFromQuery } from '../shared/paths';
import { isMissingService, readWizardLocation, servicePreviewUrl } from './service-navigation';

/** The preview in a language; null when there is no such service of the company (or no uuid at all). */
async function fetchPreview(uuid: string | undefined, language: Locale): Promise<ServicePage | null> {
  if (!uuid) return null;
  try {
    return (await callChecked(previewService, { params: { uuid }, query: { locale: language } })).data;
  } catch (error) {
    if (isMissingService(error)) return null;
    throw error;
  }
}

export interface ServicePreviewOptions {
  /** The page's language: the addresses, and the language previewed unless the address names another. */
  readonly locale: Locale;
  /** Replaces the current address (`history.replaceState`): the previewed language is kept in it. */
  readonly replace: (url: string) => void;
  /** Leads to sign-in: no session, or the API no longer accepts it. */
  readonly toSignIn: () => void;
}

/**
 * The service preview's store (`/admin/services/preview/?uuid=…&locale=…`): the
 * service's draft, else its approved version, in a language, as the public page
 * would show it (GET /v1/account/service/preview/{uuid}); null when the company
 * has no such service. Another language is loaded on the tabs and kept in the address.
 */
export function createServicePreview({ locale, replace, toSignIn }: ServicePreviewOptions) {
  const loader = createLoader<ServicePage | null>({ onSessionExpired: toSignIn });
  /** The service previewed (read from the address) and its language. */
  const $shown = atom<{ readonly uuid: string | undefined; readonly language: Locale }>({
    uuid: undefined,
    language: locale,
  });

  const load = () => {
    const { uuid, language } = $shown.get();
    return loader.load(() => fetchPreview(uuid, language));
  };

  /** Opens the service and language of the address (`?uuid=&locale=`); without a session, sign-in. */
  function start(search: string): Promise<void> {
    if (!authToken()) {
      toSignIn();
      return Promise.resolve();
    }
    $shown.set({ uuid: readWizardLocation(search).uuid, language: localeFromQuery(search) ?? locale });
    return load();
  }

  /** Another language: loaded, and written into the address. */
  function choose(language: Locale): Promise<void> {
    const { uuid } = $shown.get();
    $shown.set({ uuid, language });
    if (uuid) replace(servicePreviewUrl(locale, uuid, language));
    return load();
  }

  return { loader, $shown, start, choose, retry: loader.retry, cancel: loader.cancel };
}

export type ServicePreviewStore = ReturnType<typeof createServicePreview>;
