import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { SubmitButton } from '@/kit/buttons';
import { queryParam, useForm, useHydrated, useIsland } from '@/kit/react';
import { createTranslator } from '@/i18n/format';
import { $auth } from '@/stores/auth';
import { accountUrl, afterSignIn } from '@/urls/account-paths';
import { AccountForm, CurrentPasswordField, EmailField } from './account-fields';
import { createLogin } from './login-store';
import type { LoginMessages } from './messages';
import './account.css';

export interface LoginFormProps {
  readonly locale: Locale;
  readonly messages: LoginMessages;
}

/**
 * E-mail and password; on success the session is kept and the user goes to `?next=` (same site) or the profile.
 * Someone already signed in goes there straight away.
 */
export default function LoginForm({ locale, messages }: LoginFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const login = useIsland(() => createLogin({ locale, go: (url) => window.location.assign(url) }));
  const { state, busy, general, bind } = useForm(login.form, t);
  const hydrated = useHydrated();
  useEffect(() => {
    const { token, user } = $auth.get();
    if (token) window.location.replace(afterSignIn(locale, queryParam('next'), user?.role));
  }, [locale]);

  return (
    <AccountForm
      form={login.form}
      state={state}
      general={general}
      busy={busy}
      adopt
      onSubmit={() => login.submit(queryParam('next'))}
    >
      <EmailField {...bind('email')} t={t} autoComplete="username" />
      <CurrentPasswordField {...bind('password')} t={t} label={t('login.password')} />
      <p className="account-form__aside">
        <a href={accountUrl(locale, 'forgotPassword')}>{t('login.forgot_password')}</a>
      </p>
      <SubmitButton busy={busy} disabled={!hydrated} label={t('login.submit')} busyLabel={t('login.submitting')} />
    </AccountForm>
  );
}
