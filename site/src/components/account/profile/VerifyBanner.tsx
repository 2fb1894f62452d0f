import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import type { ProfilePartProps } from './profile-store';

export type VerifyBannerProps = ProfilePartProps & { readonly email: string };

/** The e-mail is not confirmed yet: say so, and offer to send the activation mail again. */
export function VerifyBanner({ store, email, t }: VerifyBannerProps) {
  const titleId = useId();
  const state = useStore(store.activation.$state);
  const busy = state.phase === 'loading';

  return (
    <section className="profile-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-banner__title">
        {t('profile.unverified.title')}
      </h2>
      <p>{t('profile.unverified.text', { email })}</p>
      {state.phase === 'done' ? (
        <FormStatus tone="success">{t('login.activation_sent', { email })}</FormStatus>
      ) : (
        <button
          type="button"
          className="account-button account-button--secondary"
          disabled={busy}
          onClick={() => void store.resendActivation()}
        >
          {t(busy ? 'profile.unverified.sending' : 'profile.unverified.resend')}
        </button>
      )}
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
    </section>
  );
}
