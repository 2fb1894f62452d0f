import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { MAILING_CONSENT } from '@migralink/shared/mailing-consent';
import { MAILING_TOPICS } from '@migralink/shared/schemas/mailing';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { CheckField } from '@/kit/choices';
import { LoadFailed, Loading } from '@/kit/load-state';
import { problemText } from '@/kit/problems';
import { useIsland } from '@/kit/react';
import type { ProfileKey } from '../messages';
import { createMailingSwitches } from './mailing-switches-store';

/**
 * The account's newsletters in the page's language, on or off, saved at once. An address not confirmed yet
 * may switch lists off, not on (the note says how to confirm it). The statement agreed to is shown beside.
 */
export function MailingSwitchesForm({
  locale,
  email,
  onSessionExpired,
  t,
}: {
  readonly locale: Locale;
  readonly email: string;
  readonly onSessionExpired: () => void;
  readonly t: Translate<ProfileKey>;
}) {
  const store = useIsland(() => createMailingSwitches(locale, { onSessionExpired }));
  const load = useStore(store.loader.$state);
  const topics = useStore(store.$topics);
  const save = useStore(store.save.$state);
  useEffect(() => void store.load(), [store]);

  if (load.status === 'loading') return <Loading text={t('profile.mailing.loading')} />;
  if (load.status === 'failed') return <LoadFailed error={load.error} t={t} onRetry={() => void store.load()} />;
  const confirmed = load.data.email_confirmed;
  return (
    <form
      className="account-form"
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
    >
      <p>{t('profile.mailing.lead', { email })}</p>
      {!confirmed && <p className="account-field__hint">{t('profile.mailing.unconfirmed')}</p>}
      <fieldset className="account-form">
        <legend className="visually-hidden">{t('profile.mailing.title')}</legend>
        {MAILING_TOPICS.map((topic) => (
          <CheckField
            key={topic}
            name={`mailing-${topic}`}
            label={t(`mailing.topic.${topic}`)}
            checked={topics.includes(topic)}
            onChange={(on) => (confirmed || !on) && store.toggle(topic, on)}
          />
        ))}
      </fieldset>
      <p className="account-field__hint">{MAILING_CONSENT[locale]}</p>
      {save.phase === 'failed' && <FormAlert>{problemText(t, save.problems.general)}</FormAlert>}
      {save.phase === 'done' && <FormStatus tone="success">{t('profile.mailing.saved')}</FormStatus>}
      <div className="account-form__actions">
        <SubmitButton
          busy={save.phase === 'loading'}
          label={t('profile.mailing.save')}
          busyLabel={t('profile.mailing.saving')}
        />
      </div>
    </form>
  );
}
