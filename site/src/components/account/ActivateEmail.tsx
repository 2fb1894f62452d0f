import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { queryParam, useIsland } from '@/kit/react';
import { accountUrl, loginUrl } from '@/urls/account-paths';
import { createActivation } from './activate-store';
import type { ActivateMessages } from './messages';
import { LoadFailed, Loading } from '@/kit/load-state';
import { Outcome } from './outcome';
import './account.css';

export interface ActivateEmailProps {
  readonly locale: Locale;
  readonly messages: ActivateMessages;
}

/**
 * The activation mail's landing (`/activate/?code=…`): confirms the address with
 * the code, which also signs the user in; or explains that the link is spent and
 * how to get a new one. A failure that is not about the code can be retried.
 */
export default function ActivateEmail({ locale, messages }: ActivateEmailProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const activation = useIsland(createActivation);
  const state = useStore(activation.$state);
  useEffect(() => void activation.start(queryParam('code')), [activation]);

  if (state.status === 'loading') return <Loading text={t('activate.working')} className="account-result" />;
  if (state.status === 'failed')
    return <LoadFailed error={state.error} t={t} onRetry={() => void activation.retry()} className="account-result" />;
  const profile = accountUrl(locale, 'profile');
  if (state.data.status === 'activated') {
    return (
      <Outcome tone="success" title={t('activate.success_title')} href={profile} action={t('activate.go_profile')}>
        <p>{t('activate.success', { name: state.data.name })}</p>
      </Outcome>
    );
  }
  const { signedIn } = state.data;
  if (state.data.status === 'already_confirmed') {
    return (
      <Outcome
        tone="success"
        title={t('activate.already_title')}
        href={signedIn ? profile : loginUrl(locale, profile)}
        action={t(signedIn ? 'activate.go_profile' : 'activate.sign_in')}
      >
        <p>{t('activate.already')}</p>
      </Outcome>
    );
  }
  return (
    <Outcome
      tone="error"
      title={t('activate.invalid_title')}
      href={signedIn ? profile : loginUrl(locale, profile)}
      action={t(signedIn ? 'activate.go_profile' : 'activate.sign_in')}
    >
      <p>{t('activate.invalid')}</p>
      <p>{t(signedIn ? 'activate.next_signed_in' : 'activate.next_signed_out')}</p>
    </Outcome>
  );
}
