import { atom, type ReadableAtom } from 'nanostores';
import { getPartnerArea } from '@migralink/shared/api/partners';
import type { Locale } from '@migralink/shared/locales';
import { PARTNER_LINK_PARAM } from '@migralink/shared/partners';
import type { PartnerArea } from '@migralink/shared/schemas/partners';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { $auth } from '@/stores/auth';
import { loginUrl } from '@/urls/account-paths';

export interface PartnerAreaOptions {
  readonly locale: Locale;
  /** The site's origin (`location.origin`, read when shown: the island is rendered on the server too). */
  readonly origin: () => string;
  /** Leaves the page without keeping it in the history: `window.location.replace`. */
  readonly replace: (url: string) => void;
  /** The page's path and query, to come back to after signing in. */
  readonly here: () => string;
  /** Puts a text on the clipboard (`navigator.clipboard.writeText`). */
  readonly copy: (text: string) => Promise<void>;
}

/** What was copied last, or that copying failed. */
export type Copied = { readonly what: 'link' | 'code'; readonly ok: boolean } | undefined;

/** The partner's referral link: the home page in the page's language with their code (docs/product.md, "Partner programme"). */
export const referralLink = (origin: string, locale: Locale, code: string) =>
  `${origin}/${locale}/?${PARTNER_LINK_PARAM}=${encodeURIComponent(code)}`;

/**
 * The partner area: the code (made by the first load) and the newest months' counts, loaded fresh each visit;
 * without a session, sign-in and back. Copying the link or the code says whether it worked.
 */
export function createPartnerArea({ locale, origin, replace, here, copy }: PartnerAreaOptions) {
  const toLogin = () => replace(loginUrl(locale, here()));
  const area = createLoader<PartnerArea>({ onSessionExpired: toLogin });
  const $copied = atom<Copied>(undefined);

  return {
    area,
    $copied: $copied as ReadableAtom<Copied>,
    link: (code: string) => referralLink(origin(), locale, code),
    async load(): Promise<void> {
      if (!$auth.get().token) return toLogin();
      await area.load(async () => (await callChecked(getPartnerArea, {})).data);
    },
    retry: () => area.retry(),
    async copy(what: 'link' | 'code', text: string): Promise<void> {
      try {
        await copy(text);
        $copied.set({ what, ok: true });
      } catch {
        $copied.set({ what, ok: false });
      }
    },
  };
}

export type PartnerAreaStore = ReturnType<typeof createPartnerArea>;
