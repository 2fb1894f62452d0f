import { useId, type ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Profile } from '@migralink/shared/schemas/auth';
import { dateText, viewerZone } from '@/i18n/dates';
import { displayName } from '@/stores/auth';
import { AvatarPicker } from './AvatarPicker';
import { DetailsForm, type LanguageOption } from './DetailsForm';
import { MailingSwitchesForm } from './MailingSwitchesForm';
import { MailStoppedBanner } from './MailStoppedBanner';
import { PasswordForm } from './PasswordForm';
import type { ProfilePartProps } from './profile-store';
import { VerifyBanner } from './VerifyBanner';

export type ProfileScreenProps = ProfilePartProps & {
  readonly profile: Profile;
  readonly locale: Locale;
  readonly languages: readonly LanguageOption[];
};

/** The loaded profile: the unverified-mail and stopped-mail banners, who the user is, their details, newsletters and password. */
export function ProfileScreen({ profile, store, t, locale, languages }: ProfileScreenProps) {
  return (
    <div className="profile">
      {!profile.email_verified && <VerifyBanner store={store} email={profile.email} t={t} />}
      {profile.mail_stopped && (
        <MailStoppedBanner email={profile.email} stopped={profile.mail_stopped} locale={locale} t={t} />
      )}
      <section className="profile-card profile-summary" aria-label={displayName(profile)}>
        <AvatarPicker store={store} profile={profile} t={t} />
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
          onClick={store.signOut}
        >
          {t('common.sign_out')}
        </button>
      </section>
      <ProfileSection title={t('profile.details.title')}>
        <DetailsForm store={store} t={t} languages={languages} />
      </ProfileSection>
      <ProfileSection title={t('profile.mailing.title')}>
        <MailingSwitchesForm locale={locale} email={profile.email} onSessionExpired={store.sessionExpired} t={t} />
      </ProfileSection>
      <ProfileSection title={t('profile.password.title')}>
        <PasswordForm store={store} t={t} email={profile.email} />
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
  if (Number.isNaN(new Date(profile.registered_at).getTime())) return null;
  const formatted = dateText(profile.registered_at, locale, viewerZone(), 'long');
  return <p className="profile-summary__since">{t('profile.member_since', { date: formatted })}</p>;
}
