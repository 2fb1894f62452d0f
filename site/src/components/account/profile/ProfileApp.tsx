import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/react';
import type { ProfileMessages } from '../messages';
import { LoadFailed, Loading } from '@/kit/load-state';
import type { LanguageOption } from './DetailsForm';
import { ProfileScreen } from './ProfileScreen';
import { createProfile } from './profile-store';
import '../account.css';

export interface ProfileAppProps {
  readonly locale: Locale;
  readonly messages: ProfileMessages;
  /** Each language by its own name, for the language choice. */
  readonly languages: readonly LanguageOption[];
}

/**
 * The signed-in user's profile. Without a token it sends the visitor to sign in
 * and come back. The profile is loaded fresh each visit, starting from an empty
 * state (docs/product.md, "Profile"); when the API answers with a failure the user is signed out
 * (docs/product.md, "Errors"). When no answer came at all (offline), the session is kept and
 * the load can be retried.
 */
export default function ProfileApp({ locale, messages, languages }: ProfileAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() =>
    createProfile({
      locale,
      go: (url) => window.location.assign(url),
      replace: (url) => window.location.replace(url),
      here: () => window.location.pathname + window.location.search,
    }),
  );
  const state = useStore(store.$profile);
  useEffect(() => void store.load(), [store]);
  useEffect(() => store.followSignOut(), [store]);

  if (state.status === 'loading') return <Loading text={t('profile.loading')} className="profile profile--loading" />;
  if (state.status === 'failed') {
    return <LoadFailed error={state.error} t={t} onRetry={() => void store.retry()} className="profile" />;
  }
  return <ProfileScreen profile={state.data} store={store} t={t} locale={locale} languages={languages} />;
}
