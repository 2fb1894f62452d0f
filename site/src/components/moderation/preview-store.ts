import { atom, type ReadableAtom } from 'nanostores';
import { staffCompanyPreview, staffServicePreview } from '@migralink/shared/api/staff-preview';
import type { StaffCompanyPage } from '@migralink/shared/schemas/staff-preview';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { localeFromQuery } from '@/components/company-account/shared/paths';
import { createLoader } from '@/kit/load';
import { authToken } from '@/stores/auth';
import { moderationPreviewUrl, readPreviewAddress, type PreviewTarget } from './preview-address';

export type StaffPreviewPage =
  | { readonly kind: 'company'; readonly page: StaffCompanyPage }
  | { readonly kind: 'service'; readonly page: ServicePage };

/** The page in a language; null when the address names nothing, or nothing has that id (404). */
async function fetchPreview(target: PreviewTarget | undefined, language: Locale): Promise<StaffPreviewPage | null> {
  if (!target) return null;
  const input = { params: { uuid: target.uuid }, query: { locale: language } };
  try {
    return target.kind === 'company'
      ? { kind: 'company', page: (await callChecked(staffCompanyPreview, input)).data }
      : { kind: 'service', page: (await callChecked(staffServicePreview, input)).data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface StaffPreviewOptions {
  /** The page's language: the addresses, and the language previewed unless the address names another. */
  readonly locale: Locale;
  /** Replaces the current address (`history.replaceState`): the previewed language is kept in it. */
  readonly replace: (url: string) => void;
  /** Leads to sign-in: no session, or the API no longer accepts it. */
  readonly toSignIn: () => void;
}

export interface Shown {
  readonly target: PreviewTarget | undefined;
  readonly language: Locale;
}

/**
 * The staff preview's store (`/admin/moderation/preview/?kind=&uuid=&locale=`):
 * a company or service of any owner, its draft else its approved version, as
 * its public page would show it (GET /v1/admin/preview/{kind}/{uuid}); null
 * when there is none. Another language is loaded on the tabs and kept in the address.
 */
export function createStaffPreview({ locale, replace, toSignIn }: StaffPreviewOptions) {
  const loader = createLoader<StaffPreviewPage | null>({ onSessionExpired: toSignIn });
  const $shown = atom<Shown>({ target: undefined, language: locale });

  const load = () => {
    const { target, language } = $shown.get();
    return loader.load(() => fetchPreview(target, language));
  };

  return {
    loader,
    $shown: $shown as ReadableAtom<Shown>,
    /** Opens what the address names, in its language (`?locale=`, else the page's); without a session, sign-in. */
    start(search: string): Promise<void> {
      if (!authToken()) {
        toSignIn();
        return Promise.resolve();
      }
      $shown.set({ target: readPreviewAddress(search), language: localeFromQuery(search) ?? locale });
      return load();
    },
    /** Another language: loaded, and written into the address. */
    choose(language: Locale): Promise<void> {
      const { target } = $shown.get();
      $shown.set({ target, language });
      if (target) replace(moderationPreviewUrl(locale, target, language));
      return load();
    },
    retry: loader.retry,
    cancel: loader.cancel,
  };
}

export type StaffPreviewStore = ReturnType<typeof createStaffPreview>;
