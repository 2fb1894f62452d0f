import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import { sendResetEmail } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { accountUrl } from '@/urls/account-paths';
import type { ForgotPasswordMessages } from './messages';
import { hasProblems, problemText } from '@/kit/problems';
import { FormAlert, FormStatus, SubmitButton, TextField } from '@/kit/fields';
import { useAdoptTypedValues, useFocusFirstInvalid, useHydrated, useRequest } from '@/kit/react';
import { checkEmail } from '@/kit/checks';
import { validate } from '@/kit/form';
import './account.css';

const FIELDS = ['email'] as const;

export interface ForgotPasswordFormProps {
  readonly locale: Locale;
  readonly messages: ForgotPasswordMessages;
}

/**
 * Asks for a reset mail. The answer is the same whether or not the address has an
 * account (the API does not tell), and so is the confirmation shown here.
 */
export default function ForgotPasswordForm({ locale, messages }: ForgotPasswordFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { state, run, reject } = useRequest({ fields: FIELDS });
  useFocusFirstInvalid(form, state);
  useAdoptTypedValues(form, (name, value) => name === 'email' && setEmail(value));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const problems = validate({ email }, { email: checkEmail });
    if (hasProblems(problems)) return reject(problems);
    const address = email.trim();
    await run(async () => {
      await callChecked(sendResetEmail, { body: { email: address } });
      setSentTo(address);
    });
  };

  if (sentTo !== null) {
    return (
      <div className="account-result">
        <FormStatus tone="success">{t('login.reset.sent', { email: sentTo })}</FormStatus>
        <a className="account-button account-button--secondary" href={accountUrl(locale, 'login')}>
          {t('login.reset.back_to_login')}
        </a>
      </div>
    );
  }

  const busy = state.phase === 'loading';
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('login.email_placeholder')}
        required
        value={email}
        onChange={setEmail}
        error={problemText(t, state.problems.fields.email)}
      />
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t('login.reset.submit')}
        busyLabel={t('login.reset.submitting')}
      />
      <p className="account-form__aside">
        <a href={accountUrl(locale, 'login')}>{t('login.reset.back_to_login')}</a>
      </p>
    </form>
  );
}
