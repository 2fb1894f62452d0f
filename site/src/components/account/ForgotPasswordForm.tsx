import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { useForm, useHydrated, useIsland } from '@/kit/react';
import { accountUrl } from '@/urls/account-paths';
import { AccountForm, EmailField } from './account-fields';
import { createForgotPassword } from './forgot-password-store';
import type { ForgotPasswordMessages } from './messages';
import './account.css';

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
  const forgot = useIsland(createForgotPassword);
  const sentTo = useStore(forgot.$sentTo);
  const { state, busy, general, bind } = useForm(forgot.form, t);
  const hydrated = useHydrated();
  const login = accountUrl(locale, 'login');

  if (sentTo !== null) {
    return (
      <div className="account-result">
        <FormStatus tone="success">{t('login.reset.sent', { email: sentTo })}</FormStatus>
        <a className="account-button account-button--secondary" href={login}>
          {t('login.reset.back_to_login')}
        </a>
      </div>
    );
  }

  return (
    <AccountForm form={forgot.form} state={state} general={general} busy={busy} adopt onSubmit={forgot.submit}>
      <EmailField {...bind('email')} t={t} />
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t('login.reset.submit')}
        busyLabel={t('login.reset.submitting')}
      />
      <p className="account-form__aside">
        <a href={login}>{t('login.reset.back_to_login')}</a>
      </p>
    </AccountForm>
  );
}
