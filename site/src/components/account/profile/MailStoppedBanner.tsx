import { useId } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Profile } from '@migralink/shared/schemas/auth';
import { dateText, viewerZone } from '@/i18n/dates';
import type { ProfilePartProps } from './profile-store';

export type MailStoppedBannerProps = Pick<ProfilePartProps, 't'> & {
  readonly email: string;
  readonly stopped: NonNullable<Profile['mail_stopped']>;
  readonly locale: Locale;
};

/** The platform no longer mails this address: why (a bounce or a complaint), and since when. */
export function MailStoppedBanner({ email, stopped, locale, t }: MailStoppedBannerProps) {
  const titleId = useId();
  const date = dateText(stopped.since, locale, viewerZone(), 'long');
  return (
    <section className="profile-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-banner__title">
        {t('profile.mail_stopped.title')}
      </h2>
      <p>{t(`profile.mail_stopped.${stopped.reason}`, { email, date })}</p>
    </section>
  );
}
