import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { getProfile } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import type { Profile, Session } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $auth, displayName, signIn, signOut, updateUser } from '@/stores/auth';
import { accountUrl, loginUrl } from '@/urls/account-paths';
import type { ProfileMessages } from '../messages';
import { describeError, isAnswered, problemText, type Problem } from '@/kit/problems';
import { FormStatus, RetryAlert } from '@/kit/fields';
import { AvatarPicker } from './AvatarPicker';
import { DetailsForm, type LanguageOption } from './DetailsForm';
import { PasswordForm } from './PasswordForm';
import { VerifyBanner } from './VerifyBanner';
import '../account.css';

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly profile: Profile }
  | { readonly status: 'failed'; readonly problem: Problem | undefined };

export interface ProfileAppProps {
  readonly locale: Locale;
  readonly messages: ProfileMessages;
  /** Each language by its own name, for the language choice. */
  readonly languages: readonly LanguageOption[];
}

const here = () => window.location.pathname + window.location.search;

/**
 * The signed-in user's profile. Without a token it sends the visitor to sign in
 * and come back. The profile is loaded fresh each visit, starting from an empty
 * state (spec §4); when the API answers with a failure the user is signed out
 * (spec §4, §8). When no answer came at all (offline), the session is kept and
 * the load can be retried.
 */
export default function ProfileApp({ locale, messages, languages }: ProfileAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Set when this page itself signs out and navigates, so the store listener below does not navigate too.
  const leaving = useRef(false);

  const leave = useCallback((to: string) => {
    leaving.current = true;
    signOut();
    window.location.replace(to);
  }, []);
  const toLogin = useCallback(() => leave(loginUrl(locale, here())), [leave, locale]);

  useEffect(() => {
    if (!$auth.get().token) {
      window.location.replace(loginUrl(locale, here()));
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    callChecked(getProfile, {})
      .then(({ data }) => current && setLoad({ status: 'ready', profile: data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isAnswered(error)) toLogin();
        else setLoad({ status: 'failed', problem: describeError(error, { fields: [] }).general });
      });
    return () => {
      current = false;
    };
  }, [attempt, locale, toLogin]);

  // The store follows the page's profile (the header shows the new name or photo at once).
  useEffect(() => {
    if (load.status === 'ready') updateUser(load.profile);
  }, [load]);

  // Signed out elsewhere (the header, another tab): there is nothing left to show here.
  useEffect(
    () =>
      $auth.listen((state) => {
        if (!state.token && !leaving.current) window.location.replace(`/${locale}/`);
      }),
    [locale],
  );

  const setProfile = useCallback((profile: Profile) => setLoad({ status: 'ready', profile }), []);
  const patchProfile = useCallback(
    (patch: Partial<Profile>) =>
      setLoad((current) =>
        current.status === 'ready' ? { ...current, profile: { ...current.profile, ...patch } } : current,
      ),
    [],
  );
  const onPasswordChanged = useCallback(
    (session: Session) => {
      signIn(session);
      setProfile(session.user);
    },
    [setProfile],
  );
  const onProfileSaved = useCallback(
    (profile: Profile) => {
      setProfile(profile);
      // The account is shown in the language the user chose.
      if (profile.language !== locale) window.location.assign(accountUrl(profile.language, 'profile'));
    },
    [locale, setProfile],
  );

  if (load.status === 'loading') {
    return (
      <div className="profile profile--loading" aria-busy="true">
        <FormStatus>{t('profile.loading')}</FormStatus>
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="profile">
        <RetryAlert
          message={problemText(t, load.problem)}
          retryLabel={t('common.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </div>
    );
  }

  const { profile } = load;
  return (
    <div className="profile">
      {!profile.email_verified && <VerifyBanner email={profile.email} t={t} onSessionExpired={toLogin} />}
      <section className="profile-card profile-summary" aria-label={displayName(profile)}>
        <AvatarPicker
          profile={profile}
          t={t}
          onUploaded={(avatar) => patchProfile({ avatar })}
          onSessionExpired={toLogin}
        />
        <div className="profile-summary__about">
          <p className="profile-summary__name">{displayName(profile)}</p>
          <p className="profile-summary__email">{profile.email}</p>
          <dl className="profile-summary__facts">
            <div>
              <dt>{t('profile.account_type')}</dt>
              <dd>{t(`profile.role.${profile.role}`)}</dd>
            </div>
          </dl>
          <MemberSince profile={profile} locale={locale} t={t} />
        </div>
        <button
          type="button"
          className="account-button account-button--quiet profile-summary__sign-out"
          onClick={() => leave(`/${locale}/`)}
        >
          {t('common.sign_out')}
        </button>
      </section>
      <ProfileSection title={t('profile.details.title')}>
        <DetailsForm
          profile={profile}
          t={t}
          languages={languages}
          onSaved={onProfileSaved}
          onSessionExpired={toLogin}
        />
      </ProfileSection>
      <ProfileSection title={t('profile.password.title')}>
        <PasswordForm t={t} email={profile.email} onChanged={onPasswordChanged} onSessionExpired={toLogin} />
      </ProfileSection>
    </div>
  );
}

function ProfileSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MemberSince({
  profile,
  locale,
  t,
}: {
  readonly profile: Profile;
  readonly locale: Locale;
  readonly t: (key: 'profile.member_since', params: { date: string }) => string;
}) {
  const date = new Date(profile.registered_at);
  if (Number.isNaN(date.getTime())) return null;
  const formatted = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  return <p className="profile-summary__since">{t('profile.member_since', { date: formatted })}</p>;
}
