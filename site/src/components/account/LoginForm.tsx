import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { signin } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $auth, signIn } from '@/stores/auth';
import { accountUrl, afterSignIn } from '@/urls/account-paths';
import type { LoginMessages } from './messages';
import { hasProblems, problemText } from './problems';
import { FormAlert, PasswordField, SubmitButton, TextField } from './ui';
import { queryParam, useAdoptTypedValues, useFocusFirstInvalid, useHydrated, useRequest } from './use-request';
import { checkAnyPassword, checkEmail, validate } from './validation';
import './account.css';

const FIELDS = ['email', 'password'] as const;

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
  useEffect(() => {
    if ($auth.get().token) window.location.replace(afterSignIn(locale, queryParam('next')));
  }, [locale]);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const { state, run, reject } = useRequest({ fields: FIELDS });
  useFocusFirstInvalid(form, state);
  useAdoptTypedValues(form, (name, value) => {
    if (name in values) setValues((old) => ({ ...old, [name]: value }));
  });
  const change = (field: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const fieldError = (field: (typeof FIELDS)[number]) => problemText(t, state.problems.fields[field]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const problems = validate(values, { email: checkEmail, password: checkAnyPassword });
    if (hasProblems(problems)) return reject(problems);
    await run(async () => {
      const { data } = await callChecked(signin, { body: { email: values.email.trim(), password: values.password } });
      signIn(data);
      window.location.assign(afterSignIn(locale, queryParam('next')));
    });
  };

  const busy = state.phase === 'loading' || state.phase === 'done';
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('login.email_placeholder')}
        required
        value={values.email}
        onChange={change('email')}
        error={fieldError('email')}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
        value={values.password}
        onChange={change('password')}
        error={fieldError('password')}
      />
      <p className="account-form__aside">
        <a href={accountUrl(locale, 'forgotPassword')}>{t('login.forgot_password')}</a>
      </p>
      <SubmitButton busy={busy} disabled={!hydrated} label={t('login.submit')} busyLabel={t('login.submitting')} />
    </form>
  );
}
