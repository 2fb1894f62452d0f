import { useEffect, useMemo, useRef, useState } from 'react';
import { activateEmail } from '@migralink/shared/api/accounts';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $auth, displayName, signIn } from '@/stores/auth';
import { accountUrl, loginUrl } from '@/urls/account-paths';
import type { ActivateMessages } from './messages';
import { describeError, problemText, type Problem } from '@/kit/problems';
import { FormStatus, RetryAlert } from '@/kit/fields';
import { isCodeRejected, isMailCode } from './mail-code';
import { queryParam } from '@/kit/react';
import './account.css';

type ActivationState =
  | { readonly status: 'working' }
  | { readonly status: 'activated'; readonly name: string }
  | { readonly status: 'invalid'; readonly signedIn: boolean }
  | { readonly status: 'failed'; readonly problem: Problem | undefined };

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
  const [state, setState] = useState<ActivationState>({ status: 'working' });
  const [attempt, setAttempt] = useState(0);
  // A code works once: never send it twice for the same attempt (e.g. an effect run again in development).
  const sentFor = useRef<number | null>(null);

  useEffect(() => {
    if (sentFor.current === attempt) return;
    sentFor.current = attempt;
    const invalid = () => setState({ status: 'invalid', signedIn: $auth.get().token !== null });
    const code = queryParam('code');
    if (!isMailCode(code)) return invalid();
    setState({ status: 'working' });
    callChecked(activateEmail, { params: { code } })
      .then(({ data }) => {
        signIn(data);
        setState({ status: 'activated', name: displayName(data.user) });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && isCodeRejected(error)) return invalid();
        setState({ status: 'failed', problem: describeError(error, { fields: [] }).general });
      });
  }, [attempt]);

  switch (state.status) {
    case 'working':
      return (
        <div className="account-result" aria-busy="true">
          <FormStatus>{t('activate.working')}</FormStatus>
        </div>
      );
    case 'activated':
      return (
        <div className="account-result">
          <h2 className="account-result__title account-result__title--success">{t('activate.success_title')}</h2>
          <p>{t('activate.success', { name: state.name })}</p>
          <a className="account-button account-button--primary" href={accountUrl(locale, 'profile')}>
            {t('activate.go_profile')}
          </a>
        </div>
      );
    case 'invalid':
      return (
        <div className="account-result">
          <h2 className="account-result__title account-result__title--error">{t('activate.invalid_title')}</h2>
          <p>{t('activate.invalid')}</p>
          <p>{t(state.signedIn ? 'activate.next_signed_in' : 'activate.next_signed_out')}</p>
          <a
            className="account-button account-button--primary"
            href={state.signedIn ? accountUrl(locale, 'profile') : loginUrl(locale, accountUrl(locale, 'profile'))}
          >
            {t(state.signedIn ? 'activate.go_profile' : 'activate.sign_in')}
          </a>
        </div>
      );
    case 'failed':
      return (
        <div className="account-result">
          <RetryAlert
            message={problemText(t, state.problem)}
            retryLabel={t('common.retry')}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </div>
      );
  }
}
