import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { checkResetCode, resetPassword } from '@migralink/shared/api/accounts';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import { PASSWORD_MIN_LENGTH } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import { createTranslator, type Translate } from '@/i18n/format';
import { signIn } from '@/stores/auth';
import { accountUrl } from '@/urls/account-paths';
import { isCodeRejected, isMailCode } from './mail-code';
import type { ResetPasswordMessages } from './messages';
import { describeError, hasProblems, problemText, type Problem } from '@/kit/problems';
import { FormAlert, FormStatus, PasswordField, RetryAlert, SubmitButton } from '@/kit/fields';
import { queryParam, useFocusFirstInvalid, useHydrated, useRequest } from '@/kit/react';
import { checkNewPassword, checkRepeat } from '@/kit/checks';
import './account.css';

const FIELDS = ['password', 'repeat'] as const;

type LinkState =
  | { readonly status: 'checking' }
  | { readonly status: 'valid'; readonly code: string }
  | { readonly status: 'invalid' }
  | { readonly status: 'failed'; readonly problem: Problem | undefined };

export interface ResetPasswordFormProps {
  readonly locale: Locale;
  readonly messages: ResetPasswordMessages;
}

/**
 * The reset mail's landing (`/reset-password/?code=…`): checks the code first, so
 * a spent link says so before anything is typed; then a new password, which signs
 * the user in and leads to the profile.
 */
export default function ResetPasswordForm({ locale, messages }: ResetPasswordFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const code = queryParam('code');
    if (!isMailCode(code)) {
      setLink({ status: 'invalid' });
      return;
    }
    setLink({ status: 'checking' });
    callChecked(checkResetCode, { params: { code } })
      .then(() => current && setLink({ status: 'valid', code }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && isCodeRejected(error)) setLink({ status: 'invalid' });
        else setLink({ status: 'failed', problem: describeError(error, { fields: [] }).general });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  switch (link.status) {
    case 'checking':
      return (
        <div className="account-result" aria-busy="true">
          <FormStatus>{t('login.reset.checking')}</FormStatus>
        </div>
      );
    case 'invalid':
      return (
        <div className="account-result">
          <h2 className="account-result__title account-result__title--error">{t('login.reset.invalid_title')}</h2>
          <p>{t('login.reset.invalid_link')}</p>
          <a className="account-button account-button--primary" href={accountUrl(locale, 'forgotPassword')}>
            {t('login.reset.request_new')}
          </a>
        </div>
      );
    case 'failed':
      return (
        <div className="account-result">
          <RetryAlert
            message={problemText(t, link.problem)}
            retryLabel={t('common.retry')}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </div>
      );
    case 'valid':
      return (
        <NewPasswordForm locale={locale} code={link.code} t={t} onInvalid={() => setLink({ status: 'invalid' })} />
      );
  }
}

interface NewPasswordFormProps {
  readonly locale: Locale;
  readonly code: string;
  readonly t: Translate<keyof ResetPasswordMessages>;
  readonly onInvalid: () => void;
}

function NewPasswordForm({ locale, code, t, onInvalid }: NewPasswordFormProps) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', repeat: '' });
  const { state, run, reject } = useRequest({ fields: FIELDS });
  useFocusFirstInvalid(form, state);
  const change = (field: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const passwordProblem = checkNewPassword(values.password);
    const repeatProblem = passwordProblem ? undefined : checkRepeat(values.password, values.repeat);
    const problems = {
      fields: {
        ...(passwordProblem && { password: passwordProblem }),
        ...(repeatProblem && { repeat: repeatProblem }),
      },
    };
    if (hasProblems(problems)) return reject(problems);
    await run(async () => {
      try {
        const { data } = await callChecked(resetPassword, { params: { code }, body: { password: values.password } });
        signIn(data);
        window.location.assign(accountUrl(locale, 'profile'));
      } catch (error) {
        // The code expired or was used while the form was open.
        if (error instanceof ApiError && error.body.error_code === 'invalid_code') onInvalid();
        throw error;
      }
    });
  };

  const busy = state.phase === 'loading' || state.phase === 'done';
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      <h2 className="account-form__title">{t('login.reset.new_title')}</h2>
      <p className="account-form__lead">{t('login.reset.new_lead')}</p>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <PasswordField
        label={t('login.reset.new_password')}
        name="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
        hint={t('login.password_hint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={change('password')}
        error={problemText(t, state.problems.fields.password)}
      />
      <PasswordField
        label={t('login.reset.confirm_password')}
        name="repeat"
        autoComplete="new-password"
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
        value={values.repeat}
        onChange={change('repeat')}
        error={problemText(t, state.problems.fields.repeat)}
      />
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t('login.reset.save')}
        busyLabel={t('login.reset.saving')}
      />
    </form>
  );
}
