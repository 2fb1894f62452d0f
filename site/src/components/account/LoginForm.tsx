import { useEffect, useMemo, useRef, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { FormAlert, PasswordField, SubmitButton, TextField } from '@/kit/fields';
import { queryParam, useAdoptInto, useFocusFirstInvalid, useForm, useHydrated, useIsland } from '@/kit/react';
import { createTranslator } from '@/i18n/format';
import { $auth } from '@/stores/auth';
import { accountUrl, afterSignIn } from '@/urls/account-paths';
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
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  useAdoptInto(element, login.form);
  useEffect(() => {
    if ($auth.get().token) window.location.replace(afterSignIn(locale, queryParam('next')));
  }, [locale]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void login.submit(queryParam('next'));
  };

  return (
    <form ref={element} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {general && <FormAlert>{general}</FormAlert>}
      <TextField
        {...bind('email')}
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('login.email_placeholder')}
        required
      />
      <PasswordField
        {...bind('password')}
        label={t('login.password')}
        autoComplete="current-password"
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      <p className="account-form__aside">
        <a href={accountUrl(locale, 'forgotPassword')}>{t('login.forgot_password')}</a>
      </p>
      <SubmitButton busy={busy} disabled={!hydrated} label={t('login.submit')} busyLabel={t('login.submitting')} />
    </form>
  );
}
