import { useId } from 'react';
import { sendActivationEmail } from '@migralink/shared/api/accounts';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import type { ProfileKey } from '../messages';
import { problemText } from '@/kit/problems';
import { FormAlert, FormStatus } from '@/kit/fields';
import { useRequest } from '@/kit/react';

export interface VerifyBannerProps {
  readonly email: string;
  readonly t: Translate<ProfileKey>;
  readonly onSessionExpired: () => void;
}

/** The e-mail is not confirmed yet: say so, and offer to send the activation mail again. */
export function VerifyBanner({ email, t, onSessionExpired }: VerifyBannerProps) {
  const titleId = useId();
  const { state, run } = useRequest({ fields: [], onSessionExpired });
  const busy = state.phase === 'loading';
  const resend = () => {
    if (!busy) void run(async () => void (await callChecked(sendActivationEmail, {})));
  };

  return (
    <section className="profile-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-banner__title">
        {t('profile.unverified.title')}
      </h2>
      <p>{t('profile.unverified.text', { email })}</p>
      {state.phase === 'done' ? (
        <FormStatus tone="success">{t('login.activation_sent', { email })}</FormStatus>
      ) : (
        <button type="button" className="account-button account-button--secondary" disabled={busy} onClick={resend}>
          {t(busy ? 'profile.unverified.sending' : 'profile.unverified.resend')}
        </button>
      )}
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
    </section>
  );
}
